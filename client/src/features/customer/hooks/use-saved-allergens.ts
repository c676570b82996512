import { useQuery } from '@apollo/client/react';
import { SavedAllergensDocument } from '../../../generated/graphql';

/** `myNutritionProfile { allergens dislikes }`: what the signed-in customer saved to avoid (the day menu's default filter). */
export function useSavedAllergens() {
  return useQuery(SavedAllergensDocument);
}
