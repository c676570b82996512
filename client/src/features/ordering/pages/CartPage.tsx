import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Modal } from '../../../components/ui/Modal';
import { formatAed } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { PackageDetails } from '../components/PackageDetails';
import styles from './OrderingPages.module.css';
import { useCheckout } from '../hooks/use-checkout';
import { fromIsoDate } from '../../../lib/dates';
import { earliestStartDate } from '../utils/dates';

/** /cart "Your cart" (spec section 2): the selection with Change and Remove, then checkout. */
export default function CartPage() {
  const { t } = useTranslation('ordering');
  usePageTitle(t('cart.title'));
  const { cart, removeCart } = useCheckout();
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (!cart) {
    return (
      <section className={styles.page} aria-labelledby="cart-title">
        <h1 id="cart-title" className={styles.title}>
          {t('cart.title')}
        </h1>
        <EmptyState title={t('cart.emptyTitle')} message={t('cart.emptyText')}>
          <Link to="/plans_and_packages" className="btn btn-primary">
            {t('cart.browse')}
          </Link>
        </EmptyState>
      </section>
    );
  }

  const start = fromIsoDate(cart.selection.startDate);
  const stale = !start || start.getTime() < earliestStartDate().getTime();

  function proceed() {
    if (isAuthenticated) void navigate('/checkout');
    else void navigate('/login', { state: { from: '/checkout' } });
  }

  function remove() {
    removeCart();
    setConfirming(false);
    notify.info(t('cart.removed'));
  }

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        {t('cart.title')}
      </h1>
      <div className={styles.columns}>
        <article className={styles.card} aria-labelledby="cart-item-title">
          <div className={styles.cardHead}>
            <h2 id="cart-item-title" className={styles.cardTitle} dir="auto">
              {cart.plan.name}
            </h2>
            <div className={styles.actions}>
              <Link to="/meal-plan-selection" className={styles.linkButton}>
                {t('cart.change')}
              </Link>
              <button type="button" className={`${styles.linkButton} ${styles.danger}`} onClick={() => setConfirming(true)}>
                {t('cart.remove')}
              </button>
            </div>
          </div>
          <PackageDetails cart={cart} />
          {stale && (
            <p className={styles.warning} role="alert">
              {t('cart.stale')}
            </p>
          )}
        </article>

        <aside className={styles.card} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={styles.cardTitle}>
            {t('cart.summary')}
          </h2>
          <div className={styles.summaryRow}>
            <span>{t('cart.packagePrice')}</span>
            <strong>{cart.priceInclVat !== undefined ? formatAed(cart.priceInclVat) : t('details.priceAtCheckout')}</strong>
          </div>
          <p className={styles.muted}>{t('cart.summaryNote')}</p>
          <Button className={styles.fullButton} onClick={proceed} disabled={stale}>
            {t('cart.proceed')}
          </Button>
          {!isAuthenticated && <p className={styles.muted}>{t('cart.loginFirst')}</p>}
        </aside>
      </div>

      <Modal
        open={confirming}
        title={t('cart.removeTitle')}
        description={t('cart.removeText', {
          plan: cart.plan.name,
          duration: t(`durations.${cart.selection.duration}`, { defaultValue: cart.selection.duration }),
        })}
        onClose={() => setConfirming(false)}
        onSave={remove}
        saveLabel={t('cart.remove')}
      >
        <p className={styles.modalText}>{t('cart.removeNote')}</p>
      </Modal>
    </section>
  );
}
