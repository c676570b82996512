import { Spinner } from './Spinner';

/** Full-area loading fallback for lazy pages. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spinner size={40} />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
