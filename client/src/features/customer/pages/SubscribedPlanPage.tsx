import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/apollo-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { NutritionTargetsCard } from '../components/NutritionTargetsCard';
import { DeliverySlotsPanel } from '../components/DeliverySlotsPanel';
import { PauseSkipPanel } from '../components/PauseSkipPanel';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import { useSubscriptionOverview } from '../hooks/use-subscription-overview';
import { formatDay, isoDay } from '../utils/days';
import styles from './CustomerPages.module.css';

/** /dashboard/user-subscribed-plan: the plan, its dates, pauses and calorie targets. */
export default function SubscribedPlanPage() {
  usePageTitle('Subscribed Plan');
  const { data, loading, error, refetch } = useSubscriptionOverview();
  const sub = data?.mySubscription ?? null;

  if (loading && !data) {
    return (
      <div className={styles.dash} aria-busy="true">
        <h1 className={styles.title}>My plan</h1>
        <Skeleton height={220} />
      </div>
    );
  }
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!sub) {
    return (
      <div className={styles.dash}>
        <h1 className={styles.title}>My plan</h1>
        <EmptyState title="You have no subscription yet" message="Choose a meal plan and your deliveries will show up here.">
          <Link className="btn btn-primary" to="/plans_and_packages">See plans</Link>
          <Link className="btn btn-outline" to="/collect_data_for_nutrition_calculation">Find my calories</Link>
        </EmptyState>
      </div>
    );
  }

  const deliveryDays = new Set(sub.planMeals.map((m) => isoDay(m.scheduledDate))).size;

  return (
    <div className={styles.dash}>
      <header className={styles.header}>
        <h1 className={styles.title}>My plan</h1>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="plan-title">
          <h2 id="plan-title" className={styles.sectionTitle}>{sub.planName}</h2>
          <dl className={styles.facts}>
            <dt>Status</dt><dd><PlanStatusBadge status={sub.status} /></dd>
            <dt>Package</dt><dd>{sub.planName} · {deliveryDays} delivery days</dd>
            <dt>Meals per day</dt><dd>{sub.mealsPerDay}</dd>
            <dt>Start date</dt><dd>{formatDay(isoDay(sub.startDate))}</dd>
            <dt>End date</dt><dd data-testid="plan-end-date">{formatDay(isoDay(sub.endDate))}</dd>
            <dt>Days left</dt><dd>{sub.daysLeft}</dd>
            <dt>Paused</dt>
            <dd>{sub.pausedDays === 0 ? 'No pauses' : `${sub.pausedDays} day${sub.pausedDays === 1 ? '' : 's'} (${sub.pauseDaysLeft} left)`}</dd>
          </dl>
          <div className={styles.actions}>
            <Link className="btn btn-primary" to="/subscription">See deliveries</Link>
            <Link className="btn btn-outline" to="/update_user_menu">Change my menu</Link>
          </div>
        </section>
        <NutritionTargetsCard title="Calorie information" />
      </div>
      <DeliverySlotsPanel />
      <PauseSkipPanel subscription={sub} />
    </div>
  );
}
