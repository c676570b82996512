import { tr } from '../../../lib/messages';
import { currentLanguage } from '../../../i18n';
import { useTranslation } from 'react-i18next';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useMemo, useReducer, useRef, useState, type SubmitEvent } from 'react';
import { FormError } from '../../../components/form/FormError';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import type { PlacedOrder } from '../utils/order-store';
import { errorMessage } from '../../../lib/graphql-errors';
import { SCHEME_COLOURS, useColorScheme, type ColorScheme } from '../../../lib/color-scheme';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { useCreateOrder } from '../hooks/use-create-order';
import { useCreatePaymentIntent } from '../hooks/use-create-payment-intent';
import { canPay, cardPaymentReducer, initialCardPaymentState, type CardField } from '../utils/card-payment.reducer';
import { getStripe } from '../utils/stripe';
import styles from './CardPaymentModal.module.css';

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

/** A PaymentIntent held for one checkout: "no client secret is held" means none for this checkout. */
export interface HeldIntent {
  checkoutId: string;
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

interface CardPaymentModalProps {
  open: boolean;
  onClose: () => void;
  publishableKey: string;
  checkoutId: string;
  /** The server quote total, fils: sent as `expectedTotal` and shown on the button. */
  total: number;
  intent: HeldIntent | null;
  onIntent: (intent: HeldIntent) => void;
  /** The order was created: store it, clear the cart, go to /order-confirmation. */
  onPaid: (order: PlacedOrder) => void;
}

/**
 * The card payment modal (spec section 4, checkout variant without footer). Stripe.js loads when it
 * first opens. On open (the page shows it only with a cart and its checkout), with no client secret held for this checkout, it requests the
 * PaymentIntent once. Pay Now creates a card PaymentMethod from the card fields, confirms the
 * payment with the secret and, on `succeeded`, creates the order.
 */
export function CardPaymentModal({ open, onClose, publishableKey, checkoutId, total, intent, onIntent, onPaid }: CardPaymentModalProps) {
  const scheme = useColorScheme();
  const { t } = useTranslation('ordering');
  const [busy, setBusy] = useState(false);
  // Stripe.js is requested the first time the modal opens, not when the page loads.
  const stripePromise = useMemo(() => (open ? getStripe(publishableKey) : null), [open, publishableKey]);
  const [createPaymentIntent] = useCreatePaymentIntent();
  const [intentError, setIntentError] = useState<string | null>(null);
  const [intentAttempt, setIntentAttempt] = useState(0);
  const requested = useRef<string | null>(null);
  const held = intent?.checkoutId === checkoutId ? intent : null;

  useEffect(() => {
    if (!open || held) return;
    const key = `${checkoutId}#${intentAttempt}`;
    if (requested.current === key) return; // once per checkout (and per explicit retry)
    requested.current = key;
    setIntentError(null);
    createPaymentIntent(checkoutId, total)
      .then((payload) =>
        onIntent({ checkoutId, clientSecret: payload.clientSecret, paymentIntentId: payload.paymentIntentId, amount: payload.amount }),
      )
      .catch((error: unknown) => {
        const message = errorMessage(error);
        setIntentError(message);
        notify.error(message);
      });
  }, [open, held, checkoutId, total, intentAttempt, createPaymentIntent, onIntent]);

  return (
    <Modal
      open={open}
      title={t('payment.title')}
      description={t('payment.description', { amount: formatAed(total) })}
      onClose={onClose}
      variant="checkout"
      closeDisabled={busy}
    >
      {stripePromise && (
        <Elements
          stripe={stripePromise}
          options={{ locale: currentLanguage(), appearance: { theme: scheme === 'dark' ? 'night' : 'stripe' } }}
        >
          <CardPaymentForm
            checkoutId={checkoutId}
            total={total}
            intent={held}
            intentError={intentError}
            onRetryIntent={() => setIntentAttempt((n) => n + 1)}
            onBusyChange={setBusy}
            onPaid={onPaid}
            onClose={onClose}
          />
        </Elements>
      )}
    </Modal>
  );
}

/** Card field styles per colour scheme: Stripe's iframes cannot read our CSS tokens, so their values are passed in. */
const elementOptions = (scheme: ColorScheme): StripeCardElementOptions => {
  const colours = SCHEME_COLOURS[scheme];
  return {
    style: {
      base: {
        fontSize: '16px',
        color: colours.text,
        fontFamily: 'Inter, system-ui, sans-serif',
        '::placeholder': { color: colours.placeholder },
      },
      invalid: { color: colours.danger },
    },
  };
};

interface CardPaymentFormProps {
  checkoutId: string;
  total: number;
  intent: HeldIntent | null;
  intentError: string | null;
  onRetryIntent: () => void;
  onBusyChange: (busy: boolean) => void;
  onPaid: (order: PlacedOrder) => void;
  onClose: () => void;
}

function CardPaymentForm({ checkoutId, total, intent, intentError, onRetryIntent, onBusyChange, onPaid, onClose }: CardPaymentFormProps) {
  const scheme = useColorScheme();
  const cardOptions = useMemo(() => elementOptions(scheme), [scheme]);
  const { t } = useTranslation('ordering');
  const stripe = useStripe();
  const elements = useElements();
  const [createOrder] = useCreateOrder();
  const [state, dispatch] = useReducer(cardPaymentReducer, initialCardPaymentState);
  const { processing } = state;
  // Set synchronously, before the first re-render: a second click in the same frame is ignored.
  const inFlight = useRef(false);

  const onFieldChange = (field: CardField) => (event: StripeElementChangeEvent) =>
    dispatch({ type: 'fieldChanged', field, complete: event.complete, error: event.error?.message });

  function fail(message: string, incomplete = false) {
    dispatch({ type: 'failed', message, incomplete });
    notify.error(message);
  }

  async function finishOrder(paymentIntentId: string): Promise<boolean> {
    try {
      const order = await createOrder({ paymentIntentId, checkoutId });
      dispatch({ type: 'orderCreated' });
      onPaid(order);
      return true;
    } catch (err) {
      fail(errorMessage(err));
      return false;
    }
  }

  async function payNow(event: SubmitEvent) {
    event.preventDefault();
    if (inFlight.current) return; // ignore double clicks
    dispatch({ type: 'submitted' });
    if (!stripe || !elements) {
      fail(PAYMENT_MESSAGES.notLoaded);
      return;
    }
    if (!intent) {
      fail(intentError ?? t('payment.preparing'));
      return;
    }
    if (!canPay(state, intent.paymentIntentId)) {
      fail(PAYMENT_MESSAGES.incomplete, true);
      return;
    }

    inFlight.current = true;
    dispatch({ type: 'started' });
    onBusyChange(true);
    let closeAfter = false;
    try {
      if (state.paidIntentId === intent.paymentIntentId) {
        await finishOrder(intent.paymentIntentId);
        return;
      }
      const card = elements.getElement(CardNumberElement);
      if (!card) {
        fail(PAYMENT_MESSAGES.incomplete, true);
        return;
      }
      const { error: methodError, paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
      if (methodError) {
        fail(methodError.message ?? PAYMENT_MESSAGES.incomplete, !methodError.message);
        return;
      }
      const { error: confirmError, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: paymentMethod.id,
      });
      if (confirmError || paymentIntent.status !== 'succeeded') {
        fail(PAYMENT_MESSAGES.confirmFailed);
        return;
      }
      // The server's own PaymentIntent id (the one it made for this checkout) names the payment.
      dispatch({ type: 'paymentConfirmed', paymentIntentId: intent.paymentIntentId });
      await finishOrder(intent.paymentIntentId);
    } catch {
      fail(PAYMENT_MESSAGES.unexpected);
      closeAfter = true;
    } finally {
      inFlight.current = false;
      dispatch({ type: 'finished' });
      onBusyChange(false);
      if (closeAfter) onClose();
    }
  }

  const focusField = (field: CardField) => () => {
    const type = field === 'cardNumber' ? CardNumberElement : field === 'cardExpiry' ? CardExpiryElement : CardCvcElement;
    elements?.getElement(type)?.focus();
  };

  return (
    <form className={styles.form} onSubmit={(e) => void payNow(e)} noValidate aria-busy={processing || undefined}>
      {!intent && !intentError && (
        <p className={styles.status} role="status">
          <Spinner size={16} /> {t('payment.preparingStatus')}
        </p>
      )}
      {intentError && !intent && (
        <div className={styles.retry}>
          <FormError>{intentError}</FormError>
          <Button variant="outline" onClick={onRetryIntent}>
            {t('common:error.retry')}
          </Button>
        </div>
      )}

      {/* A click on a field's name focuses the field, as a <label> would: Stripe's fields are iframes that no
          label can point to (keyboard users reach them with Tab), so the names are spans with a mouse handler. */}
      {/* eslint-disable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.field}>
        <span id="card-number-label" className={styles.label} onClick={focusField('cardNumber')}>
          {t('payment.cardNumber')}
        </span>
        <div className={`${styles.stripeInput} ${processing ? styles.locked : ''}`}>
          <CardNumberElement
            id="card-number"
            options={{ ...cardOptions, showIcon: true, disabled: processing }}
            onChange={onFieldChange('cardNumber')}
          />
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <span id="card-expiry-label" className={styles.label} onClick={focusField('cardExpiry')}>
            {t('payment.expiry')}
          </span>
          <div className={`${styles.stripeInput} ${processing ? styles.locked : ''}`}>
            <CardExpiryElement id="card-expiry" options={{ ...cardOptions, disabled: processing }} onChange={onFieldChange('cardExpiry')} />
          </div>
        </div>
        <div className={styles.field}>
          <span id="card-cvc-label" className={styles.label} onClick={focusField('cardCvc')}>
            {t('payment.cvc')}
          </span>
          <div className={`${styles.stripeInput} ${processing ? styles.locked : ''}`}>
            <CardCvcElement id="card-cvc" options={{ ...cardOptions, disabled: processing }} onChange={onFieldChange('cardCvc')} />
          </div>
        </div>
      </div>
      {/* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}

      <FormError>{state.error?.message}</FormError>

      <Button type="submit" className={styles.pay} loading={processing}>
        <span>{t('payment.payNow')}</span>
      </Button>
      <p className={styles.secure}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="5" y="10" width="14" height="10" rx="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" />
        </svg>
        {formatAed(total)} · {t('payment.secure')}
      </p>
    </form>
  );
}
