import { allergenParam, allergensOfParam, type Allergen } from './allergens';

/**
 * Allergen, diet and calorie filters of meal lists (/menu, meal selection and swaps), kept in the
 * URL: `?exclude=gluten,milk&diet=vegan&kcalMin=300&kcalMax=600`. Pure functions, shared by features.
 * The allergens are the closed list (lib/allergens.ts).
 */

/** Diet tags a customer can require (as meals list them). */
export const DIETS = ['vegetarian', 'vegan', 'high-protein', 'low-carb'] as const;

export interface MealFilter {
  /** Allergens the meals must not contain ("Without ..."). */
  exclude: Allergen[];
  diets: string[];
  kcalMin: number | null;
  kcalMax: number | null;
}

export const NO_MEAL_FILTER: MealFilter = { exclude: [], diets: [], kcalMin: null, kcalMax: null };

function list(value: string | null, allowed: readonly string[]): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => allowed.includes(v));
}

function kcal(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** The filter in `params` (unknown values ignored). */
export function readMealFilter(params: URLSearchParams): MealFilter {
  return {
    exclude: allergensOfParam(params.get('exclude')),
    diets: list(params.get('diet'), DIETS),
    kcalMin: kcal(params.get('kcalMin')),
    kcalMax: kcal(params.get('kcalMax')),
  };
}

/** Whether the URL says anything about allergens (so saved allergens are not applied over an explicit choice). */
export function hasExcludeParam(params: URLSearchParams): boolean {
  return params.has('exclude');
}

/** `params` with the filter written in (empty parts removed; an empty exclusion kept as `exclude=` when `keepEmptyExclude`). */
export function writeMealFilter(params: URLSearchParams, f: MealFilter, keepEmptyExclude = false): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if (f.exclude.length || keepEmptyExclude) next.set('exclude', allergenParam(f.exclude));
  else next.delete('exclude');
  set('diet', f.diets.join(','));
  set('kcalMin', f.kcalMin === null ? '' : String(f.kcalMin));
  set('kcalMax', f.kcalMax === null ? '' : String(f.kcalMax));
  return next;
}

/** Whether a meal passes: none of the excluded allergens, every required diet tag, calories in range. */
export function mealMatches(meal: { allergens: readonly Allergen[]; tags: readonly string[]; calories: number }, f: MealFilter): boolean {
  if (f.exclude.some((x) => meal.allergens.includes(x))) return false;
  const tags = meal.tags.map((t) => t.toLowerCase());
  if (f.diets.some((d) => !tags.includes(d))) return false;
  if (f.kcalMin !== null && meal.calories < f.kcalMin) return false;
  if (f.kcalMax !== null && meal.calories > f.kcalMax) return false;
  return true;
}

/** Whether any filter is set. */
export function isFiltering(f: MealFilter): boolean {
  return f.exclude.length > 0 || f.diets.length > 0 || f.kcalMin !== null || f.kcalMax !== null;
}

/** Most disliked foods read from the URL or the profile (the profile keeps at most 20). */
const AVOID_MAX = 20;

/** Disliked foods, trimmed, lower-cased, empty and repeated ones dropped. */
export function normalizeDislikes(words: readonly string[]): string[] {
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))].slice(0, AVOID_MAX);
}

/** The disliked foods in `params` (`?avoid=mushroom,coriander`). */
export function readAvoid(params: URLSearchParams): string[] {
  return normalizeDislikes((params.get('avoid') ?? '').split(','));
}

/** Whether the URL says anything about dislikes (so saved dislikes are not applied over an explicit choice, even an empty one). */
export function hasAvoidParam(params: URLSearchParams): boolean {
  return params.has('avoid');
}

/** `params` with the disliked foods written in; an empty list is kept as `avoid=` (the customer chose to see everything). */
export function writeAvoid(params: URLSearchParams, words: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('avoid', normalizeDislikes(words).join(','));
  return next;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether the meal's name or description mentions a disliked food: case-insensitive, as a whole word
 * or phrase, plurals included ("mushroom" matches "Mushrooms", not "mushroomy"; "blue cheese" the phrase).
 */
export function mentionsDisliked(meal: { name: string; description?: string | null }, words: readonly string[]): boolean {
  if (!words.length) return false;
  const text = `${meal.name} ${meal.description ?? ''}`;
  return words.some((w) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(w)}(e?s)?(?=$|[^\\p{L}\\p{N}])`, 'iu').test(text));
}
