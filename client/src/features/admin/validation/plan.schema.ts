import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreatePlanInput } from '../hooks/use-admin-plans';
import { dayEndUtc, dayStartUtc, MONDAY_FIRST, type WeekdayName } from '../../../lib/dates';
import { AED_AMOUNT, toFils } from '../../../lib/money';
import { displayName } from './common-fields';
import { toTranslationsInput, translationsSchema } from './translations.schema';
import { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX } from '../../../lib/limits';

/** The plan fields with an Arabic version. */
export const PLAN_ARABIC = ['name', 'description'] as const;

/** Plan form values: money typed in AED (2 decimals), dates as picked days. */
export interface PlanFormValues {
  name: string;
  description: string;
  image: string;
  price: string;
  breakfast: string;
  lunch: string;
  dinner: string;
  snacks: string;
  startDate: Date | null;
  endDate: Date | null;
  isTrial: boolean;
  sortOrder: number | '';
  translations: { ar: { name: string; description: string } };
  /** The weeks it is sold with: each on or off, the 6-day week's day off and the 5-day week's two. */
  weeks: DeliveryWeeksFormValues;
}

/** The delivery weeks part of the plan form. */
export interface DeliveryWeeksFormValues {
  every: boolean;
  six: boolean;
  sixOff: WeekdayName | '';
  five: boolean;
  fiveOff1: WeekdayName | '';
  fiveOff2: WeekdayName | '';
}

/** A new plan's weeks: every day, and the 6- and 5-day weeks with the UAE weekend off when ticked. */
export const DEFAULT_WEEKS: DeliveryWeeksFormValues = {
  every: true,
  six: false,
  sixOff: 'Sunday',
  five: false,
  fiveOff1: 'Saturday',
  fiveOff2: 'Sunday',
};

/** The form's weeks of a stored plan. */
export function weeksFormValues(weeks: readonly { deliveryDays: number; daysOff: readonly WeekdayName[] }[]): DeliveryWeeksFormValues {
  const six = weeks.find((w) => w.deliveryDays === 6);
  const five = weeks.find((w) => w.deliveryDays === 5);
  const fiveOff = five ? [...five.daysOff].sort((a, b) => MONDAY_FIRST.indexOf(a) - MONDAY_FIRST.indexOf(b)) : [];
  return {
    every: weeks.some((w) => w.deliveryDays === 7),
    six: Boolean(six),
    sixOff: six?.daysOff[0] ?? DEFAULT_WEEKS.sixOff,
    five: Boolean(five),
    fiveOff1: fiveOff[0] ?? DEFAULT_WEEKS.fiveOff1,
    fiveOff2: fiveOff[1] ?? DEFAULT_WEEKS.fiveOff2,
  };
}

/** The form's weeks as the API takes them (`deliveryWeeks`). */
export function toDeliveryWeeks(w: DeliveryWeeksFormValues): { deliveryDays: number; daysOff: WeekdayName[] }[] {
  const out: { deliveryDays: number; daysOff: WeekdayName[] }[] = [];
  if (w.every) out.push({ deliveryDays: 7, daysOff: [] });
  if (w.six && w.sixOff) out.push({ deliveryDays: 6, daysOff: [w.sixOff] });
  if (w.five && w.fiveOff1 && w.fiveOff2) out.push({ deliveryDays: 5, daysOff: [w.fiveOff1, w.fiveOff2] });
  return out;
}

const weeksSchema = yup
  .object({
    every: yup.boolean().required(),
    six: yup.boolean().required(),
    sixOff: yup
      .string<WeekdayName | ''>()
      .when('six', ([on], s) => (on ? s.required(m('dayOffRequired')) : s))
      .defined(),
    five: yup.boolean().required(),
    fiveOff1: yup
      .string<WeekdayName | ''>()
      .when('five', ([on], s) => (on ? s.required(m('dayOffRequired')) : s))
      .defined(),
    fiveOff2: yup
      .string<WeekdayName | ''>()
      .when('five', ([on], s) => (on ? s.required(m('dayOffRequired')) : s))
      .test('distinct', m('daysOffDistinct'), function distinct(v) {
        const week = this.parent as DeliveryWeeksFormValues;
        return !week.five || !v || v !== week.fiveOff1;
      })
      .defined(),
  })
  .test('one', m('weekRequired'), (w) => w.every || w.six || w.five);

type Keys = keyof Pick<CreatePlanInput, 'name' | 'description' | 'image' | 'price' | 'startDate' | 'endDate' | 'translations'>;

const aed = (field: 'price' | 'breakfast' | 'lunch' | 'dinner' | 'snack') =>
  yup.string().required(m('priceRequired', { field })).matches(AED_AMOUNT, m('priceFormat', { field }));

/** Every field of the generated input is validated (a renamed input field fails the type check). */
const planShape = {
  name: displayName(),
  description: yup.string().trim().required(m('descriptionRequired')),
  image: yup.string().required(m('imageRequired')),
  price: aed('price').test('positive', m('pricePositive'), (v) => Number(v) > 0),
  breakfast: aed('breakfast'),
  lunch: aed('lunch'),
  dinner: aed('dinner'),
  snacks: aed('snack'),
  startDate: yup.date().nullable(),
  endDate: yup
    .date()
    .nullable()
    .when('startDate', ([start], s) => (start instanceof Date ? s.min(start, m('endAfterStart')) : s)),
  translations: translationsSchema({
    name: { label: 'Arabic name', max: PLAN_NAME_MAX },
    description: { label: 'Arabic description', max: PLAN_DESCRIPTION_MAX },
  }),
  weeks: yup.mixed<DeliveryWeeksFormValues>().when('isTrial', ([trial]) => (trial ? yup.mixed() : weeksSchema)),
} satisfies Record<Keys | 'breakfast' | 'lunch' | 'dinner' | 'snacks' | 'weeks', yup.Schema>;

export const planSchema = yup.object(planShape);

/** Form -> CreatePlanInput / UpdatePlanInput fields (fils = Math.round(AED x 100)). */
export function toPlanInput(v: PlanFormValues) {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    image: v.image,
    price: toFils(v.price),
    dailyPrices: { breakfast: toFils(v.breakfast), lunch: toFils(v.lunch), dinner: toFils(v.dinner), snacks: toFils(v.snacks) },
    startDate: v.startDate ? dayStartUtc(v.startDate) : null,
    endDate: v.endDate ? dayEndUtc(v.endDate) : null,
    isTrial: v.isTrial,
    ...(v.sortOrder === '' ? {} : { sortOrder: v.sortOrder }),
    translations: toTranslationsInput(v.translations, PLAN_ARABIC),
    // The trial is sold every day only (the server keeps it so).
    ...(v.isTrial ? {} : { deliveryWeeks: toDeliveryWeeks(v.weeks) }),
  };
}
