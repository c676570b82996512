import { describe, expect, it } from 'vitest';
import type { UserPackageInfo } from '../../../lib/session';
import { toIsoDate } from '../../../lib/dates';
import { fromPackageInfo, toPackageInfo } from './package-store';
import {
  cartOf,
  codesNotApplicable,
  defaultPlanId,
  describeMeals,
  fitToPlan,
  includeMealCategory,
  initialValues,
  mealsPerDay,
  selectedMealOf,
  selectionToValues,
  toSelectionInput,
  withDiscountCode,
  type Quote,
  type SelectionPlan,
  type SelectionValues,
} from './selection';

const meal = (id: string, category: 'Breakfast' | 'Lunch' | 'Dinner' | 'Snack') => ({ id, name: `Meal ${id}`, category });
const allMeals = [meal('m1', 'Breakfast'), meal('m2', 'Lunch'), meal('m3', 'Dinner'), meal('m4', 'Snack')];

const plan = (over: Partial<SelectionPlan>): SelectionPlan => ({
  id: 'p',
  name: 'Plan',
  description: '',
  image: '',
  isTrial: false,
  price: 100_000,
  priceInclVat: 105_000,
  deliveryWeeks: [{ deliveryDays: 7, daysOff: [] }],
  dailyPrices: { breakfast: 2_000, lunch: 3_000, dinner: 3_000, snacks: 1_000 },
  dailyPricesInclVat: { breakfast: 2_100, lunch: 3_150, dinner: 3_150, snacks: 1_050 },
  promotion: null,
  planMeals: allMeals,
  ...over,
});

const trial = plan({ id: 'trial', name: '7-Day Trial', isTrial: true, price: 49_900, priceInclVat: 52_395 });
const balanced = plan({ id: 'bal', name: 'Balanced', promotion: { id: 'pr', name: 'Summer Fit Special', discountPercentage: 15 } });
const lean = plan({ id: 'lean', name: 'Lean & Low-Carb', planMeals: [meal('m2', 'Lunch'), meal('m3', 'Dinner')] });

const now = new Date('2026-03-10T10:00:00Z');

function quote(over: Partial<Quote>): Quote {
  return {
    planId: 'lean',
    planName: 'Lean & Low-Carb',
    isTrial: false,
    duration: '1 Month',
    days: 28,
    deliveryDaysPerWeek: 7,
    daysOff: [],
    startDate: '2026-03-13T00:00:00.000Z',
    endDate: '2026-04-09T00:00:00.000Z',
    meals: ['Lunch', 'Dinner'],
    mealsCount: 2,
    custom: false,
    mealCounts: { breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
    lines: [],
    subtotal: 168_000,
    taxableAmount: 168_000,
    vat: 8_400,
    subtotalInclVat: 176_400,
    discountInclVat: 0,
    vatPercent: 5,
    deliveryFee: 0,
    discount: 0,
    total: 176_400,
    currency: 'AED',
    orderType: 'Monthly',
    discountCode: null,
    promotion: null,
    ...over,
  };
}

describe('meal chosen on the landing slider', () => {
  it('is found by id with its name and category', () => {
    expect(selectedMealOf([trial, lean], 'm4')).toEqual({ id: 'm4', name: 'Meal m4', key: 'snack' });
    expect(selectedMealOf([trial, lean], 'nope')).toBeNull();
    expect(selectedMealOf([trial, lean], null)).toBeNull();
  });

  it('switches its category on in the starting values (the snack is off by default)', () => {
    const start = initialValues(balanced, now);
    expect(start.meals.snack).toBe(0);
    const withSnack = includeMealCategory(start, balanced, 'snack');
    expect(withSnack.meals).toEqual({ breakfast: 1, lunch: 1, dinner: 1, snack: 1 });
    expect(includeMealCategory({ ...start, mode: 'custom' }, balanced, 'snack').isCustom.snack).toBe(1);
    // A plan without that category keeps its values.
    expect(includeMealCategory(initialValues(lean, now), lean, 'breakfast')).toEqual(initialValues(lean, now));
  });
});

describe('plan preselection', () => {
  const plans = [trial, balanced, lean];
  it('uses ?plan when it exists', () => {
    expect(defaultPlanId(plans, { plan: 'lean' })).toBe('lean');
    expect(defaultPlanId(plans, { plan: 'nope' })).toBe('bal');
  });
  it('uses the first monthly plan with ?selectedMeal, else any plan with it', () => {
    expect(defaultPlanId(plans, { selectedMeal: 'm2' })).toBe('bal');
    expect(defaultPlanId([trial, lean], { selectedMeal: 'm1' })).toBe('trial');
  });
  it('falls back to the first non-trial plan', () => {
    expect(defaultPlanId(plans, {})).toBe('bal');
    expect(defaultPlanId([trial], {})).toBe('trial');
  });
});

describe('fitting a selection to a plan', () => {
  it('gives the trial 7 Days and every meal', () => {
    const v = fitToPlan(initialValues(lean, now), trial);
    expect(v.duration).toBe('7 Days');
    expect(v.mode).toBe('toggles');
    expect(mealsPerDay(v)).toBe(4);
  });
  it('drops categories the plan has no meals of and a trial duration', () => {
    const v = fitToPlan({ ...initialValues(trial, now), mode: 'toggles' }, lean);
    expect(v.duration).toBe('1 Month');
    expect(v.meals).toEqual({ breakfast: 0, lunch: 1, dinner: 1, snack: 0 });
  });
  it('starts on the earliest day with custom counts at 0', () => {
    const v = initialValues(balanced, now);
    expect(toIsoDate(v.startDate!)).toBe('2026-03-13');
    expect(v.isCustom).toEqual({ breakfast: 0, lunch: 0, dinner: 0, snack: 0 });
  });
});

describe('SelectionInput', () => {
  const base: SelectionValues = {
    planId: 'bal',
    duration: '3 Months',
    mode: 'toggles',
    deliveryDaysPerWeek: 7,
    meals: { breakfast: 1, lunch: 1, dinner: 0, snack: 1 },
    isCustom: { breakfast: 2, lunch: 0, dinner: 0, snack: 0 },
    startDate: new Date(2026, 2, 20),
  };
  it('sends toggles with zero custom counts', () => {
    expect(toSelectionInput(base, '  fresh10 ')).toEqual({
      planId: 'bal',
      duration: '3 Months',
      startDate: '2026-03-20',
      deliveryDaysPerWeek: 7,
      discountCode: 'fresh10',
      meals: { breakfast: 1, lunch: 1, dinner: 0, snack: 1 },
      isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
    });
  });
  it('sends custom counts with zero toggles, and nothing without a start date', () => {
    expect(toSelectionInput({ ...base, mode: 'custom' })).toMatchObject({
      meals: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
      isCustom: { breakfast: 2, lunch: 0, dinner: 0, snack: 0 },
    });
    expect(toSelectionInput({ ...base, startDate: null })).toBeNull();
  });
});

describe('the cart and its stored userPackageInfo (spec section 3)', () => {
  const values: SelectionValues = {
    planId: 'lean',
    duration: '1 Month',
    mode: 'toggles',
    deliveryDaysPerWeek: 7,
    meals: { breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
    isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
    startDate: new Date(2026, 2, 13),
  };

  it('keeps the SelectionInput as is, and is stored in the spec shape with price = the quote subtotal in fils, and the price with VAT beside it', () => {
    const cart = cartOf(lean, values, quote({}));
    expect(cart.selection).toEqual(toSelectionInput(values));
    expect(toPackageInfo(cart)).toEqual<UserPackageInfo>({
      meals: ['Lunch', 'Dinner'],
      mealsCount: 2,
      days: '1 Month',
      package: { id: 'lean', name: 'Lean & Low-Carb', promotion: null },
      price: 168_000,
      priceInclVat: 176_400,
      isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
      startDate: '2026-03-13',
      mode: 'toggles',
      deliveryDaysPerWeek: 7,
    });
    // A reload reads the same cart back, the price with VAT included.
    expect(fromPackageInfo(toPackageInfo(cart)).priceInclVat).toBe(176_400);
  });

  it('carries the promotion as { name, discount_percentage } and custom counts in isCustom', () => {
    const cart = cartOf(
      balanced,
      { ...values, planId: 'bal', mode: 'custom', isCustom: { breakfast: 2, lunch: 1, dinner: 0, snack: 0 } },
      quote({ planId: 'bal', planName: 'Balanced', meals: ['Breakfast', 'Lunch'], mealsCount: 3 }),
    );
    const info = toPackageInfo(cart);
    expect(info.package.promotion).toEqual({ name: 'Summer Fit Special', discount_percentage: 15 });
    expect(info.isCustom).toEqual({ breakfast: 2, lunch: 1, dinner: 0, snack: 0 });
    expect(info).toMatchObject({ meals: ['Breakfast', 'Lunch'], mealsCount: 3, mode: 'custom' });
    expect(describeMeals(cart.selection)).toBe('2 × Breakfast, 1 × Lunch');
    expect(codesNotApplicable(cart)).toBe(true);
  });

  it('reads the same cart back from storage, and the form values from the cart', () => {
    const cart = cartOf(lean, values, quote({}));
    const withCode = { ...cart, selection: withDiscountCode(cart.selection, ' FRESH10 ') };
    expect(fromPackageInfo(toPackageInfo(withCode))).toEqual(withCode);
    expect(withCode.selection).toEqual({ ...toSelectionInput(values), discountCode: 'FRESH10' });
    expect(withDiscountCode(withCode.selection, '')).toEqual(toSelectionInput(values));
    const back = selectionToValues(cart.selection, now);
    expect(back.meals).toEqual(values.meals);
    expect(toIsoDate(back.startDate!)).toBe('2026-03-13');
    expect(codesNotApplicable(cart)).toBe(false);
    expect(codesNotApplicable({ ...cart, selection: { ...cart.selection, duration: '7 Days' } })).toBe(true);
  });

  it('moves a start date that became too early to the earliest day', () => {
    const cart = cartOf(lean, values, quote({}));
    const later = new Date('2026-03-12T10:00:00Z');
    expect(toIsoDate(selectionToValues(cart.selection, later).startDate!)).toBe('2026-03-15');
  });
});
