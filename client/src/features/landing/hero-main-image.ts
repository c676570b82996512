import avifSrcset from '../../assets/hero/hero-main.svg?w=360;480;560&format=avif&as=srcset';
import webpSrcset from '../../assets/hero/hero-main.svg?w=360;480;560&format=webp&as=srcset';
import { HERO_MAIN_SIZES } from './hero-sizes';

/** The server's default URL of the hero's main image (HeroRightFirstImagePNG), shipped in public/images/hero. */
export const DEFAULT_HERO_MAIN = '/images/hero/hero-main.svg';

/**
 * The same picture as `DEFAULT_HERO_MAIN`, rasterised at build into AVIF and WebP at 360, 480 and 560 px
 * wide. It is the landing page's largest paint on phones, so it is preloaded from the entry script.
 */
export const HERO_MAIN_SOURCES = { avif: avifSrcset, webp: webpSrcset } as const;

export { HERO_MAIN_SIZES } from './hero-sizes';

/**
 * Adds `<link rel="preload" as="image">` for the AVIF hero (with srcset and sizes, high priority) when
 * the page being opened is the landing page; called once by main.tsx before React renders. The built app's
 * HTML already has it (route hints, client/build/chunking.ts), marked `data-hero-preload`: then nothing is added.
 */
export function preloadHeroImage(pathname: string): void {
  if (pathname !== '/' || document.querySelector('link[data-hero-preload]')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = 'image/avif';
  link.setAttribute('imagesrcset', HERO_MAIN_SOURCES.avif);
  link.setAttribute('imagesizes', HERO_MAIN_SIZES);
  link.setAttribute('fetchpriority', 'high');
  link.dataset.heroPreload = '';
  document.head.appendChild(link);
}
