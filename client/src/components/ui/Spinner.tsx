/** A small accessible spinner; `size` in px. */
export function Spinner({ size = 18, label }: { size?: number; label?: string }) {
  return <span className="spinner" style={{ width: size, height: size }} role={label ? 'status' : undefined} aria-label={label} />;
}
