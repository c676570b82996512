import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from '../Reveal';

/** A controllable IntersectionObserver: `fire(true)` reports the observed block as in view. */
let observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
class FakeObserver {
  constructor(cb: IntersectionObserverCallback) {
    observers.push({ cb });
  }
  observe(el: Element) {
    observers[observers.length - 1].el = el;
  }
  disconnect() {
    /* nothing to release */
  }
  unobserve() {
    /* nothing to release */
  }
  takeRecords() {
    return [];
  }
}
const fire = (isIntersecting: boolean) =>
  act(() => observers.forEach((o) => o.cb([{ isIntersecting, target: o.el! } as IntersectionObserverEntry], o as never)));

describe('Reveal', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('never hides content that is on screen when the page opens', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    render(
      <Reveal>
        <p>Above the fold</p>
      </Reveal>,
    );
    const block = screen.getByText('Above the fold').parentElement!;
    expect(block).toHaveAttribute('data-reveal', 'shown');
    expect(observers).toHaveLength(0);
  });

  it('hides a block below the fold until it scrolls into view, then reveals it once', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
    render(
      <Reveal delay={0.3}>
        <p>Far below</p>
      </Reveal>,
    );
    const block = screen.getByText('Far below').parentElement!;
    expect(block).toHaveAttribute('data-reveal', 'waiting');
    fire(false);
    expect(block).toHaveAttribute('data-reveal', 'waiting');
    fire(true);
    expect(block).toHaveAttribute('data-reveal', 'revealed');
    expect(block.style.transitionDelay).toBe('0.3s');
  });
});
