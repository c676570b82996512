import { tr } from '../../../lib/messages';
import type { ActivityLevel, Goal, SaveNutritionProfileInput, Sex } from '../hooks/nutrition-types';
import type { UserCaloriesInfo } from '../../../lib/session';
import { isAllergen } from '../../../lib/allergens';

/**
 * A select option whose label is read from `customer:calc.<group>.<value>` each time it is used (a getter), so a
 * language switch shows the new language without rebuilding the list.
 */
function translatedOption<V extends string, X extends object>(group: string, value: V, extra: X): { value: V; label: string } & X {
  // Descriptors, not a spread: a spread would read `extra`'s getters once, here.
  const option = Object.defineProperties({ value }, Object.getOwnPropertyDescriptors(extra));
  return Object.defineProperty(option, 'label', {
    get: () => tr(`customer:calc.${group}.${value}`),
    enumerable: true,
  }) as { value: V; label: string } & X;
}

/** Activity levels and their factor on the resting energy (Mifflin-St Jeor x activity). */
export const ACTIVITY_OPTIONS: { value: ActivityLevel; label: string; factor: number }[] = (
  [
    ['Sedentary', 1.2],
    ['Light', 1.375],
    ['Moderate', 1.55],
    ['Active', 1.725],
    ['VeryActive', 1.9],
  ] as const
).map(([value, factor]) => translatedOption('activity', value, { factor }));

/** Goals, each with the calorie adjustment it explains (`customer:calc.adjust.<goal>`, read when used). */
export const GOAL_OPTIONS: { value: Goal; label: string; adjustment: string }[] = (['Lose', 'Maintain', 'Gain'] as const).map((value) =>
  translatedOption(
    'goal',
    value,
    Object.defineProperty({} as { adjustment: string }, 'adjustment', { get: () => tr(`customer:calc.adjust.${value}`), enumerable: true }),
  ),
);

export const SEX_OPTIONS: { value: Sex; label: string }[] = (['Female', 'Male'] as const).map((value) =>
  translatedOption('sex', value, {}),
);

export const caloriesInfoOf = (r: { calories: number; protein: number; carbs: number; fat: number }): UserCaloriesInfo => ({
  calories: r.calories,
  protein: r.protein,
  carbs: r.carbs,
  fat: r.fat,
});

/** A calculation made while signed out, saved to the profile after sign-in (sessionStorage). */
export const PENDING_NUTRITION_KEY = 'ff.nutrition';

export function readPendingNutrition(): SaveNutritionProfileInput | null {
  try {
    const raw = sessionStorage.getItem(PENDING_NUTRITION_KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as SaveNutritionProfileInput;
    // Kept before allergens became a closed list, it may hold free text the server now refuses.
    return { ...pending, allergens: Array.isArray(pending.allergens) ? pending.allergens.filter(isAllergen) : [] };
  } catch {
    return null;
  }
}

export function writePendingNutrition(input: SaveNutritionProfileInput | null) {
  try {
    if (input) sessionStorage.setItem(PENDING_NUTRITION_KEY, JSON.stringify(input));
    else sessionStorage.removeItem(PENDING_NUTRITION_KEY);
  } catch {
    /* storage unavailable: nothing to keep */
  }
}
