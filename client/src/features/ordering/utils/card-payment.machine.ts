import type { CardField } from '../../../components/payment/StripeCardElements';

/**
 * The card payment of the Pay Now modal (spec section 4) as one state machine. Pure: no Stripe, no Apollo, no texts.
 * `useCardPayment` sends the events below as the steps happen and runs the step the new state names.
 *
 * Two parts move side by side, because the card fields are shown (and Pay Now can be pressed) while the
 * PaymentIntent is still being made:
 *
 * - `intent`, the PaymentIntent request of the checkout: none → creating → created, or failed → (retry) none → creating.
 * - `status`, the payment; a failure goes back to `enteringCard` with its message, and Pay Now tries again:
 *
 *       idle           ─opened─────────▶ enteringCard
 *       enteringCard   ─paySubmitted───▶ confirming, or creatingOrder when that intent is already paid
 *                                        (refused, with a message, when Stripe.js, the intent or the card is missing)
 *       confirming     ─paymentConfirmed▶ creatingOrder
 *       confirming     ─paymentFailed──▶ enteringCard (`unexpected`: the modal then closes)
 *       creatingOrder  ─orderCreated───▶ paid
 *       creatingOrder  ─orderFailed────▶ enteringCard, `paidIntentId` kept: Pay Now then only creates the order
 *       not busy       ─closed─────────▶ idle;  ─opened▶ enteringCard (a fresh form either way)
 *
 * While `confirming` or `creatingOrder` the machine is busy: Pay Now and closing are ignored. An event the current
 * state does not take returns that same state object, so a caller can tell it was ignored.
 */

/** The three Stripe card fields (named where the fields are drawn). */
export type { CardField };

/**
 * The message under the card fields, by what caused it: `message` carries a text from Stripe or the server, the
 * other reasons name one of the modal's own messages. `incomplete` is the one a valid change of a field clears.
 */
export type CardPaymentError =
  { reason: 'notLoaded' | 'preparing' | 'incomplete' | 'confirmFailed' | 'unexpected' } | { reason: 'message'; message: string };

/** The PaymentIntent request of the latest checkout asked for. */
export type IntentRequest =
  { checkoutId: string; status: 'creating' | 'created' } | { checkoutId: string; status: 'failed'; message: string };

/** Where the payment is. */
export type CardPaymentStep =
  /** The modal is closed. */
  | { status: 'idle' }
  /** The modal is open: the card fields can be filled and Pay Now pressed (the intent may still be coming). */
  | { status: 'enteringCard' }
  /** Stripe makes a card PaymentMethod and confirms the PaymentIntent with it (3-D Secure included). */
  | { status: 'confirming'; paymentIntentId: string }
  /** Stripe took the payment: `createOrder` makes (or finds, when the webhook came first) its order. */
  | { status: 'creatingOrder'; paymentIntentId: string }
  /** The order exists. */
  | { status: 'paid' };

/**
 * The whole state: the step, plus
 * - `intent`: the PaymentIntent request (null: none asked yet, or a retry was asked for);
 * - `complete`: which fields Stripe reports complete;
 * - `error`: the message under the fields, null when none;
 * - `paidIntentId`: the PaymentIntent Stripe confirmed whose order is not created yet (Pay Now then only creates it).
 */
export type CardPaymentState = CardPaymentStep & {
  intent: IntentRequest | null;
  complete: Record<CardField, boolean>;
  error: CardPaymentError | null;
  paidIntentId: string | null;
};

export type CardPaymentEvent =
  /** The modal opened: a fresh form (Stripe mounts new, empty fields). */
  | { type: 'opened' }
  /** The modal closed: the form is dropped, the intent request is kept. */
  | { type: 'closed' }
  /** The checkout has no PaymentIntent held: ask for one (once per checkout, and once per retry). */
  | { type: 'intentRequested'; checkoutId: string }
  | { type: 'intentCreated'; checkoutId: string }
  | { type: 'intentFailed'; checkoutId: string; message: string }
  /** Retry after a failed intent request: the next `intentRequested` asks again. */
  | { type: 'intentRetried' }
  /** A Stripe field changed: its completeness, and Stripe's message for it if the value is invalid. */
  | { type: 'fieldChanged'; field: CardField; complete: boolean; error?: string }
  /** Pay Now: whether Stripe.js and its Elements are there, and the PaymentIntent held for the checkout (null: none yet). */
  | { type: 'paySubmitted'; stripeLoaded: boolean; paymentIntentId: string | null }
  /** Stripe refused the card or the confirmation, or threw (`unexpected`). */
  | { type: 'paymentFailed'; error: CardPaymentError }
  /** Stripe reports the PaymentIntent `succeeded`. */
  | { type: 'paymentConfirmed'; paymentIntentId: string }
  | { type: 'orderCreated' }
  | { type: 'orderFailed'; message: string };

const NOTHING_COMPLETE: Record<CardField, boolean> = { cardNumber: false, cardExpiry: false, cardCvc: false };

export const initialCardPaymentState: CardPaymentState = {
  status: 'idle',
  intent: null,
  complete: NOTHING_COMPLETE,
  error: null,
  paidIntentId: null,
};

/** Whether a payment is running: the fields are locked, the button is busy, the modal cannot close. */
export function isBusy(state: CardPaymentState): boolean {
  return state.status === 'confirming' || state.status === 'creatingOrder';
}

/**
 * Whether Pay Now may go on for `paymentIntentId`: every field complete, or that intent already paid (then only its
 * order is created, and the fields no longer matter).
 */
export function canPay(state: CardPaymentState, paymentIntentId: string): boolean {
  return state.paidIntentId === paymentIntentId || Object.values(state.complete).every(Boolean);
}

type Context = Omit<CardPaymentState, 'status' | 'paymentIntentId'>;

/** A fresh form: nothing typed, no message, no payment awaiting its order. */
const freshForm = { complete: NOTHING_COMPLETE, error: null, paidIntentId: null };

/** `state` moved to `step`, with `changes` to the rest: nothing of the previous step is carried over. */
function moveTo(state: CardPaymentState, step: CardPaymentStep, changes: Partial<Context> = {}): CardPaymentState {
  const { intent, complete, error, paidIntentId } = state;
  return { intent, complete, error, paidIntentId, ...changes, ...step };
}

/** The state after Pay Now: refused with a message (the step stays), or on to Stripe, or straight to the order. */
function submit(state: CardPaymentState, { stripeLoaded, paymentIntentId }: { stripeLoaded: boolean; paymentIntentId: string | null }) {
  const refuse = (error: CardPaymentError): CardPaymentState => ({ ...state, error });
  if (!stripeLoaded) return refuse({ reason: 'notLoaded' });
  if (!paymentIntentId) {
    return refuse(state.intent?.status === 'failed' ? { reason: 'message', message: state.intent.message } : { reason: 'preparing' });
  }
  if (!canPay(state, paymentIntentId)) return refuse({ reason: 'incomplete' });
  const status = state.paidIntentId === paymentIntentId ? 'creatingOrder' : 'confirming';
  return moveTo(state, { status, paymentIntentId }, { error: null });
}

/** The intent request after `event`, or undefined when the event does not apply to it. */
function nextIntent(intent: IntentRequest | null, event: CardPaymentEvent): IntentRequest | null | undefined {
  switch (event.type) {
    case 'intentRequested':
      return intent?.checkoutId === event.checkoutId ? undefined : { checkoutId: event.checkoutId, status: 'creating' };
    case 'intentCreated':
      return intent?.checkoutId === event.checkoutId && intent.status === 'creating' ? { ...intent, status: 'created' } : undefined;
    case 'intentFailed':
      return intent?.checkoutId === event.checkoutId && intent.status === 'creating'
        ? { checkoutId: event.checkoutId, status: 'failed', message: event.message }
        : undefined;
    case 'intentRetried':
      return intent?.status === 'failed' ? null : undefined;
    default:
      return undefined;
  }
}

/**
 * The next state of the card payment after `event`; the same object when the current state does not take it.
 * @example cardPaymentMachine({ ...state, status: 'confirming', paymentIntentId: 'pi_1' }, { type: 'closed' }) // unchanged: busy
 */
export function cardPaymentMachine(state: CardPaymentState, event: CardPaymentEvent): CardPaymentState {
  const intent = nextIntent(state.intent, event);
  if (intent !== undefined) return { ...state, intent };

  switch (event.type) {
    case 'opened':
      return isBusy(state) ? state : moveTo(state, { status: 'enteringCard' }, freshForm);
    case 'closed':
      return isBusy(state) || state.status === 'idle' ? state : moveTo(state, { status: 'idle' }, freshForm);
    case 'fieldChanged': {
      if (state.status === 'idle') return state;
      const complete = { ...state.complete, [event.field]: event.complete };
      if (event.error) return { ...state, complete, error: { reason: 'message', message: event.error } };
      return { ...state, complete, error: state.error?.reason === 'incomplete' ? null : state.error };
    }
    case 'paySubmitted':
      return state.status === 'enteringCard' ? submit(state, event) : state;
    case 'paymentFailed':
      return state.status === 'confirming' ? moveTo(state, { status: 'enteringCard' }, { error: event.error }) : state;
    case 'paymentConfirmed':
      return state.status === 'confirming' && state.paymentIntentId === event.paymentIntentId
        ? moveTo(state, { status: 'creatingOrder', paymentIntentId: event.paymentIntentId }, { paidIntentId: event.paymentIntentId })
        : state;
    case 'orderCreated':
      return state.status === 'creatingOrder' ? moveTo(state, { status: 'paid' }, { paidIntentId: null }) : state;
    case 'orderFailed':
      return state.status === 'creatingOrder'
        ? moveTo(state, { status: 'enteringCard' }, { error: { reason: 'message', message: event.message } })
        : state;
    default:
      return state;
  }
}
