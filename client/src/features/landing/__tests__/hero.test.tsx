import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroImagesDocument } from '../../../generated/graphql';
import { activeTabVar, setActiveTab } from '../../../lib/session';
import { Hero } from '../components/Hero';
import { LOCAL_HERO_IMAGES } from '../hooks/use-hero-images';
import { usePreloadedImages } from '../hooks/use-preloaded-images';

/**
 * jsdom loads no images: a stand-in `Image` that answers each `src` with load or error as `fails` says, after a
 * microtask, and records every URL asked for.
 */
function stubImages(fails: (src: string) => boolean) {
  const asked: string[] = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      asked.push(value);
      queueMicrotask(() => (fails(value) ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hero image retry (spec section 4: a failed image is retried once with a cache-busting suffix; failures only log)', () => {
  it('uses the cache-busted URL when only the retry loads', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const asked = stubImages((src) => src === '/img/a.svg');
    const { result } = renderHook(() => usePreloadedImages(['/img/a.svg', '/img/b.svg?v=2']));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(asked.filter((u) => u.startsWith('/img/a.svg'))).toEqual(['/img/a.svg', '/img/a.svg?retry=1700000000000']);
    expect(asked.filter((u) => u.startsWith('/img/b.svg'))).toEqual(['/img/b.svg?v=2']);
    expect(result.current.src('/img/a.svg')).toBe('/img/a.svg?retry=1700000000000');
    expect(result.current.src('/img/b.svg?v=2')).toBe('/img/b.svg?v=2');
    expect(result.current.failed('/img/a.svg')).toBe(false);
  });

  it('retries a failing image exactly once, then only logs it and counts it as done', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(42);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked = stubImages((src) => src.startsWith('/img/broken.svg'));
    const { result } = renderHook(() => usePreloadedImages(['/img/broken.svg?x=1']));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(asked).toEqual(['/img/broken.svg?x=1', '/img/broken.svg?x=1&retry=42']);
    expect(result.current.failed('/img/broken.svg?x=1')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('/img/broken.svg?x=1');
  });
});

const HERO_IMAGES = {
  request: { query: HeroImagesDocument },
  result: { data: { heroImages: { __typename: 'HeroImages' as const, ...LOCAL_HERO_IMAGES } } },
};

function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="where">{pathname + hash}</output>;
}

describe('landing hero (spec section 2)', () => {
  beforeEach(() => {
    window.scrollTo = () => undefined;
  });

  it('shows a loading placeholder until every image has loaded, then Order Now, which goes to the plans anchor and sets the tab', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Gated = class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_value: string) {
        void gate.then(() => this.onload?.());
      }
    };
    vi.stubGlobal('Image', Gated);
    setActiveTab('Home');
    render(
      <MockedProvider mocks={[HERO_IMAGES]}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <Hero />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Now' })).not.toBeInTheDocument();
    release();
    const orderNow = await screen.findByRole('link', { name: 'Order Now' });
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(orderNow).toHaveAttribute('href', '/plans_and_packages#choose-your-plan-section');
    fireEvent.click(orderNow);
    expect(activeTabVar()).toBe('Plans & Packages');
    expect(screen.getByTestId('where')).toHaveTextContent('/plans_and_packages#choose-your-plan-section');
  });
});
