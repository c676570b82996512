import { useQuery } from '@apollo/client/react';
import { LandingMealsDocument, type LandingMealsQuery } from '../../../generated/graphql';

export type LandingMeal = LandingMealsQuery['meals'][number];

/** Meals for the landing slider and the running promotions (for the discount ribbon). */
export function useLandingMeals() {
  const result = useQuery(LandingMealsDocument);
  const promotions = result.data?.activePromotions ?? [];
  const bestPromotion = promotions.reduce<(typeof promotions)[number] | null>(
    (best, p) => (best === null || p.discountPercentage > best.discountPercentage ? p : best),
    null,
  );
  return { ...result, bestPromotion };
}
