import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreatePlanPromotionInput } from '../hooks/use-admin-offers';
import { discountPercent, displayName, requiredDateRange } from './common-fields';
import { translationsSchema } from './translations.schema';
import { PROMOTION_NAME_MAX } from '../../../lib/limits';

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
  name: displayName(),
  planId: yup.string().required(m('planRequired')),
  discountPercentage: discountPercent(99),
  ...requiredDateRange(),
  translations: translationsSchema({ name: { label: 'Arabic promotion name', max: PROMOTION_NAME_MAX } }),
} satisfies Record<Keys, yup.Schema>;

export const promotionSchema = yup.object(shape);
