import { useEffect, type RefObject } from 'react';

/** Spec section 9: every 3000 ms by 345 px below width 480, otherwise 400 px; wraps to the start. */
export const AUTO_SCROLL_INTERVAL_MS = 3000;

/**
 * +1 when the element scrolls left to right, -1 right to left: in RTL, scrollLeft starts at 0 and goes
 * negative towards the end, so every step and the wrap check use this sign.
 */
export function inlineSign(el: HTMLElement | null): 1 | -1 {
  return el && getComputedStyle(el).direction === 'rtl' ? -1 : 1;
}

export function autoScrollStep(viewportWidth: number): number {
  return viewportWidth < 480 ? 345 : 400;
}

/** Scrolls `ref` by one step along the reading direction every interval unless `paused`; at the end it wraps to the start. */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, paused: boolean) {
  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => {
      const el = ref.current;
      if (!el) return;
      const max = el.scrollWidth - el.clientWidth;
      if (max <= 0) return;
      const sign = inlineSign(el);
      if (Math.abs(el.scrollLeft) >= max - 4) el.scrollTo({ left: 0, behavior: 'smooth' });
      else el.scrollBy({ left: sign * autoScrollStep(window.innerWidth), behavior: 'smooth' });
    }, AUTO_SCROLL_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [ref, paused]);
}
