import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  StripeElementsOptionsMode,
  StripeExpressCheckoutElementOptions,
  StripeExpressCheckoutElementReadyEvent,
} from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/FormError';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { currentLanguage } from '../../../i18n';
import { useColorScheme, type ColorScheme } from '../../../lib/color-scheme';
import { getStripe } from '../../../lib/stripe';
import { useWalletPayment, type WalletPaymentOptions } from '../hooks/use-wallet-payment';
import payment from './CardPaymentModal.module.css';
import styles from './WalletPayment.module.css';

interface WalletPaymentProps extends WalletPaymentOptions {
  publishableKey: string;
  /** Told whenever the wallet starts or stops being busy (its sheet open, or its payment running). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The Elements group of a wallet payment (Stripe's deferred intent): no PaymentIntent yet, the quote's total in fils,
 * AED, cards only (Apple Pay and Google Pay pay with a card PaymentMethod; Link is not offered, docs/decisions/0089-wallets-at-checkout.md),
 * and the card kept for automatic renewals (`off_session`), as `createPaymentIntent` makes the intent: the checkout
 * always asks for that consent (the note under the pay button) and the mutation's `saveCard` defaults to true.
 */
export const walletElementsOptions = (total: number, scheme: ColorScheme): StripeElementsOptionsMode => ({
  mode: 'payment',
  amount: total,
  currency: 'aed',
  setupFutureUsage: 'off_session',
  allowedPaymentMethodTypes: ['card'],
  locale: currentLanguage(),
  appearance: { theme: scheme === 'dark' ? 'night' : 'stripe' },
});

/** Apple Pay and Google Pay only, one button a row (a 360 px dialog), in the colours of the page's scheme. */
const buttonOptions = (scheme: ColorScheme): StripeExpressCheckoutElementOptions => ({
  paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never', paypal: 'never', amazonPay: 'never', klarna: 'never' },
  buttonTheme: scheme === 'dark' ? { applePay: 'white', googlePay: 'white' } : { applePay: 'black', googlePay: 'black' },
  buttonType: { applePay: 'plain', googlePay: 'plain' },
  buttonHeight: 44,
  layout: { maxColumns: 1, overflow: 'never' },
});

/** Whether Stripe's `ready` offers any button at all (`availablePaymentMethods` is undefined when none can show). */
export const offersWallet = (event: StripeExpressCheckoutElementReadyEvent): boolean =>
  Boolean(event.availablePaymentMethods && Object.values(event.availablePaymentMethods).some(Boolean));

/**
 * Apple Pay / Google Pay above the card fields of the payment dialog, with an "or pay by card" divider: Stripe's
 * Express Checkout Element, shown only once its `ready` event says the browser offers a wallet; until then (and for
 * good when none is offered) it takes no room and nothing is announced. The payment steps are `useWalletPayment`'s.
 */
export function WalletPayment({ publishableKey, onBusyChange, ...options }: WalletPaymentProps) {
  const scheme = useColorScheme();
  const stripePromise = useMemo(() => getStripe(publishableKey), [publishableKey]);
  const elementsOptions = useMemo(() => walletElementsOptions(options.total, scheme), [options.total, scheme]);
  return (
    <Elements stripe={stripePromise} options={elementsOptions}>
      <WalletButtons {...options} scheme={scheme} onBusyChange={onBusyChange} />
    </Elements>
  );
}

function WalletButtons({
  scheme,
  onBusyChange,
  ...options
}: WalletPaymentOptions & { scheme: ColorScheme; onBusyChange?: (busy: boolean) => void }) {
  const { t } = useTranslation('ordering');
  const stripe = useStripe();
  const elements = useElements();
  const wallet = useWalletPayment(options);
  const [offered, setOffered] = useState(false);
  const expressOptions = useMemo(() => buttonOptions(scheme), [scheme]);

  useEffect(() => {
    onBusyChange?.(wallet.busy);
  }, [wallet.busy, onBusyChange]);

  return (
    <div
      className={offered ? styles.wallets : styles.waiting}
      role={offered ? 'group' : undefined}
      aria-label={offered ? t('wallet.label') : undefined}
      aria-hidden={offered ? undefined : true}
      aria-busy={wallet.phase === 'confirming' || undefined}
      data-testid="wallet-payment"
    >
      <ExpressCheckoutElement
        options={expressOptions}
        onReady={(event) => setOffered(offersWallet(event))}
        onClick={wallet.click}
        onCancel={wallet.cancel}
        onConfirm={(event) => void wallet.confirm(stripe, elements, event)}
      />
      {offered && (
        <>
          {wallet.phase === 'confirming' && (
            <p className={payment.status} role="status">
              <Spinner size={16} /> {t('wallet.processing')}
            </p>
          )}
          {wallet.error && (
            <div className={payment.retry}>
              <FormError>{wallet.error}</FormError>
              {wallet.phase === 'paid' && (
                <Button variant="outline" onClick={wallet.retryOrder}>
                  {t('common:error.retry')}
                </Button>
              )}
            </div>
          )}
          <p className={styles.divider}>
            <span>{t('wallet.orCard')}</span>
          </p>
        </>
      )}
    </div>
  );
}
