import type { CalculateNutritionQuery } from '../../../generated/graphql';

/**
 * The generated nutrition types the calculator's options, validation and panels name, in a file of their own: the
 * hooks in use-nutrition.ts use utils/nutrition.ts, which names these, so a re-export from the hooks would be a cycle.
 */
export type { ActivityLevel, Goal, SaveNutritionProfileInput, Sex } from '../../../generated/graphql';

/** calculateNutrition's answer: kcal per day and the macro split in grams. */
export type NutritionResult = CalculateNutritionQuery['calculateNutrition'];
