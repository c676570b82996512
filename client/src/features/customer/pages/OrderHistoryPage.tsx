import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatDMY, formatDubaiLong, formatLong } from '../../../lib/dates';
import { formatAed } from '../../../lib/money';
import { orderedPlanName, refundReasonText } from '../../../lib/order-wording';
import { downloadFile } from '../../../lib/rest';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyOrders, type MyOrder } from '../hooks/use-my-orders';
import { ORDER_STATUS_LABELS, REFUND_STATUS_LABELS } from '../utils/order-labels';
import styles from './OrderHistoryPage.module.css';

/** A download button that shows its own busy state and reports failures as a toast. */
function DownloadButton({ path, filename, label }: { path: string; filename: string; label: string }) {
  const { t } = useTranslation('customer');
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadFile(path, filename);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={styles.link} onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? t('orders.downloading') : label}
    </button>
  );
}

function OrderCard({ order }: { order: MyOrder }) {
  const { t } = useTranslation('customer');
  return (
    <li className={styles.order} aria-labelledby={`order-${order.id}`}>
      <div className={styles.head}>
        <h2 id={`order-${order.id}`} className={styles.number}>
          {order.orderNumber}
        </h2>
        <span className={`${styles.status} ${styles[`status${order.status}`] ?? ''}`}>{ORDER_STATUS_LABELS[order.status]}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>{formatDubaiLong(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('ordering:details.plan')}</dt>
          <dd>
            <bdi>{orderedPlanName(order.packageInfo)}</bdi> ·{' '}
            {t(`ordering:durations.${order.packageInfo.days}`, { defaultValue: order.packageInfo.days })}
          </dd>
        </div>
        <div>
          <dt>{t('orders.deliveries')}</dt>
          <dd>{t('orders.range', { from: formatLong(order.packageInfo.startDate), to: formatLong(order.packageInfo.endDate) })}</dd>
        </div>
        <div>
          <dt>{t('orders.paid')}</dt>
          <dd>{formatAed(order.total)}</dd>
        </div>
        {order.refundedAmount > 0 && (
          <div>
            <dt>{t('orders.refunded')}</dt>
            <dd>{formatAed(order.refundedAmount)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.documents}>
        {order.invoiceNumber && (
          <DownloadButton
            path={`/api/orders/${order.id}/invoice.pdf`}
            filename={`${order.invoiceNumber}.pdf`}
            label={t('orders.invoice', { number: order.invoiceNumber })}
          />
        )}
      </div>
      {order.refunds.length > 0 && (
        <table className={styles.refunds}>
          <caption>{t('orders.refunds')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col">{t('orders.amount')}</th>
              <th scope="col">{t('orders.reason')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.creditNote')}</th>
            </tr>
          </thead>
          <tbody>
            {order.refunds.map((r) => (
              <tr key={r.id}>
                <td data-label={t('orders.date')}>{formatDMY(r.createdAt)}</td>
                <td data-label={t('orders.amount')}>{formatAed(r.amount)}</td>
                <td data-label={t('orders.reason')}>
                  <bdi>{refundReasonText(r)}</bdi>
                </td>
                <td data-label={t('orders.status')}>{REFUND_STATUS_LABELS[r.status]}</td>
                <td data-label={t('orders.creditNote')}>
                  {r.creditNoteNumber ? (
                    <DownloadButton
                      path={`/api/orders/${order.id}/credit-notes/${r.id}.pdf`}
                      filename={`${r.creditNoteNumber}.pdf`}
                      label={r.creditNoteNumber}
                    />
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/** /dashboard/user-orders: the customer's orders with amounts, status, refunds and tax documents. */
export default function OrderHistoryPage() {
  const { t } = useTranslation('customer');
  usePageTitle(t('orders.title'));
  const { data, error, refetch } = useMyOrders();

  let content;
  if (error && !data) {
    content = <ErrorState title={t('orders.error')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = (
      <div role="status" aria-label={t('orders.loading')}>
        <Skeleton height={140} radius={12} />
        <Skeleton height={140} radius={12} />
      </div>
    );
  } else if (data.myOrders.length === 0) {
    content = (
      <EmptyState title={t('orders.emptyTitle')} message={t('orders.emptyText')}>
        <Link className="btn btn-primary" to="/plans_and_packages">
          {t('seePlans')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <ol className={styles.list}>
        {data.myOrders.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
      </ol>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('orders.title')}</h1>
      {content}
    </div>
  );
}
