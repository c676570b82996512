import { tr } from '../../../lib/messages';
import type { ActivityLevel, Goal, SaveNutritionProfileInput, Sex } from '../hooks/use-nutrition';
import type { UserCaloriesInfo } from '../../../lib/session';

export const ACTIVITY_OPTIONS: { value: ActivityLevel; label: string; factor: number }[] = [
  {
    value: 'Sedentary',
    get label() {
      return tr('customer:calc.activity.Sedentary');
    },
    factor: 1.2,
  },
  {
    value: 'Light',
    get label() {
      return tr('customer:calc.activity.Light');
    },
    factor: 1.375,
  },
  {
    value: 'Moderate',
    get label() {
      return tr('customer:calc.activity.Moderate');
    },
    factor: 1.55,
  },
  {
    value: 'Active',
    get label() {
      return tr('customer:calc.activity.Active');
    },
    factor: 1.725,
  },
  {
    value: 'VeryActive',
    get label() {
      return tr('customer:calc.activity.VeryActive');
    },
    factor: 1.9,
  },
];

export const GOAL_OPTIONS: { value: Goal; label: string; adjustment: string }[] = [
  {
    value: 'Lose',
    get label() {
      return tr('customer:calc.goal.Lose');
    },
    get adjustment() {
      return tr('customer:calc.adjust.Lose');
    },
  },
  {
    value: 'Maintain',
    get label() {
      return tr('customer:calc.goal.Maintain');
    },
    get adjustment() {
      return tr('customer:calc.adjust.Maintain');
    },
  },
  {
    value: 'Gain',
    get label() {
      return tr('customer:calc.goal.Gain');
    },
    get adjustment() {
      return tr('customer:calc.adjust.Gain');
    },
  },
];

export const SEX_OPTIONS: { value: Sex; label: string }[] = [
  {
    value: 'Female',
    get label() {
      return tr('customer:calc.sex.Female');
    },
  },
  {
    value: 'Male',
    get label() {
      return tr('customer:calc.sex.Male');
    },
  },
];

/** Allergens as meals name them (lower-case). */
export const ALLERGENS = ['gluten', 'dairy', 'nuts', 'peanuts', 'egg', 'fish', 'shellfish', 'soy', 'sesame'] as const;

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
    return raw ? (JSON.parse(raw) as SaveNutritionProfileInput) : null;
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
