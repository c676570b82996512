import { useQuery } from '@apollo/client/react';
import { SavedAllergensDocument } from '../../../generated/graphql';

/** `savedAllergens`: the allergens and disliked ingredients the caller saved (signed-in customers). */
export function useSavedAllergens() {
  return useQuery(SavedAllergensDocument);
}
