import * as yup from 'yup';
import type { CreateDiscountCodeInput } from '../../../generated/graphql';

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
  code: yup.string().trim().required('Code is required').matches(/^[A-Za-z0-9_-]{3,40}$/, 'Code must be 3-40 letters, digits, - or _'),
  name: yup.string().trim().required('Name is required').max(120, 'Name must be at most 120 characters'),
  percentage: yup.number().typeError('Discount must be a whole percentage').required('Discount is required')
    .integer('Discount must be a whole percentage').min(1, 'Discount must be between 1 and 100 percent').max(100, 'Discount must be between 1 and 100 percent'),
  startDate: yup.date().nullable().required('Start date is required'),
  endDate: yup.date().nullable().required('End date is required')
    .when('startDate', ([start], s) => (start instanceof Date ? s.min(start, 'End date must be after the start date') : s)),
});
