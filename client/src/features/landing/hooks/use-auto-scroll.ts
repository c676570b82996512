import { useEffect, type RefObject } from 'react';

/** Spec section 9: every 3000 ms by 345 px below width 480, otherwise 400 px; wraps to the start. */
export const AUTO_SCROLL_INTERVAL_MS = 3000;

export function autoScrollStep(viewportWidth: number): number {
  return viewportWidth < 480 ? 345 : 400;
}

/** Scrolls `ref` horizontally by one step every interval unless `paused`; at the end it wraps to 0. */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, paused: boolean) {
  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => {
      const el = ref.current;
      if (!el) return;
      const max = el.scrollWidth - el.clientWidth;
      if (max <= 0) return;
      if (el.scrollLeft >= max - 4) el.scrollTo({ left: 0, behavior: 'smooth' });
      else el.scrollBy({ left: autoScrollStep(window.innerWidth), behavior: 'smooth' });
    }, AUTO_SCROLL_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [ref, paused]);
}
