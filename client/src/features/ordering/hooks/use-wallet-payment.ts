import type {
  ClickResolveDetails,
  Stripe,
  StripeElements,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/graphql-errors';
import { tr } from '../../../lib/messages';
import { ROUTES } from '../../../lib/site';
import { notify } from '../../../lib/toast';
import type { PlacedOrder } from '../utils/order-store';
import type { HeldIntent } from './use-card-payment';
import { useCreateOrder } from './use-create-order';
import { useCreatePaymentIntent } from './use-create-payment-intent';

/**
 * Where a wallet payment stands: `idle` (the button waits), `sheet` (the wallet's payment sheet is open),
 * `confirming` (the customer approved it: intent, Stripe confirmation, order), `paid` (Stripe took the payment but
 * the order request failed: only the order is asked for again) or `done` (the order exists).
 */
export type WalletPhase = 'idle' | 'sheet' | 'confirming' | 'paid' | 'done';

/** What the wallet button needs from the checkout (the card payment modal's own props). */
export interface WalletPaymentOptions {
  checkoutId: string;
  /** The server quote total, fils: the amount the Elements group shows and `createPaymentIntent`'s `expectedTotal`. */
  total: number;
  /** The terms version accepted on this checkout (null: accepted before), sent with the PaymentIntent request. */
  acceptedTermsVersion?: number | null;
  /** A card payment is running in the same dialog: the wallet button then refuses to open its sheet. */
  disabled?: boolean;
  /**
   * The automatic renewal the saved card is for (null: none, e.g. a trial): Apple Pay is then asked for a merchant
   * token (`recurringPaymentRequest`), which keeps charging when the customer changes device.
   */
  renewal?: WalletRenewal | null;
  /** The PaymentIntent the wallet paid with, for the page to hold (the card path then reuses it). */
  onIntent: (intent: HeldIntent) => void;
  /** The order was created. */
  onPaid: (order: PlacedOrder) => void;
}

/** The automatic renewal a wallet payment saves its card for (docs/decisions/0089-wallets-at-checkout.md). */
export interface WalletRenewal {
  /** What each renewal charges, fils, VAT included (this purchase's total: no discount code is carried). */
  amount: number;
  /** Days between charges: the plan's length (a month is 4 weeks: 28). */
  days: number;
  /** The recurring charge's line in Apple's sheet (e.g. "Plan renewal (1 Month)"), in the interface language. */
  label: string;
}

/**
 * The quote's automatic renewal for Apple Pay, or null when none applies: a trial does not renew itself, and with a
 * discount code the next charge differs from this one (the code is not carried, decision 0084), so Apple's sheet
 * would state a wrong recurring amount.
 */
export function walletRenewalOf(
  quote: { isTrial: boolean; total: number; duration: string; discountCode?: unknown },
  days: number | undefined,
  durationLabel: string,
): WalletRenewal | null {
  if (quote.isTrial || quote.discountCode || !days) return null;
  return { amount: quote.total, days, label: tr('ordering:wallet.recurringLabel', { duration: durationLabel }) };
}

/**
 * Apple Pay's recurring payment request for a renewal (Stripe passes it to Apple, which then issues a merchant token,
 * MPAN, where the card's network supports it): the description, the plan page where the customer manages the renewal
 * and the card, and the regular charge in fils (Stripe.js takes the currency's smallest unit, as for the Elements
 * amount) every `days` days (Apple has no week unit; a month of the plan is 28 days, not a calendar month).
 */
export function applePayRecurring(renewal: WalletRenewal): NonNullable<ClickResolveDetails['applePay']> {
  return {
    recurringPaymentRequest: {
      paymentDescription: tr('ordering:wallet.recurringDescription'),
      managementURL: `${window.location.origin}${ROUTES.subscription}`,
      regularBilling: {
        amount: renewal.amount,
        label: renewal.label,
        recurringPaymentIntervalUnit: 'day',
        recurringPaymentIntervalCount: renewal.days,
      },
    },
  };
}

/** Where Stripe sends the customer back if a wallet ever needs a redirect (cards and wallets never do with `if_required`). */
export const walletReturnUrl = () => `${window.location.origin}/payment/success`;

/**
 * A payment through the Express Checkout Element (Apple Pay, Google Pay), Stripe's deferred-intent flow: the
 * Elements group is created with the quote's amount and no intent; when the customer approves the payment in the
 * wallet's sheet, `confirm(stripe, elements, event)` submits the Elements, asks the server for the PaymentIntent
 * (`createPaymentIntent`, the server computing the amount), refuses to confirm when the server's amount is not the
 * amount the sheet showed, confirms it with `stripe.confirmPayment` (`redirect: 'if_required'`) and sends
 * `createOrder`. Every failure before the payment closes the sheet with `paymentFailed`, shows its message (in the
 * interface language) under the button and in a toast, and lets the customer try again; a failed order request after
 * the payment keeps the paid intent and `retryOrder` asks for the order only (the webhook creates it in any case).
 *
 * The phase lives in a ref as well as in state: a second click or a second `confirm` in the same frame finds it
 * already moved on and is refused, so one approval makes one intent request and one confirmation.
 * @returns `{ phase, busy, error, click, cancel, confirm, retryOrder }`: `busy` from the click until the order exists
 *   or the attempt failed.
 */
export function useWalletPayment({
  checkoutId,
  total,
  acceptedTermsVersion = null,
  disabled = false,
  renewal = null,
  onIntent,
  onPaid,
}: WalletPaymentOptions) {
  const [createPaymentIntent] = useCreatePaymentIntent();
  const [createOrder] = useCreateOrder();
  const phaseRef = useRef<WalletPhase>('idle');
  /** The PaymentIntent Stripe took the payment with, while its order is asked for. */
  const paidIntent = useRef<string | null>(null);
  const [phase, setPhaseState] = useState<WalletPhase>('idle');
  const [error, setError] = useState<string | null>(null);

  const setPhase = useCallback((next: WalletPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  /** The wallet button was pressed: its sheet opens unless a payment (by wallet or card) is already running. */
  const click = useCallback(
    (event: StripeExpressCheckoutElementClickEvent) => {
      if (disabled || phaseRef.current !== 'idle') {
        event.reject();
        return;
      }
      setError(null);
      setPhase('sheet');
      // The card is kept for the automatic renewal: Apple Pay is asked for a merchant token (Google Pay ignores it).
      if (renewal) event.resolve({ applePay: applePayRecurring(renewal) });
      else event.resolve();
    },
    [disabled, renewal, setPhase],
  );

  /** The customer closed the wallet's sheet without paying. */
  const cancel = useCallback(() => {
    if (phaseRef.current === 'sheet') setPhase('idle');
  }, [setPhase]);

  function fail(event: StripeExpressCheckoutElementConfirmEvent, message: string) {
    event.paymentFailed({ reason: 'fail' });
    setPhase('idle');
    setError(message);
    notify.error(message);
  }

  /** The customer approved the payment in the wallet's sheet. */
  async function confirm(stripe: Stripe | null, elements: StripeElements | null, event: StripeExpressCheckoutElementConfirmEvent) {
    if (phaseRef.current !== 'sheet') {
      // A second approval of the same sheet, or one without a click: never a second intent.
      event.paymentFailed({ reason: 'fail' });
      return;
    }
    setPhase('confirming');
    if (!stripe || !elements) {
      fail(event, tr('ordering:payment.notLoaded'));
      return;
    }
    let intent: HeldIntent;
    try {
      const { error: submitError } = await elements.submit();
      if (submitError) {
        fail(event, submitError.message ?? tr('ordering:payment.confirmFailed'));
        return;
      }
      const payload = await createPaymentIntent(checkoutId, total, acceptedTermsVersion);
      if (payload.amount !== total) {
        fail(event, tr('ordering:wallet.amountChanged'));
        return;
      }
      intent = { checkoutId, clientSecret: payload.clientSecret, paymentIntentId: payload.paymentIntentId, amount: payload.amount };
    } catch (err) {
      fail(event, errorMessage(err));
      return;
    }
    onIntent(intent);
    try {
      const { error: confirmError, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret: intent.clientSecret,
        confirmParams: { return_url: walletReturnUrl() },
        redirect: 'if_required',
      });
      if (confirmError || paymentIntent.status !== 'succeeded') {
        fail(event, tr('ordering:payment.confirmFailed'));
        return;
      }
    } catch {
      fail(event, tr('ordering:payment.unexpected'));
      return;
    }
    await placeOrder(intent.paymentIntentId);
  }

  /** `createOrder` for the PaymentIntent the wallet paid; on failure the phase stays `paid` for `retryOrder`. */
  async function placeOrder(paymentIntentId: string) {
    paidIntent.current = paymentIntentId;
    setPhase('confirming');
    try {
      // The server's own PaymentIntent id (the one it made for this checkout) names the payment.
      const order = await createOrder({ paymentIntentId, checkoutId });
      setPhase('done');
      onPaid(order);
    } catch (err) {
      setPhase('paid');
      const message = errorMessage(err);
      setError(message);
      notify.error(message);
    }
  }

  /** Asks again for the order of the payment already taken (phase `paid`); ignored otherwise. */
  const retryOrder = () => {
    if (phaseRef.current !== 'paid' || !paidIntent.current) return;
    setError(null);
    void placeOrder(paidIntent.current);
  };

  return { phase, busy: phase !== 'idle', error, click, cancel, confirm, retryOrder };
}
