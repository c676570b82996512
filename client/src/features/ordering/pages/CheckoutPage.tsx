import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { OrderFieldsFragment } from '../hooks/use-create-order';
import { errorCode, errorMessage } from '../../../lib/apollo-client';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { useMyDeliveryAddress } from '../../../lib/hooks/use-delivery-address';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardPaymentModal, PAYMENT_MESSAGES, type HeldIntent } from '../components/CardPaymentModal';
import { CheckoutAddress } from '../components/CheckoutAddress';
import { DiscountCodeBox } from '../components/DiscountCodeBox';
import { PackageDetails } from '../components/PackageDetails';
import { PriceBreakdown } from '../components/PriceBreakdown';
import type { DiscountCodeDetails } from '../hooks/use-discount-code';
import { usePackageInfo } from '../hooks/use-package-info';
import type { SelectionInput } from '../hooks/use-quote';
import { usePaymentConfig } from '../hooks/use-payment-config';
import { useRefreshUser } from '../hooks/use-refresh-user';
import { useStartCheckout, type CheckoutSession } from '../hooks/use-start-checkout';
import { setLastOrder } from '../utils/order-store';
import { clearPackageInfo, setPackageInfo } from '../utils/package-store';
import { codesNotApplicable, packageToSelectionInput } from '../utils/selection';
import styles from './OrderingPages.module.css';
import { CheckoutSlot } from '../components/CheckoutSlot';


/**
 * /checkout (signed-in customers): the order summary priced by the server (`startCheckout`, on load
 * and whenever the applied code changes), the delivery address (saved, or a form inline), the
 * discount code box, and Pay, which opens the card payment modal. Pay stays disabled until an address
 * is saved (the server refuses a payment without one). Nothing here computes money: every amount is
 * the checkout's quote, in fils.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('ordering');
  usePageTitle(t('checkout.title'));
  const pkg = usePackageInfo();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const config = usePaymentConfig();
  const [startCheckout] = useStartCheckout();
  const delivery = useMyDeliveryAddress({ skip: !pkg });
  const [editingAddress, setEditingAddress] = useState(false);

  const [code, setCode] = useState<string | null>(pkg?.discountCode ?? null);
  const [applied, setApplied] = useState<DiscountCodeDetails | null>(null);
  const [refused, setRefused] = useState(false);
  const [checkout, setCheckout] = useState<CheckoutSession | null>(null);
  const [pending, setPending] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [paying, setPaying] = useState(false);
  const [intent, setIntent] = useState<HeldIntent | null>(null);

  const inputKey = pkg ? JSON.stringify(packageToSelectionInput(pkg, code)) : null;
  // Requests go one after another, so the server's newest checkout is always the last one asked for.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // startCheckout on load and whenever the applied code changes; a newer request wins.
  useEffect(() => {
    if (!inputKey) return;
    let current = true;
    // The request starts here, so its pending and error states start here too.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPending(true);
    setLoadError(null);
    const request = queue.current.then(() => (current ? startCheckout(JSON.parse(inputKey) as SelectionInput) : Promise.reject(new Error('superseded'))));
    queue.current = request.catch(() => undefined);
    request
      .then((session) => {
        if (!current) return;
        setCheckout(session);
        setApplied(session.quote.discountCode);
        setPending(false);
      })
      .catch((error: unknown) => {
        if (!current) return;
        const c = errorCode(error);
        if (code && (c === 'DISCOUNT_CODE_INVALID' || c === 'DISCOUNT_NOT_APPLICABLE')) {
          // The code stopped applying (expired, or a promotion started): price without it.
          if (c === 'DISCOUNT_NOT_APPLICABLE') setRefused(true);
          notify.error(errorMessage(error));
          setCode(null);
          return;
        }
        setLoadError(error);
        setPending(false);
        notify.error(errorMessage(error));
      });
    return () => {
      current = false;
    };
  }, [inputKey, attempt, startCheckout, code]);

  // Keep the applied code with the cart, so a reload of /checkout keeps it.
  useEffect(() => {
    const stored = pkg?.discountCode ?? null;
    if (pkg && checkout && !pending && stored !== (applied?.code ?? null)) {
      setPackageInfo({ ...pkg, discountCode: applied?.code ?? undefined });
    }
  }, [pkg, checkout, pending, applied]);

  const onIntent = useCallback((held: HeldIntent) => setIntent(held), []);

  const onPaid = useCallback(
    (order: OrderFieldsFragment) => {
      setLastOrder(order);
      notify.success(PAYMENT_MESSAGES.success);
      setPaying(false);
      void navigate('/order-confirmation');
      clearPackageInfo();
      void refreshUser(); // plan status is now Active: the navbar shows Subscription
    },
    [navigate, refreshUser],
  );

  if (!pkg) {
    return (
      <section className={styles.page} aria-labelledby="checkout-title">
        <h1 id="checkout-title" className={styles.title}>{t('checkout.title')}</h1>
        <EmptyState title={t('cart.emptyTitle')} message={t('checkout.emptyText')}>
          <Link to="/plans_and_packages" className="btn btn-primary">{t('cart.browse')}</Link>
        </EmptyState>
      </section>
    );
  }

  const quote = checkout?.quote ?? null;
  const paymentsEnabled = config.data?.paymentConfig.enabled === true && Boolean(config.data.paymentConfig.publishableKey);
  const configKnown = config.data !== undefined;
  const notApplicable = refused || codesNotApplicable(pkg);
  const addressReady = Boolean(delivery.address) && !editingAddress;
  const addressHint = delivery.loading ? null : !delivery.address ? t('checkout.addressNeeded') : editingAddress ? t('checkout.addressUnsaved') : null;
  const canPay = Boolean(checkout && quote && !pending && paymentsEnabled && addressReady);

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>{t('checkout.title')}</h1>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <article className={styles.card} aria-labelledby="checkout-package-title">
            <div className={styles.cardHead}>
              <h2 id="checkout-package-title" className={styles.cardTitle}>{t('checkout.yourPlan')}</h2>
              <Link to="/meal-plan-selection" className={styles.linkButton}>{t('cart.change')}</Link>
            </div>
            <PackageDetails pkg={pkg} showPrice={false} />
          </article>
          <CheckoutAddress
            address={delivery.address}
            loading={delivery.loading}
            error={delivery.error}
            onRetry={() => void delivery.refetch()}
            editing={editingAddress}
            onEditingChange={setEditingAddress}
          />
          {pkg.startDate && <CheckoutSlot startDate={pkg.startDate} />}
        </div>

        <aside className={styles.card} aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className={styles.cardTitle}>{t('checkout.summary')}</h2>
          {loadError && !pending ? (
            <ErrorState
              title={t('checkout.error')}
              message={errorMessage(loadError)}
              onRetry={() => setAttempt((n) => n + 1)}
            />
          ) : quote ? (
            <div className={pending ? styles.stale : undefined} aria-busy={pending || undefined} aria-live="polite">
              <PriceBreakdown quote={quote} alwaysShowDiscount />
            </div>
          ) : (
            <div role="status" aria-label={t('checkout.loadingSummary')} className={styles.skeletons}>
              {[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} height={18} />)}
            </div>
          )}

          <DiscountCodeBox
            planId={pkg.package.id}
            duration={pkg.days}
            notApplicable={notApplicable}
            applied={code ? applied : null}
            busy={pending}
            onApply={(details) => {
              setApplied(details);
              setCode(details.code);
            }}
            onRemove={() => {
              setApplied(null);
              setCode(null);
            }}
            onNotApplicable={() => setRefused(true)}
          />

          {configKnown && !paymentsEnabled && <p className={styles.warning} role="alert">{t('checkout.notConfigured')}</p>}
          {config.error && !configKnown && <p className={styles.warning} role="alert">{errorMessage(config.error)}</p>}
          {addressHint && <p id="checkout-address-hint" className={styles.notice}>{addressHint}</p>}
          <button
            type="button"
            className={`btn btn-primary ${styles.fullButton}`}
            disabled={!canPay}
            aria-describedby={addressHint ? 'checkout-address-hint' : undefined}
            onClick={() => setPaying(true)}
          >
            {quote ? t('checkout.payAmount', { amount: formatAed(quote.total) }) : t('checkout.pay')}
          </button>
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
          pkg={pkg}
          intent={intent}
          onIntent={onIntent}
          onPaid={onPaid}
        />
      )}
    </section>
  );
}
