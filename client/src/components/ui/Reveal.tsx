import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { mediaMatches } from '../../lib/media-query';
import styles from './Reveal.module.css';

/** Reveal timing: 2 s, ease-in-out (Reveal.module.css), starts when 10 % of the block is in view, once. */
export const REVEAL_THRESHOLD = 0.1;

interface RevealProps {
  children: ReactNode;
  className?: string;
  id?: string;
  /** Seconds to wait before this block starts (to stagger cards). */
  delay?: number;
}

type Phase = 'shown' | 'waiting' | 'revealed';

/**
 * Fades and lifts its content into place the first time 10 % of it scrolls into view, with a CSS
 * transition driven by an IntersectionObserver (no animation library on the first page).
 * Content that is already on screen when the page opens is never hidden (it would delay the first
 * paint and shift nothing); with prefers-reduced-motion or without IntersectionObserver the content is
 * shown as is.
 */
export function Reveal({ children, className, id, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('shown');

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (mediaMatches('(prefers-reduced-motion: reduce)')) return;
    // Above the fold at first paint: leave it visible.
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    setPhase('waiting');
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase('revealed');
          io.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const cls = [className, phase === 'waiting' && styles.waiting, phase === 'revealed' && styles.revealed].filter(Boolean).join(' ');
  return (
    <div
      ref={ref}
      className={cls || undefined}
      id={id}
      data-reveal={phase}
      style={phase === 'revealed' && delay ? { transitionDelay: `${delay}s` } : undefined}
    >
      {children}
    </div>
  );
}
