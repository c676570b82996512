import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { NutritionTargetsCard } from '../components/NutritionTargetsCard';
import { DeliverySlotsPanel } from '../components/DeliverySlotsPanel';
import { DayAddressesPanel } from '../components/DayAddressesPanel';
import { PauseSkipPanel } from '../components/PauseSkipPanel';
import { AutoRenewCard } from '../components/AutoRenewCard';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import { useSubscriptionOverview } from '../hooks/use-subscription-overview';
import { formatLong, formatWeekdays, utcDay } from '../../../lib/dates';
import styles from './CustomerPages.module.css';

/** /dashboard/user-subscribed-plan: the plan, its dates, pauses and calorie targets. */
export default function SubscribedPlanPage() {
  const { t, i18n } = useTranslation('customer');
  usePageTitle(t('plan.pageTitle'));
  const { data, loading, error, refetch } = useSubscriptionOverview();
  const sub = data?.mySubscription ?? null;

  if (loading && !data) {
    return (
      <div className={styles.dash} aria-busy="true">
        <h1 className={styles.title}>{t('plan.title')}</h1>
        <Skeleton height={220} />
      </div>
    );
  }
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!sub) {
    return (
      <div className={styles.dash}>
        <h1 className={styles.title}>{t('plan.title')}</h1>
        <EmptyState title={t('plan.emptyTitle')} message={t('plan.emptyText')}>
          <Link className="btn btn-primary" to="/plans_and_packages">
            {t('seePlans')}
          </Link>
          <Link className="btn btn-outline" to="/collect_data_for_nutrition_calculation">
            {t('plan.findCalories')}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const deliveryDays = new Set(sub.planMeals.map((m) => utcDay(m.scheduledDate))).size;

  return (
    <div className={styles.dash}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('plan.title')}</h1>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="plan-title">
          <h2 id="plan-title" className={styles.sectionTitle}>
            {sub.planName}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('plan.status')}</dt>
            <dd>
              <PlanStatusBadge status={sub.status} />
            </dd>
            <dt>{t('plan.package')}</dt>
            <dd>
              {sub.planName} · {t('ordering:selection.deliveryDays', { count: deliveryDays })}
            </dd>
            <dt>{t('ordering:selection.mealsPerDay')}</dt>
            <dd>{sub.mealsPerDay}</dd>
            <dt>{t('ordering:selection.week')}</dt>
            <dd data-testid="plan-week">
              {sub.daysOff.length === 0
                ? t('ordering:selection.everyDay')
                : `${t('ordering:selection.weekDays', { count: sub.deliveryDaysPerWeek })} · ${t('ordering:selection.daysOff', {
                    weekdays: formatWeekdays(sub.daysOff, i18n.language),
                  })}`}
            </dd>
            <dt>{t('ordering:selection.startDate')}</dt>
            <dd>{formatLong(utcDay(sub.startDate))}</dd>
            <dt>{t('ordering:subscription.endDate')}</dt>
            <dd data-testid="plan-end-date">{formatLong(utcDay(sub.endDate))}</dd>
            <dt>{t('plan.daysLeft')}</dt>
            <dd>{sub.daysLeft}</dd>
            <dt>{t('plan.paused')}</dt>
            <dd>{sub.pausedDays === 0 ? t('plan.noPauses') : t('plan.pausedDays', { count: sub.pausedDays, left: sub.pauseDaysLeft })}</dd>
          </dl>
          <div className={styles.actions}>
            <Link className="btn btn-primary" to="/subscription">
              {t('plan.deliveries')}
            </Link>
            {(sub.status === 'Active' || sub.status === 'Paused') && (
              <Link className="btn btn-outline" to="/update_user_menu">
                {t('plan.changeMenu')}
              </Link>
            )}
          </div>
        </section>
        <NutritionTargetsCard title={t('plan.calories')} />
      </div>
      <AutoRenewCard />
      <DeliverySlotsPanel />
      <DayAddressesPanel />
      <PauseSkipPanel subscription={sub} />
    </div>
  );
}
