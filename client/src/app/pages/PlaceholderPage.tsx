import { usePageTitle } from '../../lib/use-page-title';

/** A route whose screen a later issue builds: the shared layout and its title only. */
export default function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="container page-section">
      <h1>{title}</h1>
    </section>
  );
}
