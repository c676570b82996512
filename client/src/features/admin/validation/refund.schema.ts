import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { RefundOrderInput } from '../hooks/use-admin-order';

/** Form values of the Refund dialog: the amount in AED as typed (2 decimals), and the reason. */
export interface RefundFormValues {
  amount: string;
  reason: string;
}

/** Longest reason (as the server's RefundOrderInput). */
export const REFUND_REASON_MAX = 300;

type Keys = keyof Pick<RefundOrderInput, 'amount' | 'reason'>;

/** AED text to fils, or NaN: '120', '120.5', '120.50'. */
export function aedToFils(text: string): number {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Validation of the Refund dialog, with `refundable` (fils) as the upper bound. */
export function refundSchema(refundable: number): yup.ObjectSchema<Record<Keys, unknown>> {
  const max = (refundable / 100).toFixed(2);
  return yup.object({
    amount: yup.string().trim().required(m('amountRequired'))
      .test('aed', m('amountFormat'), (v) => !v || !Number.isNaN(aedToFils(v)))
      .test('positive', m('amountPositive'), (v) => !v || Number.isNaN(aedToFils(v)) || aedToFils(v) > 0)
      .test('max', m('amountMax', { max }), (v) => !v || Number.isNaN(aedToFils(v)) || aedToFils(v) <= refundable),
    reason: yup.string().trim().required(m('reasonRequired')).max(REFUND_REASON_MAX, m('reasonMax', { max: REFUND_REASON_MAX })),
  });
}
