import { useTranslation } from 'react-i18next';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { useMyDeliveryAddress } from '../../../lib/hooks/use-delivery-address';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardPaymentModal } from '../components/CardPaymentModal';
import { CheckoutAddress } from '../components/CheckoutAddress';
import { BuyerTrnBox } from '../components/BuyerTrnBox';
import { TermsAcceptance } from '../components/TermsAcceptance';
import { useCurrentLegalVersions, useMyTermsStatus } from '../../../lib/hooks/use-legal-versions';
import { DiscountCodeBox } from '../components/DiscountCodeBox';
import { PackageDetails } from '../components/PackageDetails';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { PAYMENT_MESSAGES, type HeldIntent } from '../hooks/use-card-payment';
import { usePaymentConfig } from '../../../lib/hooks/use-payment-config';
import { useCheckout } from '../hooks/use-checkout';
import { useRefreshUser } from '../../../lib/hooks/use-refresh-session';
import { setLastOrder, type PlacedOrder } from '../utils/order-store';
import { codesNotApplicable, DURATION_DAYS } from '../utils/selection';
import { walletRenewalOf } from '../hooks/use-wallet-payment';
import { durationText } from '../../../lib/order-wording';
import styles from './OrderingPages.module.css';
import { CheckoutSlot } from '../components/CheckoutSlot';

/**
 * /checkout (signed-in customers): the order summary priced by the server (the cart's checkout from
 * `useCheckout`, started on load and again whenever the applied code changes), the delivery address (saved, or a form inline), the
 * discount code box, the optional buyer's TRN for a company's tax invoice, and Pay, which opens the card payment modal. Pay stays disabled until an address
 * is saved (the server refuses a payment without one). Nothing here computes money: every amount is
 * the checkout's quote, in fils.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('ordering');
  usePageTitle(t('checkout.title'));
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const config = usePaymentConfig();
  const {
    cart,
    checkout,
    pending,
    error: loadError,
    retry,
    applied,
    applyCode,
    removeCode,
    codesRefused,
    refuseCodes,
    removeCart,
    buyerTrn,
    setBuyerTrn,
  } = useCheckout({ session: true });
  const delivery = useMyDeliveryAddress({ skip: !cart });
  const [editingAddress, setEditingAddress] = useState(false);
  const [paying, setPaying] = useState(false);
  const [slotFull, setSlotFull] = useState(false);
  const [intent, setIntent] = useState<HeldIntent | null>(null);
  const terms = useMyTermsStatus(!cart);
  const legal = useCurrentLegalVersions();
  const [termsTicked, setTermsTicked] = useState(false);

  const onIntent = useCallback((held: HeldIntent) => setIntent(held), []);

  const onPaid = useCallback(
    (order: PlacedOrder) => {
      setLastOrder(order);
      notify.success(PAYMENT_MESSAGES.success);
      setPaying(false);
      void navigate('/order-confirmation');
      removeCart();
      void refreshUser(); // plan status is now Active: the navbar shows Subscription
    },
    [navigate, refreshUser, removeCart],
  );

  if (!cart) {
    return (
      <section className={styles.page} aria-labelledby="checkout-title">
        <h1 id="checkout-title" className={styles.title}>
          {t('checkout.title')}
        </h1>
        <EmptyState title={t('cart.emptyTitle')} message={t('checkout.emptyText')}>
          <Link to="/plans_and_packages" className="btn btn-primary">
            {t('cart.browse')}
          </Link>
        </EmptyState>
      </section>
    );
  }

  const quote = checkout?.quote ?? null;
  const paymentsEnabled = config.data?.paymentConfig.enabled === true && Boolean(config.data.paymentConfig.publishableKey);
  const configKnown = config.data !== undefined;
  const notApplicable = codesRefused || codesNotApplicable(cart);
  const addressReady = Boolean(delivery.address) && !editingAddress;
  const addressHint = delivery.loading
    ? null
    : !delivery.address
      ? t('checkout.addressNeeded')
      : editingAddress
        ? t('checkout.addressUnsaved')
        : null;
  // The terms in force must have been accepted, before or here (the server refuses the payment otherwise).
  const mustAccept = terms.status?.mustAccept ?? true;
  const termsVersion = legal.versionOf('Terms');
  const termsReady = Boolean(terms.status) && (!mustAccept || (termsTicked && termsVersion !== null));
  const termsHint = terms.status && mustAccept && !termsTicked ? t('checkout.termsNeeded') : null;
  const canPay = Boolean(quote && !pending && !loadError && paymentsEnabled && addressReady && !slotFull && termsReady);

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        {t('checkout.title')}
      </h1>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <article className={styles.card} aria-labelledby="checkout-package-title">
            <div className={styles.cardHead}>
              <h2 id="checkout-package-title" className={styles.cardTitle}>
                {t('checkout.yourPlan')}
              </h2>
              <Link to="/meal-plan-selection" className={styles.linkButton}>
                {t('cart.change')}
              </Link>
            </div>
            <PackageDetails cart={cart} showPrice={false} />
          </article>
          <CheckoutAddress
            address={delivery.address}
            loading={delivery.loading}
            error={delivery.error}
            onRetry={() => void delivery.refetch()}
            editing={editingAddress}
            onEditingChange={setEditingAddress}
          />
          {cart.selection.startDate && <CheckoutSlot startDate={cart.selection.startDate} onBlockedChange={setSlotFull} />}
        </div>

        <aside className={styles.card} aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className={styles.cardTitle}>
            {t('checkout.summary')}
          </h2>
          {loadError && !pending ? (
            <ErrorState title={t('checkout.error')} message={errorMessage(loadError)} onRetry={retry} />
          ) : quote ? (
            <div className={pending ? styles.stale : undefined} aria-busy={pending || undefined} aria-live="polite">
              <PriceBreakdown quote={quote} alwaysShowDiscount />
            </div>
          ) : (
            <div role="status" aria-label={t('checkout.loadingSummary')} className={styles.skeletons}>
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} height={18} />
              ))}
            </div>
          )}

          <DiscountCodeBox
            planId={cart.selection.planId}
            duration={cart.selection.duration}
            notApplicable={notApplicable}
            applied={applied}
            busy={pending}
            onApply={applyCode}
            onRemove={removeCode}
            onNotApplicable={refuseCodes}
          />

          <BuyerTrnBox applied={buyerTrn} busy={pending} onApply={setBuyerTrn} onRemove={() => setBuyerTrn(null)} />

          {configKnown && !paymentsEnabled && (
            <p className={styles.warning} role="alert">
              {t('checkout.notConfigured')}
            </p>
          )}
          {config.error && !configKnown && (
            <p className={styles.warning} role="alert">
              {errorMessage(config.error)}
            </p>
          )}
          {addressHint && (
            <p id="checkout-address-hint" className={styles.notice}>
              {addressHint}
            </p>
          )}
          {slotFull && (
            <p id="checkout-slot-full-hint" className={styles.notice}>
              {t('slot.chooseAnother')}
            </p>
          )}
          {terms.status?.mustAccept && (
            <>
              {terms.status.acceptedVersion !== null && <p className={styles.notice}>{t('checkout.termsUpdated')}</p>}
              <TermsAcceptance
                checked={termsTicked}
                onChange={setTermsTicked}
                describedBy={termsHint ? 'checkout-terms-hint' : undefined}
              />
            </>
          )}
          {termsHint && (
            <p id="checkout-terms-hint" className={styles.notice}>
              {termsHint}
            </p>
          )}
          <Button
            className={styles.fullButton}
            disabled={!canPay}
            aria-describedby={
              [
                addressHint ? 'checkout-address-hint' : '',
                slotFull ? 'checkout-slot-full-hint' : '',
                termsHint ? 'checkout-terms-hint' : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onClick={() => setPaying(true)}
          >
            {quote ? t('checkout.payAmount', { amount: formatAed(quote.total) }) : t('checkout.pay')}
          </Button>
          <p className={styles.muted}>{t('checkout.payNote')}</p>
        </aside>
      </div>

      {checkout && quote && paymentsEnabled && config.data?.paymentConfig.publishableKey && (
        <CardPaymentModal
          open={paying}
          onClose={() => setPaying(false)}
          publishableKey={config.data.paymentConfig.publishableKey}
          checkoutId={checkout.id}
          total={quote.total}
          intent={intent}
          acceptedTermsVersion={mustAccept ? termsVersion : null}
          renewal={walletRenewalOf(quote, DURATION_DAYS[quote.duration], durationText(quote.duration))}
          onIntent={onIntent}
          onPaid={onPaid}
        />
      )}
    </section>
  );
}
