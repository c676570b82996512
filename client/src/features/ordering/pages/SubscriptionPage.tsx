import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { DeliveryStatus } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/apollo-client';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { CancelPlanDialog } from '../components/CancelPlanDialog';
import { useMySubscription } from '../hooks/use-my-subscription';
import { setPackageInfo } from '../utils/package-store';
import { renewalPackage } from '../utils/renewal';
import { useRefreshUser } from '../hooks/use-refresh-user';
import { formatCalendarDay } from '../utils/dates';
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
  usePageTitle('Your subscription');
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
    content = <ErrorState title="We couldn’t load your subscription." message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = (
      <div className={styles.card} role="status" aria-label="Loading your subscription">
        <Skeleton height={26} width="40%" />
        <Skeleton height={70} radius={12} />
        <Skeleton height={140} radius={12} />
      </div>
    );
  } else if (!subscription) {
    content = (
      <EmptyState title="You have no subscription yet." message="Choose a meal plan and we’ll start delivering fresh meals to your door.">
        <Link to="/plans_and_packages" className="btn btn-primary">Browse plans</Link>
      </EmptyState>
    );
  } else {
    const active = subscription.status === 'Active';
    const running = active || subscription.status === 'Paused';
    const renew = () => {
      const pkg = renewalPackage(subscription);
      if (!pkg) return;
      setPackageInfo(pkg);
      navigate('/checkout');
    };
    content = (
      <div className={styles.columns}>
        <aside className={`${styles.card} ${styles.side}`} aria-labelledby="plan-title">
          <h2 id="plan-title" className={styles.cardTitle}>{subscription.planName}</h2>
          <dl className={styles.overview}>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`${styles.status} ${active ? styles.statusActive : styles.statusOther}`}>{subscription.status}</span>
              </dd>
            </div>
            <div>
              <dt>Start date</dt>
              <dd>{formatCalendarDay(subscription.startDate)}</dd>
            </div>
            <div>
              <dt>End date</dt>
              <dd>{formatCalendarDay(subscription.endDate)}</dd>
            </div>
            <div>
              <dt>Delivery days left</dt>
              <dd>{days.length}</dd>
            </div>
          </dl>
          {subscription.renewal.renewedFrom && (
            <p className={styles.muted}>Renewed: your next plan starts on {formatCalendarDay(subscription.renewal.renewedFrom)}.</p>
          )}
          {subscription.renewal.open && (
            <>
              <p className={styles.muted}>Your plan ends soon. Renew to keep your meals coming from {formatCalendarDay(subscription.renewal.startDate)}.</p>
              <button type="button" className="btn btn-primary" onClick={renew}>Renew</button>
            </>
          )}
          {running ? (
            <button type="button" className="btn btn-outline" onClick={() => setCancelOpen(true)}>Cancel plan</button>
          ) : (
            <Link to="/plans_and_packages" className="btn btn-primary">Choose a new plan</Link>
          )}
          {running && <Link to="/plans_and_packages" className="btn btn-outline">See other plans</Link>}
          {running && (
            <CancelPlanDialog subscriptionId={subscription.id} open={cancelOpen} onClose={() => setCancelOpen(false)} onCancelled={() => void refreshUser()} />
          )}
        </aside>
        <section className={`${styles.card} ${styles.primary}`} aria-labelledby="deliveries-title">
          <h2 id="deliveries-title" className={styles.cardTitle}>Next deliveries</h2>
          {days.length === 0 ? (
            <p className={styles.muted}>No upcoming deliveries.</p>
          ) : (
            <>
              <ol className={styles.days}>
                {days.slice(0, shown).map((day) => (
                  <li key={day.day} className={styles.day}>
                    <h3 className={styles.dayTitle}>{formatCalendarDay(day.day)}</h3>
                    <ul className={styles.meals}>
                      {day.meals.map((meal) => (
                        <li key={meal.id} className={styles.meal}>
                          <span className={styles.mealName}>
                            {meal.mealName}
                            <span className={styles.mealCategory}>{meal.category}</span>
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
                <button type="button" className={`btn btn-outline ${styles.more}`} onClick={() => setShown((n) => n + DAYS_PER_PAGE)}>
                  Show more days
                </button>
              )}
            </>
          )}
        </section>

      </div>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="subscription-title">
      <h1 id="subscription-title" className={styles.title}>Your subscription</h1>
      {content}
    </section>
  );
}
