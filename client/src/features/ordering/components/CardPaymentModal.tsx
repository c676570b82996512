import { currentLanguage } from '../../../i18n';
import { useTranslation } from 'react-i18next';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useMemo } from 'react';
import { FormError } from '../../../components/form/FormError';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import type { PlacedOrder } from '../utils/order-store';
import { SCHEME_COLOURS, useColorScheme, type ColorScheme } from '../../../lib/color-scheme';
import { formatAed } from '../../../lib/money';
import { paymentErrorText, useCardPayment, type CardPayment, type HeldIntent } from '../hooks/use-card-payment';
import type { CardField } from '../utils/card-payment.machine';
import { getStripe } from '../utils/stripe';
import styles from './CardPaymentModal.module.css';

interface CardPaymentModalProps {
  open: boolean;
  onClose: () => void;
  publishableKey: string;
  checkoutId: string;
  /** The server quote total, fils: sent as `expectedTotal` and shown on the button. */
  total: number;
  intent: HeldIntent | null;
  /** The terms version accepted on this checkout (null: accepted before), sent with the PaymentIntent request. */
  acceptedTermsVersion?: number | null;
  onIntent: (intent: HeldIntent) => void;
  /** The order was created: store it, clear the cart, go to /order-confirmation. */
  onPaid: (order: PlacedOrder) => void;
}

/**
 * The card payment modal (spec section 4, checkout variant without footer). Stripe.js loads when it
 * first opens. On open (the page shows it only with a cart and its checkout), with no client secret held for this checkout, it requests the
 * PaymentIntent once. Pay Now creates a card PaymentMethod from the card fields, confirms the
 * payment with the secret and, on `succeeded`, creates the order. The steps are `useCardPayment`'s: this only renders them.
 */
export function CardPaymentModal({
  open,
  onClose,
  publishableKey,
  checkoutId,
  total,
  intent,
  acceptedTermsVersion = null,
  onIntent,
  onPaid,
}: CardPaymentModalProps) {
  const scheme = useColorScheme();
  const { t } = useTranslation('ordering');
  // Stripe.js is requested the first time the modal opens, not when the page loads.
  const stripePromise = useMemo(() => (open ? getStripe(publishableKey) : null), [open, publishableKey]);
  const payment = useCardPayment({ open, checkoutId, total, intent, acceptedTermsVersion, onIntent, onPaid, onClose });

  return (
    <Modal
      open={open}
      title={t('payment.title')}
      description={t('payment.description', { amount: formatAed(total) })}
      onClose={onClose}
      variant="checkout"
      closeDisabled={payment.busy}
    >
      {stripePromise && (
        <Elements
          stripe={stripePromise}
          options={{ locale: currentLanguage(), appearance: { theme: scheme === 'dark' ? 'night' : 'stripe' } }}
        >
          <CardPaymentForm total={total} payment={payment} />
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
  total: number;
  payment: CardPayment;
}

function CardPaymentForm({ total, payment }: CardPaymentFormProps) {
  const scheme = useColorScheme();
  const cardOptions = useMemo(() => elementOptions(scheme), [scheme]);
  const { t } = useTranslation('ordering');
  const stripe = useStripe();
  const elements = useElements();
  const { state, busy: processing, preparing, intentError } = payment;

  const onFieldChange = (field: CardField) => (event: StripeElementChangeEvent) => payment.changeField(field, event);

  const focusField = (field: CardField) => () => {
    const type = field === 'cardNumber' ? CardNumberElement : field === 'cardExpiry' ? CardExpiryElement : CardCvcElement;
    elements?.getElement(type)?.focus();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void payment.pay(stripe, elements);
      }}
      noValidate
      aria-busy={processing || undefined}
    >
      {preparing && (
        <p className={styles.status} role="status">
          <Spinner size={16} /> {t('payment.preparingStatus')}
        </p>
      )}
      {intentError && (
        <div className={styles.retry}>
          <FormError>{intentError}</FormError>
          <Button variant="outline" onClick={payment.retryIntent}>
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

      <FormError>{state.error && paymentErrorText(state.error)}</FormError>

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
      <p className={styles.secure} data-testid="save-card-consent">
        {t('payment.saveCardConsent')}
      </p>
    </form>
  );
}
