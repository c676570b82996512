import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Modal } from '../../../components/ui/Modal';
import { formatAed } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { PackageDetails } from '../components/PackageDetails';
import styles from './OrderingPages.module.css';
import { usePackageInfo } from '../hooks/use-package-info';
import { earliestStartDate, fromIsoDate } from '../utils/dates';
import { clearPackageInfo } from '../utils/package-store';

/** /cart "Your cart" (spec section 2): the selection with Change and Remove, then checkout. */
export default function CartPage() {
  usePageTitle('Your cart');
  const pkg = usePackageInfo();
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (!pkg) {
    return (
      <section className={styles.page} aria-labelledby="cart-title">
        <h1 id="cart-title" className={styles.title}>Your cart</h1>
        <EmptyState title="Your cart is empty." message="Choose a meal plan to get fresh, chef-made meals delivered every day.">
          <Link to="/plans_and_packages" className="btn btn-primary">Browse plans</Link>
        </EmptyState>
      </section>
    );
  }

  const start = fromIsoDate(pkg.startDate);
  const stale = !start || start.getTime() < earliestStartDate().getTime();

  function proceed() {
    if (isAuthenticated) navigate('/checkout');
    else navigate('/login', { state: { from: '/checkout' } });
  }

  function remove() {
    clearPackageInfo();
    setConfirming(false);
    notify.info('The plan was removed from your cart.');
  }

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>Your cart</h1>
      <div className={styles.columns}>
        <article className={styles.card} aria-labelledby="cart-item-title">
          <div className={styles.cardHead}>
            <h2 id="cart-item-title" className={styles.cardTitle}>{pkg.package.name}</h2>
            <div className={styles.actions}>
              <Link to="/meal-plan-selection" className={styles.linkButton}>Change</Link>
              <button type="button" className={`${styles.linkButton} ${styles.danger}`} onClick={() => setConfirming(true)}>
                Remove
              </button>
            </div>
          </div>
          <PackageDetails pkg={pkg} />
          {stale && (
            <p className={styles.warning} role="alert">
              This start date is no longer available (deliveries start at least 48 hours ahead). Please change it before checkout.
            </p>
          )}
        </article>

        <aside className={styles.card} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={styles.cardTitle}>Summary</h2>
          <div className={styles.summaryRow}>
            <span>Package price</span>
            <strong>{formatAed(pkg.price)}</strong>
          </div>
          <p className={styles.muted}>5% VAT, any promotion and your discount code are applied at checkout. Delivery is free.</p>
          <button type="button" className={`btn btn-primary ${styles.fullButton}`} onClick={proceed} disabled={stale}>
            Proceed to checkout
          </button>
          {!isAuthenticated && <p className={styles.muted}>You will be asked to log in first.</p>}
        </aside>
      </div>

      <Modal
        open={confirming}
        title="Remove this plan?"
        description={`${pkg.package.name}, ${pkg.days}, will be removed from your cart.`}
        onClose={() => setConfirming(false)}
        onSave={remove}
        saveLabel="Remove"
      >
        <p className={styles.modalText}>You can choose a plan again at any time.</p>
      </Modal>
    </section>
  );
}
