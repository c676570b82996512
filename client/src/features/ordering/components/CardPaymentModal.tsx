import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/FormError';
import { CardFields, StripeElementsProvider } from '../../../components/payment/StripeCardElements';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { formatAed } from '../../../lib/money';
import { paymentErrorText, useCardPayment, type CardPayment, type HeldIntent } from '../hooks/use-card-payment';
import type { WalletRenewal } from '../hooks/use-wallet-payment';
import type { PlacedOrder } from '../utils/order-store';
import styles from './CardPaymentModal.module.css';
import { WalletPayment } from './WalletPayment';

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
  /** The automatic renewal the saved card is for (Apple Pay is then asked for a merchant token); null: none. */
  renewal?: WalletRenewal | null;
  onIntent: (intent: HeldIntent) => void;
  /** The order was created: store it, clear the cart, go to /order-confirmation. */
  onPaid: (order: PlacedOrder) => void;
}

/**
 * The card payment modal (spec section 4, checkout variant without footer). Stripe.js loads when it
 * first opens. On open (the page shows it only with a cart and its checkout), with no client secret held for this checkout, it requests the
 * PaymentIntent once. Pay Now creates a card PaymentMethod from the card fields, confirms the
 * payment with the secret and, on `succeeded`, creates the order. The steps are `useCardPayment`'s: this only renders them.
 * Above the card fields, Apple Pay or Google Pay where the browser offers one (`WalletPayment`); while either way of
 * paying runs, the other is locked and the dialog cannot be closed.
 */
export function CardPaymentModal({
  open,
  onClose,
  publishableKey,
  checkoutId,
  total,
  intent,
  acceptedTermsVersion = null,
  renewal = null,
  onIntent,
  onPaid,
}: CardPaymentModalProps) {
  const { t } = useTranslation('ordering');
  const payment = useCardPayment({ open, checkoutId, total, intent, acceptedTermsVersion, onIntent, onPaid, onClose });
  const [walletBusy, setWalletBusy] = useState(false);

  return (
    <Modal
      open={open}
      title={t('payment.title')}
      description={t('payment.description', { amount: formatAed(total) })}
      onClose={onClose}
      variant="checkout"
      closeDisabled={payment.busy || walletBusy}
    >
      {/* Stripe.js is requested the first time the modal opens, not when the page loads. */}
      <StripeElementsProvider active={open} publishableKey={publishableKey}>
        <CardPaymentForm total={total} payment={payment} locked={walletBusy}>
          <WalletPayment
            publishableKey={publishableKey}
            checkoutId={checkoutId}
            total={total}
            acceptedTermsVersion={acceptedTermsVersion}
            renewal={renewal}
            disabled={payment.busy}
            onIntent={onIntent}
            onPaid={onPaid}
            onBusyChange={setWalletBusy}
          />
        </CardPaymentForm>
      </StripeElementsProvider>
    </Modal>
  );
}

interface CardPaymentFormProps {
  total: number;
  payment: CardPayment;
  /** A wallet payment runs: the card fields and Pay Now wait. */
  locked: boolean;
  /** The wallet buttons, first in the form. */
  children: ReactNode;
}

function CardPaymentForm({ total, payment, locked, children }: CardPaymentFormProps) {
  const { t } = useTranslation('ordering');
  const stripe = useStripe();
  const elements = useElements();
  const { state, busy: processing, preparing, intentError } = payment;

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
      {children}
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

      <CardFields disabled={processing || locked} onChange={(field, event) => payment.changeField(field, event)} />

      <FormError>{state.error && paymentErrorText(state.error)}</FormError>

      <Button type="submit" className={styles.pay} loading={processing} disabled={locked}>
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
