/**
 * The nutrition calculator (spec /collect_data_for_nutrition_calculation, sections 5 and 9)
 * as pure functions: unit conversion, the measurement limits with the spec's warnings, BMR
 * (Mifflin-St Jeor), daily energy and macro targets. Energy in kcal per day, macros in grams per day.
 */

/** Spec section 9: 2.20462 lb per kg, 30.48 cm per ft. */
export const LB_PER_KG = 2.20462;
export const CM_PER_FT = 30.48;

export enum WeightUnit {
  Kg = 'kg',
  Lb = 'lb',
}

export enum HeightUnit {
  Cm = 'cm',
  Ft = 'ft',
}

export enum Sex {
  Male = 'male',
  Female = 'female',
}

export enum ActivityLevel {
  Sedentary = 'sedentary',
  Light = 'light',
  Moderate = 'moderate',
  Active = 'active',
  VeryActive = 'very_active',
}

export enum Goal {
  Lose = 'lose',
  Maintain = 'maintain',
  Gain = 'gain',
}

/** Spec section 9 limits, per unit (inclusive). */
export const WEIGHT_LIMITS: Record<WeightUnit, readonly [number, number]> = { kg: [40, 140], lb: [90, 300] };
export const HEIGHT_LIMITS: Record<HeightUnit, readonly [number, number]> = { cm: [75, 225], ft: [2.5, 7] };
/** Spec section 5 warnings, verbatim. */
export const WEIGHT_WARNING = 'The Weight must be in the limit of 40kg - 140kg or 90lb - 300lb';
export const HEIGHT_WARNING = 'The height must be in the limit of 75cm - 225cm or 2.5ft - 7ft';
/** Ages the calculator accepts (Mifflin-St Jeor is an adult formula; 14+ as decided). */
export const AGE_MIN = 14;
export const AGE_MAX = 100;

/** Multiplies BMR into daily energy needs. */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};
/** kcal per day added to maintenance for each goal. */
export const GOAL_ADJUSTMENT_KCAL: Record<Goal, number> = { lose: -500, maintain: 0, gain: 300 };
/** The target never goes below these kcal per day (a common safe minimum without supervision). */
export const MIN_DAILY_CALORIES: Record<Sex, number> = { female: 1200, male: 1500 };
/** Protein, grams per kg of body weight per day, by goal. */
export const PROTEIN_G_PER_KG: Record<Goal, number> = { lose: 1.8, maintain: 1.6, gain: 2.0 };
/** Share of the energy target from fat. */
export const FAT_ENERGY_SHARE = 0.25;
/** kcal per gram. */
export const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

/** Rounds to 2 decimals (spec section 9), halves away from zero for the positive values used here. */
export function round2(x: number): number {
  return Math.round((x + Number.EPSILON) * 100) / 100;
}

/** Converts a weight between kg and lb, 2 decimals (the unit toggle of spec section 4). */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return round2(value);
  return round2(from === WeightUnit.Kg ? value * LB_PER_KG : value / LB_PER_KG);
}

/** Converts a height between cm and ft, 2 decimals. */
export function convertHeight(value: number, from: HeightUnit, to: HeightUnit): number {
  if (from === to) return round2(value);
  return round2(from === HeightUnit.Ft ? value * CM_PER_FT : value / CM_PER_FT);
}

/** The spec's weight warning when `value` is outside the limits of its unit, else null. */
export function weightWarning(value: number, unit: WeightUnit): string | null {
  const [min, max] = WEIGHT_LIMITS[unit];
  return Number.isFinite(value) && value >= min && value <= max ? null : WEIGHT_WARNING;
}

/** The spec's height warning when `value` is outside the limits of its unit, else null. */
export function heightWarning(value: number, unit: HeightUnit): string | null {
  const [min, max] = HEIGHT_LIMITS[unit];
  return Number.isFinite(value) && value >= min && value <= max ? null : HEIGHT_WARNING;
}

/** Body data in metric units. */
export interface BodyData {
  weightKg: number;
  heightCm: number;
  age: number;
  sex: Sex;
}

/** Basal metabolic rate, kcal/day, unrounded: 10 x kg + 6.25 x cm - 5 x age + 5 (men) or - 161 (women). */
export function bmrMifflinStJeor(b: BodyData): number {
  return 10 * b.weightKg + 6.25 * b.heightCm - 5 * b.age + (b.sex === Sex.Male ? 5 : -161);
}

/** Daily targets: whole kcal and whole grams. */
export interface NutritionTargets {
  /** Basal metabolic rate, kcal/day (rounded). */
  bmr: number;
  /** BMR x activity factor, kcal/day (rounded): what keeps the weight. */
  maintenanceCalories: number;
  /** The daily energy target for the goal, kcal/day, never below the floor for the sex. */
  calories: number;
  /** Whether the floor (1200 women / 1500 men) raised the target. */
  calorieFloorApplied: boolean;
  protein: number;
  carbs: number;
  fat: number;
}

/**
 * Targets for a person:
 * - bmr = Mifflin-St Jeor; maintenance = round(bmr x activity factor);
 * - calories = max(maintenance + goal adjustment (-500 / 0 / +300), 1200 women / 1500 men);
 * - protein = round(g/kg x kg) (1.8 lose, 1.6 maintain, 2.0 gain); fat = round(25% of calories / 9);
 *   carbs = round((calories - 4 x protein - 9 x fat) / 4), at least 0.
 */
export function computeTargets(b: BodyData & { activity: ActivityLevel; goal: Goal }): NutritionTargets {
  const bmrRaw = bmrMifflinStJeor(b);
  const maintenanceCalories = Math.round(bmrRaw * ACTIVITY_FACTORS[b.activity]);
  const wanted = maintenanceCalories + GOAL_ADJUSTMENT_KCAL[b.goal];
  const floor = MIN_DAILY_CALORIES[b.sex];
  const calories = Math.max(wanted, floor);
  const protein = Math.round(PROTEIN_G_PER_KG[b.goal] * b.weightKg);
  const fat = Math.round((calories * FAT_ENERGY_SHARE) / KCAL_PER_G.fat);
  const carbs = Math.max(0, Math.round((calories - protein * KCAL_PER_G.protein - fat * KCAL_PER_G.fat) / KCAL_PER_G.carbs));
  return { bmr: Math.round(bmrRaw), maintenanceCalories, calories, calorieFloorApplied: wanted < floor, protein, carbs, fat };
}

/**
 * The plans to recommend for a goal, best first; plans without a kcal-per-day figure are dropped, ties keep
 * their order. Within each group the plan closest to the target `calories` (kcal/day) comes first:
 * - `lose`: plans at or below the target before those above it (a plan above the target gives no deficit,
 *   so a high-calorie plan such as a muscle-gain one never leads just because it is numerically close);
 * - `gain`: plans at or above the target before those below it;
 * - `maintain`: by closeness alone.
 */
export function recommendForGoal<T extends { caloriesPerDay?: number | null }>(items: T[], calories: number, goal: Goal): T[] {
  const fits = (kcal: number) => (goal === Goal.Lose ? kcal <= calories : goal === Goal.Gain ? kcal >= calories : true);
  const close = byCalorieCloseness(items, calories);
  return [...close.filter((p) => fits(p.caloriesPerDay!)), ...close.filter((p) => !fits(p.caloriesPerDay!))];
}

/** Orders items by how close their kcal per day is to `calories`; items without a figure are dropped; ties keep their order. */
export function byCalorieCloseness<T extends { caloriesPerDay?: number | null }>(items: T[], calories: number): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .filter(({ item }) => typeof item.caloriesPerDay === 'number')
    .sort((a, b) => Math.abs(a.item.caloriesPerDay! - calories) - Math.abs(b.item.caloriesPerDay! - calories) || a.i - b.i)
    .map(({ item }) => item);
}
