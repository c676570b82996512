import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreatePlanPromotionInput } from '../hooks/use-admin-offers';
import { translationsSchema } from './translations.schema';

export interface PromotionFormValues {
  name: string;
  planId: string;
  discountPercentage: number | '';
  startDate: Date | null;
  endDate: Date | null;
  translations: { ar: { name: string } };
}

type Keys = keyof CreatePlanPromotionInput;

const shape = {
  name: yup.string().trim().required(m('nameRequired')).max(120, m('nameMax')),
  planId: yup.string().required(m('planRequired')),
  discountPercentage: yup
    .number()
    .typeError(m('discountWhole'))
    .required(m('discountRequired'))
    .integer(m('discountWhole'))
    .min(1, m('discountRange', { max: 99 }))
    .max(99, m('discountRange', { max: 99 })),
  startDate: yup.date().nullable().required(m('startRequired')),
  endDate: yup
    .date()
    .nullable()
    .required(m('endRequired'))
    .when('startDate', ([start], s) => (start instanceof Date ? s.min(start, m('endAfterStart')) : s)),
  translations: translationsSchema({ name: { label: 'Arabic promotion name', max: 120 } }),
} satisfies Record<Keys, yup.Schema>;

export const promotionSchema = yup.object(shape);
