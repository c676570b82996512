import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreateDiscountCodeInput } from '../hooks/use-admin-offers';
import { discountPercent, displayName, requiredDateRange } from './common-fields';

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
  name: displayName(),
  percentage: discountPercent(100),
  ...requiredDateRange(),
});
