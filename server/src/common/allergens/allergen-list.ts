import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum } from 'class-validator';
import { ALLERGENS, Allergen, isAllergen, sortAllergens } from './allergen.js';

/** The message of a list holding a value outside {@link Allergen} (GraphQL refuses those first: common/graphql/closed-lists.ts). */
export const ALLERGEN_LIST_MESSAGE = `Allergens must be chosen from ${ALLERGENS.join(', ')}.`;

/**
 * A list of {@link Allergen} values (meal allergens, a customer's allergens to avoid): repeats removed
 * and sorted in the enum's order, at most the 14 allergens. Errors (VALIDATION_FAILED): 'Allergens must
 * be a list', {@link ALLERGEN_LIST_MESSAGE}.
 */
export function AllergenList() {
  // applyDecorators applies in array order; stacked decorators apply bottom-up: this is the stacked order.
  return applyDecorators(
    IsEnum(Allergen, { each: true, message: ALLERGEN_LIST_MESSAGE }),
    ArrayMaxSize(ALLERGENS.length, { message: `At most ${ALLERGENS.length} allergens` }),
    IsArray({ message: 'Allergens must be a list' }),
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) && value.every(isAllergen) ? sortAllergens(value) : value)),
  );
}
