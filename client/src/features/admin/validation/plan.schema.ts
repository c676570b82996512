import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreatePlanInput } from '../hooks/use-admin-plans';
import { dayEndUtc, dayStartUtc } from '../../../lib/dates';
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
}

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
} satisfies Record<Keys | 'breakfast' | 'lunch' | 'dinner' | 'snacks', yup.Schema>;

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
  };
}
