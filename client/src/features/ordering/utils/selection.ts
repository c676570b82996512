import { tr } from '../../../lib/messages';
import type { MealCategory, QuoteFieldsFragment, SelectionInput } from '../hooks/use-quote';
import type { SelectionPlansQuery } from '../hooks/use-selection-plans';
import { fromIsoDate, toIsoDate } from '../../../lib/dates';
import { earliestStartDate } from './dates';
import { DURATIONS, TRIAL_DURATION } from '../../../lib/limits';

/**
 * The plan selection of /meal-plan-selection and the cart (docs/decisions/0007-ordering-and-payments.md): form values -> `SelectionInput` for `quote`/`startCheckout`, kept as is in the cart.
 * Prices are never computed here: the server's `quote` is the one source of truth.
 */
export type SelectionPlan = SelectionPlansQuery['plans'][number];
export type Quote = QuoteFieldsFragment;

export const MEAL_KEYS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealKey = (typeof MEAL_KEYS)[number];
export type MealCounts = Record<MealKey, number>;
export type MealMode = 'toggles' | 'custom';

/** Display names, also the server's category names in `meals` (['Breakfast', 'Lunch']). */
export const MEAL_LABELS: Record<MealKey, MealCategory> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** '7 Days' is the trial (trial plan only); monthly plans offer the others (28 or 84 delivery days): the server's table. */
const MONTHLY_DURATIONS = Object.keys(DURATIONS).filter((label) => label !== TRIAL_DURATION);
export const DURATION_DAYS: Readonly<Record<string, number>> = DURATIONS;

/** Custom counts per category go from 0 to 3; a day has 1 to 8 meals (server rules). */
export { MAX_PER_CATEGORY as MAX_CUSTOM_COUNT, MAX_MEALS_PER_DAY } from '../../../lib/limits';

export const ZERO_COUNTS: MealCounts = { breakfast: 0, lunch: 0, dinner: 0, snack: 0 };

export interface SelectionValues {
  planId: string;
  duration: string;
  /** Toggles (`meals`, 0/1 each) or custom counts (`isCustom`, 0-3 each). */
  mode: MealMode;
  meals: MealCounts;
  isCustom: MealCounts;
  /** Local midnight of the chosen calendar day. */
  startDate: Date | null;
  /** Delivery days a week: one of the plan's `deliveryWeeks` (7, 6 or 5). */
  deliveryDaysPerWeek: number;
}

/** The weeks a plan is sold with, longest first (every day when the plan lists none). */
export function weeksFor(plan: Pick<SelectionPlan, 'deliveryWeeks'> | undefined): SelectionPlan['deliveryWeeks'] {
  return plan?.deliveryWeeks.length ? plan.deliveryWeeks : [{ deliveryDays: 7, daysOff: [] }];
}

/** Deliveries of a duration at `perWeek` days a week: a duration is whole weeks ('1 Month' = 4 weeks: 28, 24 or 20). */
export function deliveriesOf(duration: string, perWeek: number): number {
  return Math.round(((DURATION_DAYS[duration] ?? 0) / 7) * perWeek);
}

/** The durations a plan offers. */
export function durationsFor(plan: Pick<SelectionPlan, 'isTrial'> | undefined): string[] {
  return plan?.isTrial ? [TRIAL_DURATION] : [...MONTHLY_DURATIONS];
}

const KEY_BY_CATEGORY: Record<MealCategory, MealKey> = { Breakfast: 'breakfast', Lunch: 'lunch', Dinner: 'dinner', Snack: 'snack' };

/** The categories a plan has meals in (the server refuses the others). */
export function availableCategories(plan: Pick<SelectionPlan, 'planMeals'> | undefined): Set<MealKey> {
  return new Set((plan?.planMeals ?? []).map((m) => KEY_BY_CATEGORY[m.category]));
}

/**
 * The plan to preselect: `plan` (a plan card) when it exists; for `selectedMeal` (the landing
 * slider) the first monthly plan with that meal, else any plan with it (the trial has every meal);
 * otherwise the first monthly plan.
 */
export function defaultPlanId(plans: SelectionPlan[], query: { plan?: string | null; selectedMeal?: string | null }): string | null {
  if (query.plan && plans.some((p) => p.id === query.plan)) return query.plan;
  if (query.selectedMeal) {
    const withMeal = plans.filter((p) => p.planMeals.some((m) => m.id === query.selectedMeal));
    const found = withMeal.find((p) => !p.isTrial) ?? withMeal.at(0);
    if (found) return found.id;
  }
  return (plans.find((p) => !p.isTrial) ?? plans.at(0))?.id ?? null;
}

/** The landing slider's `?selectedMeal=<id>` as found in the plans: its name and meal category, or null. */
export function selectedMealOf(
  plans: SelectionPlan[],
  mealId: string | null | undefined,
): { id: string; name: string; key: MealKey } | null {
  if (!mealId) return null;
  for (const plan of plans) {
    const meal = plan.planMeals.find((m) => m.id === mealId);
    if (meal) return { id: meal.id, name: meal.name, key: KEY_BY_CATEGORY[meal.category] };
  }
  return null;
}

/**
 * Values with the chosen meal's category switched on (toggles set to 1, or at least 1 in custom
 * counts) when the plan offers that category; otherwise unchanged.
 */
export function includeMealCategory(
  values: SelectionValues,
  plan: SelectionPlan | undefined,
  key: MealKey | null | undefined,
): SelectionValues {
  if (!key || !availableCategories(plan).has(key)) return values;
  if (values.mode === 'custom') return { ...values, isCustom: { ...values.isCustom, [key]: Math.max(1, values.isCustom[key]) } };
  return { ...values, meals: { ...values.meals, [key]: 1 } };
}

/** Fits values to a plan: its durations, only its categories, and the trial's fixed four meals a day. */
export function fitToPlan(values: SelectionValues, plan: SelectionPlan | undefined): SelectionValues {
  if (!plan) return values;
  const available = availableCategories(plan);
  const mask = (counts: MealCounts): MealCounts =>
    Object.fromEntries(MEAL_KEYS.map((k) => [k, available.has(k) ? counts[k] : 0])) as MealCounts;
  const durations = durationsFor(plan);
  const duration = durations.includes(values.duration) ? values.duration : durations[0];
  const weeks = weeksFor(plan);
  const deliveryDaysPerWeek = weeks.some((w) => w.deliveryDays === values.deliveryDaysPerWeek)
    ? values.deliveryDaysPerWeek
    : weeks[0].deliveryDays;
  if (plan.isTrial) {
    // The trial is a flat package with every meal, whatever the toggles (docs/decisions/0007-ordering-and-payments.md).
    return {
      ...values,
      planId: plan.id,
      duration,
      deliveryDaysPerWeek,
      mode: 'toggles',
      meals: mask({ breakfast: 1, lunch: 1, dinner: 1, snack: 1 }),
      isCustom: { ...ZERO_COUNTS },
    };
  }
  return { ...values, planId: plan.id, duration, deliveryDaysPerWeek, meals: mask(values.meals), isCustom: mask(values.isCustom) };
}

/** Starting values: from the cart when it holds a package, else breakfast, lunch and dinner from the earliest start. */
export function initialValues(plan: SelectionPlan | undefined, now: Date, cart?: Cart | null): SelectionValues {
  if (plan && cart?.selection.planId === plan.id) return fitToPlan(selectionToValues(cart.selection, now), plan);
  const base: SelectionValues = {
    planId: plan?.id ?? '',
    duration: plan?.isTrial ? TRIAL_DURATION : MONTHLY_DURATIONS[0],
    mode: 'toggles',
    meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 0 },
    isCustom: { ...ZERO_COUNTS },
    startDate: earliestStartDate(now),
    deliveryDaysPerWeek: weeksFor(plan)[0].deliveryDays,
  };
  return fitToPlan(base, plan);
}

/** The counts in use: the toggles, or the custom counts. */
function activeCounts(values: Pick<SelectionValues, 'mode' | 'meals' | 'isCustom'>): MealCounts {
  return values.mode === 'custom' ? values.isCustom : values.meals;
}

/** Meals per day of the selection (`mealsCount`). */
export function mealsPerDay(values: Pick<SelectionValues, 'mode' | 'meals' | 'isCustom'>): number {
  const counts = activeCounts(values);
  return MEAL_KEYS.reduce((sum, k) => sum + counts[k], 0);
}

/**
 * The GraphQL `SelectionInput` of form values, or null while no start date is chosen. Toggles go in
 * `meals`; custom counts go in `isCustom` (the server uses them when any is above 0) with the toggles
 * all 0, so a custom selection is never read as toggles.
 */
export function toSelectionInput(values: SelectionValues, discountCode?: string | null): CartSelection | null {
  if (!values.planId || !values.startDate) return null;
  const input: CartSelection = {
    planId: values.planId,
    duration: values.duration,
    startDate: toIsoDate(values.startDate),
    deliveryDaysPerWeek: values.deliveryDaysPerWeek,
    meals: values.mode === 'custom' ? { ...ZERO_COUNTS } : { ...values.meals },
    isCustom: values.mode === 'custom' ? { ...values.isCustom } : { ...ZERO_COUNTS },
  };
  const code = discountCode?.trim();
  if (code) input.discountCode = code;
  return input;
}

/**
 * The cart (docs/decisions/0007-ordering-and-payments.md): the selection exactly as the server takes it
 * (`SelectionInput`, sent as-is to `quote` and `startCheckout`; `discountCode` once applied at
 * checkout), with what /cart shows that the selection does not hold: the plan's name and running
 * promotion, and the package price in fils (the quote's `subtotal` when added; 0 for a renewal, which
 * is priced at checkout), and what a customer reads, `priceInclVat` (the quote's total when added: 5% VAT
 * and any promotion in, no code; none for a renewal or a cart saved before it was kept). Stored as the
 * spec's `userPackageInfo` only in package-store.ts.
 */
export interface Cart {
  selection: CartSelection;
  plan: { name: string; promotion: { name: string; discountPercentage: number } | null };
  price: number;
  priceInclVat?: number;
}

/** A `SelectionInput` with every count present (toggles 0/1, custom counts 0-3). */
export type CartSelection = SelectionInput & { planId: string; meals: MealCounts; isCustom: MealCounts };

/**
 * The cart of a priced selection (Continue on /meal-plan-selection): the selection without a code,
 * the plan's name and promotion, `price` = `quote.subtotal` (before VAT, promotion and codes; the
 * spec's promotional discount is "price x discount_percentage / 100" of exactly this amount) and
 * `priceInclVat` = `quote.total` (no code in a cart), the price the customer reads.
 * @throws Error when no start date is chosen (Continue validates first)
 */
export function cartOf(plan: SelectionPlan, values: SelectionValues, quote: Quote): Cart {
  const selection = toSelectionInput(values);
  if (!selection) throw new Error('A start date is required');
  return {
    selection,
    plan: {
      name: plan.name,
      promotion: plan.promotion ? { name: plan.promotion.name, discountPercentage: plan.promotion.discountPercentage } : null,
    },
    price: quote.subtotal,
    priceInclVat: quote.total,
  };
}

/** Toggles from category names, as the spec's `userPackageInfo` and an order's package list them (['Breakfast', 'Lunch'] -> breakfast 1, lunch 1). */
export function togglesFromNames(names: readonly string[]): MealCounts {
  const set = new Set(names.map((n) => n.toLowerCase()));
  return Object.fromEntries(MEAL_KEYS.map((k) => [k, set.has(k) ? 1 : 0])) as MealCounts;
}

/** Whether the selection uses custom counts (any above 0) rather than toggles. */
export function isCustomSelection(selection: Pick<CartSelection, 'isCustom'>): boolean {
  return MEAL_KEYS.some((k) => selection.isCustom[k] > 0);
}

/** The counts a selection serves each day: the custom counts, or the toggles. */
export function selectionCounts(selection: Pick<CartSelection, 'meals' | 'isCustom'>): MealCounts {
  return isCustomSelection(selection) ? selection.isCustom : selection.meals;
}

/** Form values of the cart's selection (Change on /cart). A start date now too early becomes the earliest. */
export function selectionToValues(selection: CartSelection, now: Date): SelectionValues {
  const custom = isCustomSelection(selection);
  const earliest = earliestStartDate(now);
  const stored = fromIsoDate(selection.startDate);
  return {
    planId: selection.planId,
    duration: selection.duration,
    mode: custom ? 'custom' : 'toggles',
    meals: custom ? { breakfast: 1, lunch: 1, dinner: 1, snack: 0 } : { ...selection.meals },
    isCustom: custom ? { ...selection.isCustom } : { ...ZERO_COUNTS },
    startDate: stored && stored.getTime() >= earliest.getTime() ? stored : earliest,
    deliveryDaysPerWeek: selection.deliveryDaysPerWeek ?? 7,
  };
}

/** The selection with a discount code (trimmed; blank removes it). */
export function withDiscountCode(selection: CartSelection, code: string | null | undefined): CartSelection {
  const { discountCode: _previous, ...rest } = selection;
  const trimmed = code?.trim();
  return trimmed ? { ...rest, discountCode: trimmed } : rest;
}

/** Whether discount codes are refused for the cart: the trial ('7 Days') or a promoted plan. */
export function codesNotApplicable(cart: Cart): boolean {
  return cart.selection.duration === TRIAL_DURATION || cart.plan.promotion !== null;
}

/** "Breakfast, Lunch, Dinner" for toggles, or "2 × Breakfast, 1 × Lunch" for custom counts. */
export function describeMeals(selection: Pick<CartSelection, 'meals' | 'isCustom'>): string {
  const custom = isCustomSelection(selection);
  const counts = selectionCounts(selection);
  return MEAL_KEYS.filter((k) => counts[k] > 0)
    .map((k) => (custom ? `${counts[k]} × ${tr(`common:categories.${MEAL_LABELS[k]}`)}` : tr(`common:categories.${MEAL_LABELS[k]}`)))
    .join(tr('ordering:listSeparator'));
}

/** "1 meal" / "3 meals". */
export function mealsLabel(count: number): string {
  return tr('ordering:mealsCount', { count });
}
