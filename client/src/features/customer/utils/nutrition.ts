import type { ActivityLevel, Goal, HeightUnit, SaveNutritionProfileInput, Sex, WeightUnit } from '../../../generated/graphql';
import type { MeasurementUnit } from '../../../components/form/measurement';
import type { UserCaloriesInfo } from '../../../lib/session';

export const ACTIVITY_OPTIONS: { value: ActivityLevel; label: string; factor: number }[] = [
  { value: 'Sedentary', label: 'Sedentary (little or no exercise)', factor: 1.2 },
  { value: 'Light', label: 'Lightly active (1-3 days a week)', factor: 1.375 },
  { value: 'Moderate', label: 'Moderately active (3-5 days a week)', factor: 1.55 },
  { value: 'Active', label: 'Very active (6-7 days a week)', factor: 1.725 },
  { value: 'VeryActive', label: 'Extra active (physical job or twice a day)', factor: 1.9 },
];

export const GOAL_OPTIONS: { value: Goal; label: string; adjustment: string }[] = [
  { value: 'Lose', label: 'Lose weight', adjustment: '500 kcal below maintenance' },
  { value: 'Maintain', label: 'Maintain weight', adjustment: 'maintenance' },
  { value: 'Gain', label: 'Gain weight', adjustment: '300 kcal above maintenance' },
];

export const SEX_OPTIONS: { value: Sex; label: string }[] = [
  { value: 'Female', label: 'Female' },
  { value: 'Male', label: 'Male' },
];

/** Allergens as meals name them (lower-case). */
export const ALLERGENS = ['gluten', 'dairy', 'nuts', 'peanuts', 'egg', 'fish', 'shellfish', 'soy', 'sesame'] as const;

export const toWeightUnit = (u: MeasurementUnit): WeightUnit => (u === 'lb' ? 'Lb' : 'Kg');
export const toHeightUnit = (u: MeasurementUnit): HeightUnit => (u === 'ft' ? 'Ft' : 'Cm');

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
