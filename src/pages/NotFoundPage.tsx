import { ErrorView } from '../ui';

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}
