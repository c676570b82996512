import {
  ActivePromotionsDocument,
  HeroImagesDocument,
  LandingMealsDocument,
  LandingPlansDocument,
  SiteSettingsDocument,
} from '../../../generated/graphql';

/**
 * Every query the landing page's first paint makes (hero, meal slider, plan preview, store badges; the navbar's
 * promotion banner and the footer's phone), all public catalog queries without variables. The build lists them in
 * `catalog-island.json` (client/build/catalog-island.ts) and the server embeds their answers in the page's HTML, so
 * the page paints without a GraphQL round trip and without loading Apollo (lib/catalog-island.ts).
 */
export const LANDING_FIRST_PAINT_QUERIES = [
  HeroImagesDocument,
  LandingMealsDocument,
  LandingPlansDocument,
  ActivePromotionsDocument,
  SiteSettingsDocument,
];
