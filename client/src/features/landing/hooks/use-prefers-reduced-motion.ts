import { useSyncExternalStore } from 'react';
import { mediaMatches, subscribeMedia } from '../../../lib/media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => subscribeMedia(QUERY, onChange);

/** True when the visitor asked the system for reduced motion (auto-scrolling then stays off); false where it cannot be asked. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaMatches(QUERY),
    () => false,
  );
}
