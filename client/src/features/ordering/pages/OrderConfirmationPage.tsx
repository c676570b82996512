import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { PageLoader } from '../../../components/ui/PageLoader';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatAed } from '../../../lib/money';
import { isolate } from '../../../lib/messages';
import { orderedPlanName, orderedPromotionName } from '../../../lib/order-wording';
import { dashboardHome, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrder } from '../hooks/use-order';
import { formatLong } from '../../../lib/dates';
import { lastOrderVar, type PlacedOrder } from '../utils/order-store';
import { describeMeals, mealsLabel, togglesFromNames } from '../utils/selection';
import styles from './OrderingPages.module.css';
import { useVar } from '../../../lib/store';

interface OrderConfirmationPageProps {
  /** `confirmation` (/order-confirmation) or `success` (/payment/success). */
  variant?: 'confirmation' | 'success';
}

/**
 * /order-confirmation and /payment/success: the order just placed (the stored order of the card
 * payment) or, with `?order=<id>`, that order from the server.
 */
export default function OrderConfirmationPage({ variant = 'confirmation' }: OrderConfirmationPageProps) {
  const { t } = useTranslation('ordering');
  const title = variant === 'success' ? t('confirmation.success') : t('confirmation.confirmed');
  usePageTitle(title);
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const last = useVar(lastOrderVar);
  const query = useOrder(user && orderId ? orderId : null);

  if (!user) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <EmptyState title={t('confirmation.loginTitle')} message={t('confirmation.loginText')}>
          <Link to="/login" state={{ from: location.pathname + location.search }} className="btn btn-primary">
            {t('confirmation.login')}
          </Link>
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
          <ErrorState title={t('confirmation.error')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        </section>
      );
    }
    if (!query.data) return <PageLoader />;
    order = query.data.order;
  } else if (last?.userId === user.id) {
    order = last;
  }

  if (!order) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <EmptyState title={t('confirmation.noneTitle')} message={t('confirmation.noneText')}>
          <div className={styles.buttons}>
            <Link to="/subscription" className="btn btn-primary">
              {t('subscription.title')}
            </Link>
            <Link to="/plans_and_packages" className="btn btn-outline">
              {t('cart.browse')}
            </Link>
          </div>
        </EmptyState>
      </section>
    );
  }

  const p = order.packageInfo;
  return (
    <section className={`${styles.page} ${styles.confirmation}`} aria-labelledby="confirmation-title">
      <span className={styles.checkIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 id="confirmation-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.muted}>
        {t('confirmation.thanks', { date: formatLong(p.startDate) })} {t('confirmation.orderNumber')}{' '}
        <bdi className={styles.orderNumber}>{order.orderNumber}</bdi>
      </p>

      <div className={styles.card}>
        <dl className={styles.overview}>
          <div>
            <dt>{t('confirmation.orderNumber')}</dt>
            <dd className={styles.nowrap}>
              <bdi>{order.orderNumber}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('details.plan')}</dt>
            <dd>
              <bdi>{orderedPlanName(p)}</bdi> · {t(`durations.${p.days}`, { defaultValue: p.days })}
            </dd>
          </div>
          <div>
            <dt>{t('selection.mealsPerDay')}</dt>
            <dd>
              {mealsLabel(p.mealsCount)}: {describeMeals({ meals: togglesFromNames(p.meals), isCustom: p.isCustom })}
            </dd>
          </div>
          <div>
            <dt>{t('selection.startDate')}</dt>
            <dd>{formatLong(p.startDate)}</dd>
          </div>
          <div>
            <dt>{t('confirmation.lastDelivery')}</dt>
            <dd>{formatLong(p.endDate)}</dd>
          </div>
          <div>
            <dt>{t('confirmation.totalPaid')}</dt>
            <dd>{formatAed(order.total)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          {t('price.vatIncluded', { percent: 5 })} {formatAed(order.vat)} · {t('confirmation.delivery')} {formatAed(order.deliveryFee)}
          {order.discount > 0 &&
            ` · ${t('price.discount')}${order.discountCode ? ` (${order.discountCode.code})` : order.promotion ? ` (${isolate(orderedPromotionName(order.promotion))})` : ''}`}{' '}
          · {t('confirmation.paidByCard')}
        </p>
      </div>

      <div className={styles.buttons}>
        <Link to="/subscription" className="btn btn-primary">
          {t('confirmation.viewSubscription')}
        </Link>
        <Link to={dashboardHome(user)} className="btn btn-outline">
          {t('confirmation.dashboard')}
        </Link>
      </div>
    </section>
  );
}
