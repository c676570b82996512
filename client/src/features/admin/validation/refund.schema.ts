import * as yup from 'yup';
import { aedToFils, formatAed } from '../../../lib/money';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { RefundOrderInput } from '../hooks/use-admin-order';
import { REFUND_REASON_MAX } from '../../../lib/limits';

/** Form values of the Refund dialog: the amount in AED as typed (2 decimals), and the reason. */
export interface RefundFormValues {
  amount: string;
  reason: string;
}

export { REFUND_REASON_MAX };

type Keys = keyof Pick<RefundOrderInput, 'amount' | 'reason'>;

/** Validation of the Refund dialog, with `refundable` (fils) as the upper bound. */
export function refundSchema(refundable: number): yup.ObjectSchema<Record<Keys, unknown>> {
  return yup.object({
    amount: yup
      .string()
      .trim()
      .required(m('amountRequired'))
      .test('aed', m('amountFormat'), (v) => !v || !Number.isNaN(aedToFils(v)))
      .test('positive', m('amountPositive'), (v) => !v || Number.isNaN(aedToFils(v)) || aedToFils(v) > 0)
      .test('max', m('amountMax', { max: formatAed(refundable) }), (v) => !v || Number.isNaN(aedToFils(v)) || aedToFils(v) <= refundable),
    reason: yup
      .string()
      .trim()
      .required(m('reasonRequired'))
      .max(REFUND_REASON_MAX, m('reasonMax', { max: REFUND_REASON_MAX })),
  });
}
