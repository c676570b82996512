import { useReactiveVar } from '@apollo/client/react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageLoader } from '../../../components/ui/PageLoader';
import { errorMessage } from '../../../lib/apollo-client';
import { formatAed } from '../../../lib/money';
import { dashboardHome, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrder } from '../hooks/use-order';
import { formatCalendarDay } from '../utils/dates';
import { lastOrderVar, type PlacedOrder } from '../utils/order-store';
import { describeMeals, mealsLabel } from '../utils/selection';
import styles from './OrderingPages.module.css';

interface OrderConfirmationPageProps {
  /** `confirmation` (/order-confirmation) or `success` (/payment/success). */
  variant?: 'confirmation' | 'success';
}

/**
 * /order-confirmation and /payment/success: the order just placed (the stored order of the card
 * payment) or, with `?order=<id>`, that order from the server.
 */
export default function OrderConfirmationPage({ variant = 'confirmation' }: OrderConfirmationPageProps) {
  const title = variant === 'success' ? 'Payment successful' : 'Order confirmed';
  usePageTitle(title);
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const last = useReactiveVar(lastOrderVar);
  const query = useOrder(user && orderId ? orderId : null);

  if (!user) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <EmptyState title="Log in to see your order." message="Your orders are kept in your account.">
          <Link to="/login" state={{ from: location.pathname + location.search }} className="btn btn-primary">Log in</Link>
        </EmptyState>
      </section>
    );
  }

  let order: PlacedOrder | null = null;
  if (orderId) {
    if (query.error && !query.data) {
      return (
        <section className={styles.page}>
          <h1 className={styles.title}>{title}</h1>
          <ErrorState title="We couldn’t load this order." message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        </section>
      );
    }
    if (!query.data) return <PageLoader />;
    order = query.data.order;
  } else if (last && last.userId === user.id) {
    order = last;
  }

  if (!order) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <EmptyState title="No recent order to show." message="Your subscription page lists your plan and upcoming deliveries.">
          <div className={styles.buttons}>
            <Link to="/subscription" className="btn btn-primary">Your subscription</Link>
            <Link to="/plans_and_packages" className="btn btn-outline">Browse plans</Link>
          </div>
        </EmptyState>
      </section>
    );
  }

  const p = order.packageInfo;
  return (
    <section className={`${styles.page} ${styles.confirmation}`} aria-labelledby="confirmation-title">
      <span className={styles.checkIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24"><path d="M5 12.5l4.5 4.5L19 7.5" /></svg>
      </span>
      <h1 id="confirmation-title" className={styles.title}>{title}</h1>
      <p className={styles.muted}>
        Thank you! Your first delivery arrives on {formatCalendarDay(p.startDate)}. Order number{' '}
        <span className={styles.orderNumber}>{order.orderNumber}</span>
      </p>

      <div className={styles.card}>
        <dl className={styles.overview}>
          <div>
            <dt>Order number</dt>
            <dd className={styles.nowrap}>{order.orderNumber}</dd>
          </div>
          <div>
            <dt>Plan</dt>
            <dd>{p.package} · {p.days}</dd>
          </div>
          <div>
            <dt>Meals per day</dt>
            <dd>{mealsLabel(p.mealsCount)}: {describeMeals({ meals: p.meals, isCustom: p.isCustom, mode: undefined })}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{formatCalendarDay(p.startDate)}</dd>
          </div>
          <div>
            <dt>Last delivery</dt>
            <dd>{formatCalendarDay(p.endDate)}</dd>
          </div>
          <div>
            <dt>Total paid</dt>
            <dd>{formatAed(order.total)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          Subtotal {formatAed(order.subtotal)} · VAT {formatAed(order.vat)} · Delivery {formatAed(order.deliveryFee)}
          {order.discount > 0 && ` · Discount ${order.discountCode ? `(${order.discountCode.code}) ` : order.promotion ? `(${order.promotion.name}) ` : ''}− ${formatAed(order.discount)}`}
          {' '}· Paid by card
        </p>
      </div>

      <div className={styles.buttons}>
        <Link to="/subscription" className="btn btn-primary">View your subscription</Link>
        <Link to={dashboardHome(user)} className="btn btn-outline">Go to your dashboard</Link>
      </div>
    </section>
  );
}
