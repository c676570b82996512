/**
 * Media queries where the environment may lack them: every supported browser has `window.matchMedia`,
 * jsdom (which the component tests run in) does not, so callers get "no match" there instead of a crash.
 */

/** `window.matchMedia(query)`, or null where there is no `matchMedia` (jsdom, server-side). */
export function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(query);
}

/** Whether `query` (e.g. '(max-width: 768px)') matches now; false where it cannot be asked. */
export function mediaMatches(query: string): boolean {
  return mediaQueryList(query)?.matches ?? false;
}

/** Calls `onChange` whenever `query` starts or stops matching; returns the unsubscribe (for `useSyncExternalStore`). */
export function subscribeMedia(query: string, onChange: () => void): () => void {
  const list = mediaQueryList(query);
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
