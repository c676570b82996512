import { useQuery } from '@apollo/client/react';
import { SavedAllergensDocument } from '../../../generated/graphql';

/** `myNutritionProfile { allergens dislikes }`: a signed-in customer's saved exclusions (the menu's default filter); skipped for visitors and staff. */
export function useSavedAllergens({ skip = false }: { skip?: boolean } = {}) {
  return useQuery(SavedAllergensDocument, { skip });
}
