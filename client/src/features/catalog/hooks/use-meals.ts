import { useQuery } from '@apollo/client/react';
import { MealsDocument, type MealCategory, type MealFieldsFragment } from '../../../generated/graphql';

export type { MealCategory } from '../../../generated/graphql';

export type CatalogMeal = MealFieldsFragment;

/** Active meals, optionally of one category (/menu). */
export function useMeals(category?: MealCategory | null) {
  return useQuery(MealsDocument, { variables: category ? { category } : {} });
}
