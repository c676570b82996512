import { LandingMealsDocument, type LandingMealsQuery } from '../../../generated/graphql';
import { useCatalogQuery } from '../../../lib/hooks/use-catalog-query';

export type LandingMeal = LandingMealsQuery['meals'][number];

/** Meals for the landing slider and the running promotions (for the discount ribbon); embedded in the landing page's HTML. */
export function useLandingMeals() {
  const result = useCatalogQuery(LandingMealsDocument);
  const promotions = result.data?.activePromotions ?? [];
  const bestPromotion = promotions.reduce<(typeof promotions)[number] | null>(
    (best, p) => (best === null || p.discountPercentage > best.discountPercentage ? p : best),
    null,
  );
  return { ...result, bestPromotion };
}
