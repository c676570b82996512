/**
 * The card payment form's state (spec section 4, the Pay Now modal) as one reducer: which Stripe fields are complete,
 * the message under them, whether a payment is running, and a payment that went through whose order is not created
 * yet. Pure (no Stripe, no Apollo): CardPaymentModal dispatches the named actions below as the steps happen.
 */

/** The three Stripe card fields. */
export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** A message under the card fields. */
export interface CardPaymentError {
  message: string;
  /** The "complete the card details" message, which the next valid change of a field clears. */
  incomplete: boolean;
}

export interface CardPaymentState {
  /** Which fields Stripe reports complete. */
  complete: Record<CardField, boolean>;
  /** The message under the fields (Stripe's own for a field, or the payment's), null when none. */
  error: CardPaymentError | null;
  /** A payment is running: the fields are locked, the button is busy, the modal cannot close. */
  processing: boolean;
  /** The server's PaymentIntent id once Stripe confirmed it succeeded, until its order is created: Pay Now then only creates the order. */
  paidIntentId: string | null;
}

export type CardPaymentAction =
  /** A Stripe field changed: its completeness, and Stripe's message for it if the value is invalid. */
  | { type: 'fieldChanged'; field: CardField; complete: boolean; error?: string }
  /** Pay Now was pressed: the previous message goes. */
  | { type: 'submitted' }
  /** A step failed (checks, Stripe, the order): `incomplete` marks the "complete the card details" message. */
  | { type: 'failed'; message: string; incomplete?: boolean }
  /** The checks passed: Stripe is being called. */
  | { type: 'started' }
  /** Stripe confirmed the PaymentIntent as succeeded. */
  | { type: 'paymentConfirmed'; paymentIntentId: string }
  /** The order exists: nothing left to retry. */
  | { type: 'orderCreated' }
  /** The attempt ended, whatever its outcome. */
  | { type: 'finished' };

export const initialCardPaymentState: CardPaymentState = {
  complete: { cardNumber: false, cardExpiry: false, cardCvc: false },
  error: null,
  processing: false,
  paidIntentId: null,
};

/** The next state of the card payment form after `action`. */
export function cardPaymentReducer(state: CardPaymentState, action: CardPaymentAction): CardPaymentState {
  switch (action.type) {
    case 'fieldChanged': {
      const complete = { ...state.complete, [action.field]: action.complete };
      if (action.error) return { ...state, complete, error: { message: action.error, incomplete: false } };
      return { ...state, complete, error: state.error?.incomplete ? null : state.error };
    }
    case 'submitted':
      return { ...state, error: null };
    case 'failed':
      return { ...state, error: { message: action.message, incomplete: action.incomplete ?? false } };
    case 'started':
      return { ...state, processing: true };
    case 'paymentConfirmed':
      return { ...state, paidIntentId: action.paymentIntentId };
    case 'orderCreated':
      return { ...state, paidIntentId: null };
    case 'finished':
      return { ...state, processing: false };
  }
}

/**
 * Whether Pay Now may go on for `paymentIntentId`: every field complete, or that intent already paid (then only its
 * order is created, and the fields no longer matter).
 */
export function canPay(state: CardPaymentState, paymentIntentId: string): boolean {
  return state.paidIntentId === paymentIntentId || Object.values(state.complete).every(Boolean);
}
