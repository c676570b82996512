import * as yup from 'yup';
import type { StartCheckoutVariables } from '../hooks/use-checkout';
import { tm } from '../../../lib/messages';

/** The buyer's TRN box at checkout: the `buyerTrn` of `startCheckout`. */
export interface BuyerTrnValues {
  buyerTrn: NonNullable<StartCheckoutVariables['buyerTrn']>;
}

/** A UAE Tax Registration Number: exactly 15 digits (the server's rule, checkout.service.ts `TRN_RE`). */
export const TRN_PATTERN = /^\d{15}$/;

/** The server's message for a TRN that is not 15 digits, in the current language. */
export const TRN_MESSAGE = tm('ordering:trn.invalid');

/**
 * The TRN as typed, spaces removed (a TRN is often written in groups, "100 1234 5670 0003"); it must then
 * be 15 digits: 'A TRN is 15 digits.' otherwise, an empty box included (the box is only for adding one).
 */
export const buyerTrnSchema: yup.ObjectSchema<BuyerTrnValues> = yup.object({
  buyerTrn: yup
    .string()
    .transform((value: string) => value.replace(/\s+/g, ''))
    .required(TRN_MESSAGE)
    .matches(TRN_PATTERN, TRN_MESSAGE),
});
