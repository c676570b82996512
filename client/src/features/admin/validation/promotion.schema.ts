import * as yup from 'yup';
import type { CreatePlanPromotionInput } from '../../../generated/graphql';
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
  name: yup.string().trim().required('Name is required').max(120, 'Name must be at most 120 characters'),
  planId: yup.string().required('Plan is required'),
  discountPercentage: yup.number().typeError('Discount must be a whole percentage').required('Discount is required')
    .integer('Discount must be a whole percentage').min(1, 'Discount must be between 1 and 99 percent').max(99, 'Discount must be between 1 and 99 percent'),
  startDate: yup.date().nullable().required('Start date is required'),
  endDate: yup.date().nullable().required('End date is required')
    .when('startDate', ([start], s) => (start instanceof Date ? s.min(start, 'End date must be after the start date') : s)),
  translations: translationsSchema({ name: { label: 'Arabic promotion name', max: 120 } }),
} satisfies Record<Keys, yup.Schema>;

export const promotionSchema = yup.object(shape);
