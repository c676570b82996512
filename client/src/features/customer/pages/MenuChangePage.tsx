import { useTranslation } from 'react-i18next';
import { formatUtc, utcDay } from '../../../lib/dates';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DislikesNotice } from '../../../components/ui/DislikesNotice';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { DayMenuView } from '../components/DayMenuView';
import componentStyles from '../components/MenuChange.module.css';
import { useDayMenu } from '../hooks/use-day-menu';
import { useSavedAllergens } from '../../../lib/hooks/use-saved-allergens';
import { useSubscriptionOverview } from '../hooks/use-subscription-overview';
import { changeableDeliveryDays } from '../utils/days';
import styles from './CustomerPages.module.css';
import { MealFilterBar } from '../../../components/ui/MealFilterBar';
import { hasAvoidParam, normalizeDislikes, readAvoid, readMealFilter, writeAvoid, writeMealFilter } from '../../../lib/meal-filters';

/** /update_user_menu: pick a delivery day from the first one the server still lets change (earliestMenuChangeDay) and swap its meals; swap choices follow the allergen, diet and calorie filters in the URL. */
export default function MenuChangePage() {
  const { t } = useTranslation('customer');
  usePageTitle(t('menu.title'));
  const overview = useSubscriptionOverview();
  const sub = overview.data?.mySubscription ?? null;
  const days = sub ? changeableDeliveryDays(sub.planMeals, utcDay(sub.earliestMenuChangeDay)) : [];
  const [picked, setPicked] = useState<string | null>(null);
  const [hideAllergens, setHideAllergens] = useState(false);
  const [params, setParams] = useSearchParams();
  const filter = readMealFilter(params);
  // Saved dislikes leave matching meals out of the swap choices until the URL says otherwise (`avoid=`).
  const saved = useSavedAllergens();
  const savedDislikes = normalizeDislikes(saved.data?.myNutritionProfile?.dislikes ?? []);
  const avoid = hasAvoidParam(params) ? readAvoid(params) : savedDislikes;
  const day = picked && days.includes(picked) ? picked : (days[0] ?? null);
  const menu = useDayMenu(sub?.id ?? null, day);

  let body;
  if (overview.loading && !overview.data) body = <Skeleton height={260} />;
  else if (overview.error && !overview.data)
    body = <ErrorState message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />;
  else if (!sub) {
    body = (
      <EmptyState title={t('menu.noSubTitle')} message={t('menu.noSubText')}>
        <Link className="btn btn-primary" to="/plans_and_packages">
          {t('seePlans')}
        </Link>
      </EmptyState>
    );
  } else if (sub.status !== 'Active' && sub.status !== 'Paused') {
    body = (
      <EmptyState
        title={t('menu.endedTitle')}
        message={t('menu.endedText', { status: t(`planStatus.${sub.status}`, { defaultValue: sub.status }) })}
      >
        <Link className="btn btn-primary" to="/plans_and_packages">
          {t('seePlans')}
        </Link>
      </EmptyState>
    );
  } else if (days.length === 0) {
    body = <EmptyState title={t('menu.noDayTitle')} message={t('menu.noDayText')} />;
  } else {
    body = (
      <>
        <h2 className={styles.sectionTitle} id="days-title">
          {t('menu.day')}
        </h2>
        <ul className={componentStyles.days} aria-labelledby="days-title">
          {days.map((d) => {
            return (
              <li key={d}>
                <button
                  type="button"
                  className={componentStyles.dayButton}
                  aria-pressed={d === day}
                  aria-label={formatUtc(d, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                  onClick={() => setPicked(d)}
                >
                  <span className={componentStyles.dayWeek}>{formatUtc(d, { weekday: 'short' })}</span>
                  <span className={componentStyles.dayNum}>{formatUtc(d, { day: 'numeric' })}</span>
                  <span className={componentStyles.dayWeek}>{formatUtc(d, { month: 'short' })}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className={componentStyles.toolbar}>
          <label className={componentStyles.toggle}>
            <input type="checkbox" checked={hideAllergens} onChange={(e) => setHideAllergens(e.target.checked)} />
            {t('menu.hideAllergens')}
          </label>
          <Link to="/collect_data_for_nutrition_calculation">{t('menu.updateTargets')}</Link>
        </div>
        <MealFilterBar
          value={filter}
          onChange={(f) => setParams(writeMealFilter(params, f), { replace: true, preventScrollReset: true })}
        />
        {!hasAvoidParam(params) && (
          <DislikesNotice
            dislikes={savedDislikes}
            className={styles.muted}
            onShowAll={() => setParams(writeAvoid(params, []), { replace: true, preventScrollReset: true })}
          />
        )}
        {menu.loading && !menu.data ? (
          <Skeleton height={300} />
        ) : menu.error && !menu.data ? (
          <ErrorState message={errorMessage(menu.error)} onRetry={() => void menu.refetch()} />
        ) : menu.data && day ? (
          <DayMenuView menu={menu.data.dayMenu} date={day} hideAllergens={hideAllergens} filter={filter} avoid={avoid} />
        ) : null}
      </>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('menu.title')}</h1>
        <p className={styles.lead}>{t('menu.lead')}</p>
      </header>
      {body}
    </div>
  );
}
