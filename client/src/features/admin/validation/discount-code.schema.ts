import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreateDiscountCodeInput } from '../hooks/use-admin-offers';

/** Form values of the discount code modal; dates are picked days. */
export interface DiscountCodeFormValues {
  code: string;
  name: string;
  percentage: number | '';
  startDate: Date | null;
  endDate: Date | null;
}

/** Keys must stay those of the generated input (a change of shape fails the type check). */
type Keys = keyof Pick<CreateDiscountCodeInput, 'code' | 'name' | 'percentage' | 'startDate' | 'endDate'>;

export const discountCodeSchema: yup.ObjectSchema<Record<Keys, unknown>> = yup.object({
  code: yup
    .string()
    .trim()
    .required(m('codeRequired'))
    .matches(/^[A-Za-z0-9_-]{3,40}$/, m('codeFormat')),
  name: yup.string().trim().required(m('nameRequired')).max(120, m('nameMax')),
  percentage: yup
    .number()
    .typeError(m('discountWhole'))
    .required(m('discountRequired'))
    .integer(m('discountWhole'))
    .min(1, m('discountRange', { max: 100 }))
    .max(100, m('discountRange', { max: 100 })),
  startDate: yup.date().nullable().required(m('startRequired')),
  endDate: yup
    .date()
    .nullable()
    .required(m('endRequired'))
    .when('startDate', ([start], s) => (start instanceof Date ? s.min(start, m('endAfterStart')) : s)),
});
