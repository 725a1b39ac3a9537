import { PlaceholderView } from '../ui/PlaceholderView';

/** A §2 screen that a later issue builds: an honest heading, no fake content. */
export default function PlaceholderPage({ title }: { title: string }) {
  return <PlaceholderView title={title} />;
}
