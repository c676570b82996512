import { skipToken, useQuery } from '@apollo/client/react';
import { SavedAllergensDocument } from '../../generated/graphql';

/** One of the 14 allergens of the closed list (the server's `Allergen` enum); labels: `common:allergens.<value>`. */
export type { Allergen } from '../../generated/graphql';

/**
 * The signed-in customer's saved allergens and dislikes (`myNutritionProfile { allergens dislikes }`,
 * null until they save a profile), the default meal exclusions of the menu and the meal swap (spec
 * section 5). Not asked at all when `skip` is true (a visitor or a staff account).
 */
export const useSavedAllergens = (skip = false) => useQuery(SavedAllergensDocument, skip ? skipToken : {});
