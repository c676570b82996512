import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatAed } from '../../../lib/money';
import { AdminPage, Panel } from '../components/AdminPage';
import { OrdersDoughnut } from '../components/OrdersDoughnut';
import { useAdminAnalytics } from '../hooks/use-admin-operations';
import { useAdminText } from '../hooks/use-admin-text';
import styles from './AnalyticsPage.module.css';

/** /dashboard/analytics: KPI cards and the orders-per-type doughnut (spec sections 2, 3, 9). */
export default function AnalyticsPage() {
  const t = useAdminText();
  const { data, loading, error, refetch } = useAdminAnalytics();
  const stats = data?.adminAnalytics;

  return (
    <AdminPage title={t('analytics.title')} intro={t('analytics.intro')}>
      {error && !stats ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !stats && loading ? (
        <div className={styles.center}>
          <Spinner size={32} label={t('common.loading')} />
        </div>
      ) : stats ? (
        <>
          <ul className={styles.cards}>
            <Kpi label={t('analytics.activeSubscriptions')} value={String(stats.activeSubscriptions)} />
            <Kpi label={t('analytics.revenueThisMonth')} value={formatAed(stats.revenueThisMonth)} />
            <Kpi label={t('analytics.ordersToday')} value={String(stats.ordersToday)} />
            <Kpi label={t('analytics.newCustomers')} value={String(stats.newCustomers30Days)} />
          </ul>
          <div className={styles.row}>
            <Panel title={t('analytics.ordersByType')}>
              <OrdersDoughnut items={stats.ordersByType} />
            </Panel>
            <Panel title={t('analytics.allTime')}>
              <dl className={styles.totals}>
                <dt>{t('analytics.customers')}</dt>
                <dd>{stats.totalCustomers}</dd>
                <dt>{t('analytics.orders')}</dt>
                <dd>{stats.totalOrders}</dd>
              </dl>
            </Panel>
          </div>
        </>
      ) : null}
    </AdminPage>
  );
}

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <li className={styles.card}>
      <span className={styles.label}>{label}</span>
      <bdi className={styles.value}>{value}</bdi>
    </li>
  );
}
