import { domAnimation, LazyMotion, m, useReducedMotion } from 'motion/react';
import type { ReactNode } from 'react';

/** Spec section 9: 2 s, easeInOut, in view at 10 %, once. */
export const REVEAL_INITIAL = { opacity: 0, y: 24 } as const;
export const REVEAL_VISIBLE = { opacity: 1, y: 0 } as const;
export const REVEAL_TRANSITION = { duration: 2, ease: 'easeInOut' } as const;
export const REVEAL_VIEWPORT = { once: true, amount: 0.1 } as const;

interface RevealProps {
  children: ReactNode;
  className?: string;
  id?: string;
  /** Seconds to wait before this block starts (to stagger cards). */
  delay?: number;
}

/**
 * Fades and lifts its content into place the first time 10 % of it scrolls into view (spec section 9
 * reveal animation: motion's whileInView). With prefers-reduced-motion, or without IntersectionObserver, the content is
 * shown as is, never hidden.
 */
export function Reveal({ children, className, id, delay = 0 }: RevealProps) {
  const reduceMotion = useReducedMotion();
  if (reduceMotion || typeof IntersectionObserver === 'undefined') {
    return <div className={className} id={id}>{children}</div>;
  }
  // LazyMotion + m with the domAnimation bundle (animations and in-view) keeps the chunk small.
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        className={className}
        id={id}
        initial={REVEAL_INITIAL}
        whileInView={REVEAL_VISIBLE}
        transition={delay ? { ...REVEAL_TRANSITION, delay } : REVEAL_TRANSITION}
        viewport={REVEAL_VIEWPORT}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
