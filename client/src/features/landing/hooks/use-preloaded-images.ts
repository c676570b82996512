import { useEffect, useState } from 'react';

/** Loads one URL; resolves true on load, false on error. */
function loadOnce(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
  });
}

/** Adds a cache-busting `retry=<timestamp>` query parameter. */
function withRetrySuffix(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}retry=${Date.now()}`;
}

/**
 * Preloads one image, retrying a failure once with a cache-busting URL. Never rejects: a failure
 * is only logged and still counts as done. Resolves with the URL that loaded, or null.
 */
async function preload(src: string): Promise<string | null> {
  if (await loadOnce(src)) return src;
  const retry = withRetrySuffix(src);
  if (await loadOnce(retry)) return retry;
  console.warn(`[hero] image failed to load after a retry: ${src}`);
  return null;
}

interface PreloadState {
  key: string;
  /** Original URL -> the URL that loaded, or null when it failed twice. */
  resolved: Record<string, string | null>;
}

/**
 * Preloads every URL in `sources` (spec section 2: the hero renders only after its images have
 * loaded). `ready` turns true once each image has loaded or failed twice; `src(url)` gives the URL
 * to render (the cache-busted one when only the retry succeeded) and `failed(url)` tells whether it
 * could not be loaded at all (so the caller can leave it out instead of showing a broken image).
 */
export function usePreloadedImages(sources: readonly string[]) {
  const key = sources.join('\n');
  const [state, setState] = useState<PreloadState | null>(null);

  useEffect(() => {
    let cancelled = false;
    const list = key ? key.split('\n') : [];
    void Promise.all(list.map(async (url) => [url, await preload(url)] as const)).then((pairs) => {
      if (!cancelled) setState({ key, resolved: Object.fromEntries(pairs) });
    });
    return () => {
      cancelled = true;
    };
  }, [key]);

  const ready = state?.key === key;
  const src = (url: string) => (ready ? (state.resolved[url] ?? url) : url);
  const failed = (url: string) => ready && state.resolved[url] === null;
  return { ready, src, failed };
}
