import { useQuery } from '@apollo/client/react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { AdminAnalyticsDocument } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/apollo-client';
import { formatAed } from '../../../lib/money';
import { AdminPage, Panel } from '../components/AdminPage';
import { OrdersDoughnut } from '../components/OrdersDoughnut';
import styles from './AnalyticsPage.module.css';

/** /dashboard/analytics: KPI cards and the orders-per-type doughnut (spec sections 2, 3, 9). */
export default function AnalyticsPage() {
  const { data, loading, error, refetch } = useQuery(AdminAnalyticsDocument);
  const stats = data?.adminAnalytics;

  return (
    <AdminPage title="Dashboard" intro="How the business is doing today.">
      {error && !stats ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !stats && loading ? (
        <div className={styles.center}><Spinner size={32} label="Loading" /></div>
      ) : stats ? (
        <>
          <ul className={styles.cards}>
            <Kpi label="Active subscriptions" value={String(stats.activeSubscriptions)} />
            <Kpi label="Revenue this month" value={formatAed(stats.revenueThisMonth)} />
            <Kpi label="Orders today" value={String(stats.ordersToday)} />
            <Kpi label="New customers (30 days)" value={String(stats.newCustomers30Days)} />
          </ul>
          <div className={styles.row}>
            <Panel title="Orders by type">
              <OrdersDoughnut items={stats.ordersByType} />
            </Panel>
            <Panel title="All time">
              <dl className={styles.totals}>
                <dt>Customers</dt><dd>{stats.totalCustomers}</dd>
                <dt>Orders</dt><dd>{stats.totalOrders}</dd>
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
      <span className={styles.value}>{value}</span>
    </li>
  );
}
