import { HeroImagesDocument, type HeroImagesQuery } from '../../../generated/graphql';
import { useCatalogQuery } from '../../../lib/hooks/use-catalog-query';

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

/**
 * The hero image URLs from the server's `heroImages` query (embedded in the landing page's HTML, so the largest image
 * starts without a round trip); null while it loads. When the query fails the local images are used, so the hero
 * still renders. An empty URL falls back per field.
 */
export function useHeroImages(): { images: HeroImageUrls | null; fromServer: boolean } {
  const { data, error } = useCatalogQuery(HeroImagesDocument, { fetchPolicy: 'cache-first' });
  if (data) {
    const images = Object.fromEntries(
      FIELDS.map((field) => [field, data.heroImages[field].trim() || LOCAL_HERO_IMAGES[field]]),
    ) as HeroImageUrls;
    return { images, fromServer: true };
  }
  if (error) return { images: LOCAL_HERO_IMAGES, fromServer: false };
  return { images: null, fromServer: false };
}
