import { CardNumberElement } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent, StripeElements } from '@stripe/stripe-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/graphql-errors';
import { tr } from '../../../lib/messages';
import { notify } from '../../../lib/toast';
import {
  cardPaymentMachine,
  initialCardPaymentState,
  isBusy,
  type CardField,
  type CardPaymentError,
  type CardPaymentEvent,
  type CardPaymentState,
} from '../utils/card-payment.machine';
import type { PlacedOrder } from '../utils/order-store';
import { useCreateOrder } from './use-create-order';
import { useCreatePaymentIntent } from './use-create-payment-intent';

/** Messages of spec sections 4 and 8 (verbatim in English), read in the interface language when shown. */
export const PAYMENT_MESSAGES = {
  get notLoaded() {
    return tr('ordering:payment.notLoaded');
  },
  get incomplete() {
    return tr('ordering:payment.incomplete');
  },
  get confirmFailed() {
    return tr('ordering:payment.confirmFailed');
  },
  get unexpected() {
    return tr('ordering:payment.unexpected');
  },
  get success() {
    return tr('ordering:payment.success');
  },
};

/** The text of a message under the card fields, e.g. `{ reason: 'incomplete' }` → "Card details are incomplete." */
export function paymentErrorText(error: CardPaymentError): string {
  switch (error.reason) {
    case 'notLoaded':
      return PAYMENT_MESSAGES.notLoaded;
    case 'preparing':
      return tr('ordering:payment.preparing');
    case 'incomplete':
      return PAYMENT_MESSAGES.incomplete;
    case 'confirmFailed':
      return PAYMENT_MESSAGES.confirmFailed;
    case 'unexpected':
      return PAYMENT_MESSAGES.unexpected;
    case 'message':
      return error.message;
  }
}

/** A PaymentIntent held for one checkout: "no client secret is held" means none for this checkout. */
export interface HeldIntent {
  checkoutId: string;
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

/** What the card payment modal hands to `useCardPayment` (its own props). */
export interface CardPaymentOptions {
  open: boolean;
  checkoutId: string;
  /** The server quote total, fils: sent as `expectedTotal`. */
  total: number;
  /** The PaymentIntent the page holds (for this checkout or an earlier one). */
  intent: HeldIntent | null;
  /** The terms version the customer accepted on this checkout, sent with the PaymentIntent request; null when accepted before. */
  acceptedTermsVersion?: number | null;
  onIntent: (intent: HeldIntent) => void;
  /** The order was created. */
  onPaid: (order: PlacedOrder) => void;
  onClose: () => void;
}

/**
 * The card payment of the Pay Now modal: the state machine of `utils/card-payment.machine.ts` and the calls its
 * steps make. While the modal is open and no PaymentIntent is held for the checkout, `createPaymentIntent` is sent
 * once (and once more per `retryIntent`). `pay(stripe, elements)` (Pay Now) makes a card PaymentMethod, confirms the
 * PaymentIntent with it (Stripe.js runs 3-D Secure itself; any status but `succeeded` fails) and sends `createOrder`,
 * or only `createOrder` when that intent was already paid. Every failure shows its message and a toast; an
 * exception from Stripe.js also closes the modal.
 *
 * The state is kept in a ref as well as rendered: events are applied at once, so a second Pay Now in the same
 * frame already finds the machine busy and is ignored.
 * @returns `{ state, busy, held, preparing, intentError, retryIntent, changeField, pay }`: `held` is the intent held
 *   for this checkout (null: none), `preparing` and `intentError` (a message, or null) describe its request.
 */
export function useCardPayment({
  open,
  checkoutId,
  total,
  intent,
  acceptedTermsVersion = null,
  onIntent,
  onPaid,
  onClose,
}: CardPaymentOptions) {
  const [createPaymentIntent] = useCreatePaymentIntent();
  const [createOrder] = useCreateOrder();
  const [state, setState] = useState(initialCardPaymentState);
  const machine = useRef(initialCardPaymentState);
  const held = intent?.checkoutId === checkoutId ? intent : null;

  /** Applies `event`: the new state, or null when the current state ignores it. */
  const send = useCallback((event: CardPaymentEvent): CardPaymentState | null => {
    const next = cardPaymentMachine(machine.current, event);
    if (next === machine.current) return null;
    machine.current = next;
    setState(next);
    return next;
  }, []);

  useEffect(() => {
    send({ type: open ? 'opened' : 'closed' });
  }, [open, send]);

  useEffect(() => {
    if (!open || held || !send({ type: 'intentRequested', checkoutId })) return;
    createPaymentIntent(checkoutId, total, acceptedTermsVersion)
      .then((payload) => {
        onIntent({ checkoutId, clientSecret: payload.clientSecret, paymentIntentId: payload.paymentIntentId, amount: payload.amount });
        send({ type: 'intentCreated', checkoutId });
      })
      .catch((error: unknown) => {
        const message = errorMessage(error);
        send({ type: 'intentFailed', checkoutId, message });
        notify.error(message);
      });
  }, [open, held, checkoutId, total, acceptedTermsVersion, state.intent, createPaymentIntent, onIntent, send]);

  function fail(event: CardPaymentEvent & { type: 'paymentFailed' | 'orderFailed' }) {
    send(event);
    notify.error(event.type === 'orderFailed' ? event.message : paymentErrorText(event.error));
  }

  async function placeOrder(paymentIntentId: string) {
    try {
      const order = await createOrder({ paymentIntentId, checkoutId });
      send({ type: 'orderCreated' });
      onPaid(order);
    } catch (err) {
      fail({ type: 'orderFailed', message: errorMessage(err) });
    }
  }

  async function confirm(stripe: Stripe, elements: StripeElements, { clientSecret, paymentIntentId }: HeldIntent) {
    try {
      const card = elements.getElement(CardNumberElement);
      if (!card) {
        fail({ type: 'paymentFailed', error: { reason: 'incomplete' } });
        return;
      }
      const { error: methodError, paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
      if (methodError) {
        const error: CardPaymentError = methodError.message
          ? { reason: 'message', message: methodError.message }
          : { reason: 'incomplete' };
        fail({ type: 'paymentFailed', error });
        return;
      }
      const { error: confirmError, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethod.id });
      if (confirmError || paymentIntent.status !== 'succeeded') {
        fail({ type: 'paymentFailed', error: { reason: 'confirmFailed' } });
        return;
      }
      // The server's own PaymentIntent id (the one it made for this checkout) names the payment.
      send({ type: 'paymentConfirmed', paymentIntentId });
    } catch {
      fail({ type: 'paymentFailed', error: { reason: 'unexpected' } });
      onClose();
      return;
    }
    await placeOrder(paymentIntentId);
  }

  /** Pay Now. Ignored while a payment runs; refused with a message when Stripe.js, the intent or the card is missing. */
  async function pay(stripe: Stripe | null, elements: StripeElements | null) {
    const next = send({ type: 'paySubmitted', stripeLoaded: Boolean(stripe && elements), paymentIntentId: held?.paymentIntentId ?? null });
    if (!next) return; // a double click
    if (next.status === 'confirming' && stripe && elements && held) await confirm(stripe, elements, held);
    else if (next.status === 'creatingOrder') await placeOrder(next.paymentIntentId);
    else if (next.error) notify.error(paymentErrorText(next.error));
  }

  const changeField = (field: CardField, event: StripeElementChangeEvent) =>
    send({ type: 'fieldChanged', field, complete: event.complete, error: event.error?.message });

  const intentError = !held && state.intent?.status === 'failed' ? state.intent.message : null;
  return {
    state,
    busy: isBusy(state),
    held,
    preparing: !held && !intentError,
    intentError,
    retryIntent: () => {
      send({ type: 'intentRetried' });
    },
    changeField,
    pay,
  };
}

/** What `useCardPayment` returns, for the form that renders it. */
export type CardPayment = ReturnType<typeof useCardPayment>;
