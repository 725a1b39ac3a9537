import { useHttpStatus } from '../app/httpStatus';
import { ErrorView } from '../ui/ErrorView';

export default function NotFoundPage() {
  useHttpStatus(404);
  return <ErrorView status={404} />;
}
