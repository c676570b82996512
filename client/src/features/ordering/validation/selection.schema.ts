import { tm } from '../../../lib/messages';
import * as yup from 'yup';
import type { DiscountCodeCheckInput } from '../hooks/use-discount-code';
import { formatDayDMY } from '../../../lib/dates';
import { earliestStartDate, latestStartDate } from '../utils/dates';
import { MAX_CUSTOM_COUNT, MAX_MEALS_PER_DAY, mealsPerDay, type MealCounts, type MealMode, type SelectionValues } from '../utils/selection';

/** Messages mirror the server's (pricing.errors.ts), so a refusal reads the same either way. */
const SELECTION_MESSAGES = {
  plan: tm('ordering:validation.plan'),
  duration: tm('ordering:validation.duration'),
  mealsRequired: tm('ordering:validation.mealsRequired'),
  tooManyMeals: tm('ordering:validation.tooManyMeals', { max: MAX_MEALS_PER_DAY }),
  startDate: tm('ordering:validation.startDate'),
  tooEarly: (d: Date) => tm('ordering:validation.tooEarly', { date: formatDayDMY(d) }),
  tooLate: (d: Date) => tm('ordering:validation.tooLate', { date: formatDayDMY(d) }),
} as const;

const count = (max: number) => yup.number().integer().min(0).max(max).required();
const counts = (max: number): yup.ObjectSchema<MealCounts> =>
  yup.object({ breakfast: count(max), lunch: count(max), dinner: count(max), snack: count(max) });

/**
 * The selection form (it becomes a `SelectionInput` through toSelectionInput). The start-date bounds
 * depend on `now`: the first UTC midnight 48 hours ahead, and today + 60 days.
 */
export function selectionSchema(now: Date = new Date()): yup.ObjectSchema<SelectionValues> {
  const earliest = earliestStartDate(now);
  const latest = latestStartDate(now);
  return yup
    .object({
      planId: yup.string().required(SELECTION_MESSAGES.plan),
      duration: yup.string().required(SELECTION_MESSAGES.duration),
      mode: yup.mixed<MealMode>().oneOf(['toggles', 'custom']).required(),
      deliveryDaysPerWeek: yup.number().oneOf([7, 6, 5]).required(),
      meals: counts(1),
      isCustom: counts(MAX_CUSTOM_COUNT),
      startDate: yup
        .date()
        .nullable()
        .defined()
        .test('required', SELECTION_MESSAGES.startDate, (v) => v instanceof Date)
        .test('earliest', SELECTION_MESSAGES.tooEarly(earliest), (v) => !v || v.getTime() >= earliest.getTime())
        .test('latest', SELECTION_MESSAGES.tooLate(latest), (v) => !v || v.getTime() <= latest.getTime()),
    })
    .test('meals-per-day', function check(values) {
      const total = mealsPerDay(values);
      if (total < 1) return this.createError({ path: 'mealsPerDay', message: SELECTION_MESSAGES.mealsRequired() });
      if (total > MAX_MEALS_PER_DAY) return this.createError({ path: 'mealsPerDay', message: SELECTION_MESSAGES.tooManyMeals() });
      return true;
    });
}

/** The discount code box (spec section 5): trimmed, required. */
export type DiscountCodeValues = Pick<DiscountCodeCheckInput, 'code'>;

export const DISCOUNT_MESSAGES = {
  required: tm('ordering:discount.required'),
  invalid: tm('ordering:discount.invalid'),
  notApplicable: tm('ordering:discount.notApplicable'),
} as const;

export const discountCodeSchema: yup.ObjectSchema<DiscountCodeValues> = yup.object({
  code: yup.string().trim().required(DISCOUNT_MESSAGES.required),
});
