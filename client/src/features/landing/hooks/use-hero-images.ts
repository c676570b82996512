import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { HeroImagesDocument, type HeroImagesQuery } from '../../../generated/graphql';

/** The hero's server-provided images (spec section 3 "Hero images from server"), by GraphQL field. */
export type HeroImageUrls = Omit<HeroImagesQuery['heroImages'], '__typename'>;
export type HeroImageField = keyof HeroImageUrls;

/** The images shipped in public/images/hero, used when the query fails (the server's defaults too). */
export const LOCAL_HERO_IMAGES: HeroImageUrls = {
  btnRightImage: '/images/hero/leaf.svg',
  heroLeftSideImageOfLine: '/images/hero/line.svg',
  clockImage: '/images/hero/clock.svg',
  fastFoodSvgOne: '/images/hero/fastfood.svg',
  karahiSvgTwo: '/images/hero/bowl.svg',
  saladSvgThree: '/images/hero/salad.svg',
  heroRightFirstImagePNG: '/images/hero/hero-main.svg',
  heroRightSecondImagePNG: '/images/hero/leaf.svg',
  svgUpperSvgLine: '/images/hero/line.svg',
  svgLocation: '/images/hero/location.svg',
  lineRightMostSvg: '/images/hero/line.svg',
};

const FIELDS = Object.keys(LOCAL_HERO_IMAGES) as HeroImageField[];

/** Whether the HTML's boot data was read into the cache (once per page load). */
let primed = false;

function primeOncePerPageLoad(client: ApolloClient): void {
  if (primed) return;
  primed = true;
  primeHeroImages(client);
}

/**
 * The hero image URLs from the server's `heroImages` query; null while it loads. When the query
 * fails the local images are used, so the hero still renders. An empty URL falls back per field.
 */
export function useHeroImages(): { images: HeroImageUrls | null; fromServer: boolean } {
  const client = useApolloClient();
  // Before the first query: the landing page's HTML may carry the images (read once per page load). Done here,
  // in the landing chunk, so the first paint's entry script does not carry the generated documents.
  primeOncePerPageLoad(client);
  const { data, error } = useQuery(HeroImagesDocument, { fetchPolicy: 'cache-first' });
  if (data) {
    const images = Object.fromEntries(
      FIELDS.map((field) => [field, data.heroImages[field].trim() || LOCAL_HERO_IMAGES[field]]),
    ) as HeroImageUrls;
    return { images, fromServer: true };
  }
  if (error) return { images: LOCAL_HERO_IMAGES, fromServer: false };
  return { images: null, fromServer: false };
}

/**
 * Puts the hero images the server embedded in the landing page's HTML (`<script id="ff-boot">`, see the server's
 * client-assets) into the Apollo cache before the first render, so the largest image starts without waiting for
 * the `heroImages` round trip. Nothing happens on other pages or when the island is missing or malformed.
 */
export function primeHeroImages(client: ApolloClient): void {
  const text = typeof document === 'undefined' ? null : document.getElementById('ff-boot')?.textContent;
  if (!text) return;
  try {
    const boot = JSON.parse(text) as { heroImages?: Partial<Record<HeroImageField, unknown>> };
    const served = boot.heroImages;
    if (!served) return;
    const heroImages = Object.fromEntries(
      FIELDS.map((field) => [field, typeof served[field] === 'string' ? served[field] : '']),
    ) as HeroImageUrls;
    client.writeQuery({ query: HeroImagesDocument, data: { heroImages: { __typename: 'HeroImages', ...heroImages } } as HeroImagesQuery });
  } catch {
    /* a malformed island: the hook asks the server */
  }
}
