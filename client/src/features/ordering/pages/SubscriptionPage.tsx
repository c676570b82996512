import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { CancelPlanDialog } from '../components/CancelPlanDialog';
import { KitchenClosedDays } from '../components/KitchenClosedDays';
import { RenewalOffer } from '../components/RenewalOffer';
import { useMySubscription, type DeliveryStatus } from '../hooks/use-my-subscription';
import { setPackageInfo } from '../utils/package-store';
import { renewalPackage } from '../utils/renewal';
import { useRefreshUser } from '../../../lib/hooks/use-refresh-session';
import { formatLong } from '../../../lib/dates';
import { DELIVERY_STATUS_LABELS, groupByDay, upcomingDays } from '../utils/deliveries';
import styles from './OrderingPages.module.css';

/** Delivery days shown at first, and added by "Show more". */
const DAYS_PER_PAGE = 7;

const DELIVERY_CLASS: Record<DeliveryStatus, string> = {
  Pending: '',
  OutForDelivery: styles.deliveryOut,
  Delivered: styles.deliveryDelivered,
  Cancelled: styles.deliveryCancelled,
};

/** /subscription "Your subscription": plan, dates, status and the next deliveries by day. */
export default function SubscriptionPage() {
  const { t } = useTranslation('ordering');
  usePageTitle(t('subscription.title'));
  const { data, error, refetch } = useMySubscription();
  const { user } = useSession();
  const refreshUser = useRefreshUser();
  const [shown, setShown] = useState(DAYS_PER_PAGE);
  const [cancelOpen, setCancelOpen] = useState(false);
  const navigate = useNavigate();
  const subscription = data?.mySubscription ?? null;
  const days = useMemo(() => (subscription ? upcomingDays(groupByDay(subscription.planMeals)) : []), [subscription]);

  // The session may predate the order or a change of state (paid in another tab, expired, cancelled):
  // bring the plan status up to date.
  const stale = subscription !== null && subscription.status !== user?.planStatus;
  useEffect(() => {
    if (stale) void refreshUser();
  }, [stale, refreshUser]);

  let content;
  if (error && !data) {
    content = <ErrorState title={t('subscription.error')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = (
      <div className={styles.card} role="status" aria-label={t('subscription.loading')}>
        <Skeleton height={26} width="40%" />
        <Skeleton height={70} radius={12} />
        <Skeleton height={140} radius={12} />
      </div>
    );
  } else if (!subscription) {
    content = (
      <EmptyState title={t('subscription.emptyTitle')} message={t('subscription.emptyText')}>
        <Link to="/plans_and_packages" className="btn btn-primary">
          {t('cart.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    const active = subscription.status === 'Active';
    const running = active || subscription.status === 'Paused';
    const renew = () => {
      const pkg = renewalPackage(subscription);
      if (!pkg) return;
      setPackageInfo(pkg);
      void navigate('/checkout');
    };
    content = (
      <div className={styles.columns}>
        <aside className={`${styles.card} ${styles.side}`} aria-labelledby="plan-title">
          <h2 id="plan-title" className={styles.cardTitle}>
            {subscription.planName}
          </h2>
          <dl className={styles.overview}>
            <div>
              <dt>{t('subscription.status')}</dt>
              <dd>
                <span className={`${styles.status} ${active ? styles.statusActive : styles.statusOther}`}>
                  {t(`planStatus.${subscription.status}`, { defaultValue: subscription.status })}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('selection.startDate')}</dt>
              <dd>{formatLong(subscription.startDate)}</dd>
            </div>
            <div>
              <dt>{t('subscription.endDate')}</dt>
              <dd>{formatLong(subscription.endDate)}</dd>
            </div>
            <div>
              <dt>{t('subscription.daysLeft')}</dt>
              <dd>{days.filter((d) => d.meals.some((m) => m.deliveryStatus !== 'Cancelled')).length}</dd>
            </div>
          </dl>
          {subscription.renewal.renewedFrom && (
            <p className={styles.muted}>{t('subscription.renewed', { date: formatLong(subscription.renewal.renewedFrom) })}</p>
          )}
          <RenewalOffer subscription={subscription} onRenew={renew} />
          {running ? (
            <Button variant="outline" onClick={() => setCancelOpen(true)}>
              {t('subscription.cancel')}
            </Button>
          ) : (
            <Link to="/plans_and_packages" className="btn btn-primary">
              {t('subscription.newPlan')}
            </Link>
          )}
          {running && (
            <Link to="/plans_and_packages" className="btn btn-outline">
              {t('subscription.otherPlans')}
            </Link>
          )}
          {running && (
            <CancelPlanDialog
              subscriptionId={subscription.id}
              open={cancelOpen}
              onClose={() => setCancelOpen(false)}
              onCancelled={() => void refreshUser()}
            />
          )}
        </aside>
        <section className={`${styles.card} ${styles.primary}`} aria-labelledby="deliveries-title">
          <h2 id="deliveries-title" className={styles.cardTitle}>
            {t('subscription.next')}
          </h2>
          <KitchenClosedDays variant="schedule" from={subscription.startDate} to={subscription.endDate} />
          {days.length === 0 ? (
            <p className={styles.muted}>{t('subscription.noDeliveries')}</p>
          ) : (
            <>
              <ol className={styles.days}>
                {days.slice(0, shown).map((day) => (
                  <li key={day.day} className={styles.day}>
                    <h3 className={styles.dayTitle}>{formatLong(day.day)}</h3>
                    <ul className={styles.meals}>
                      {day.meals.map((meal) => (
                        <li key={meal.id} className={styles.meal}>
                          <span className={styles.mealName}>
                            {meal.mealName}
                            <span className={styles.mealCategory}>
                              {t(`common:categories.${meal.category}`, { defaultValue: meal.category })}
                            </span>
                          </span>
                          <span className={`${styles.delivery} ${DELIVERY_CLASS[meal.deliveryStatus]}`}>
                            {DELIVERY_STATUS_LABELS[meal.deliveryStatus]}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
              {days.length > shown && (
                <Button variant="outline" className={styles.more} onClick={() => setShown((n) => n + DAYS_PER_PAGE)}>
                  {t('subscription.more')}
                </Button>
              )}
            </>
          )}
        </section>
      </div>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="subscription-title">
      <h1 id="subscription-title" className={styles.title}>
        {t('subscription.title')}
      </h1>
      {content}
    </section>
  );
}
