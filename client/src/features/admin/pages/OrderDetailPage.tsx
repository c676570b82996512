import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatDubaiLong } from '../../../lib/dates';
import { AdminPage } from '../components/AdminPage';
import { OrderConsentsPanel } from '../components/OrderConsentsPanel';
import { OrderDocumentsPanel } from '../components/OrderDocumentsPanel';
import { OrderNoticesPanel } from '../components/OrderNoticesPanel';
import { OrderQuotePanel } from '../components/OrderQuotePanel';
import { OrderRenewalPanel } from '../components/OrderRenewalPanel';
import { OrderSummaryPanels } from '../components/OrderSummaryPanels';
import { RefundDialog } from '../components/RefundDialog';
import { useAdminOrder } from '../hooks/use-admin-order';
import { useAdminText } from '../hooks/use-admin-text';

/** /dashboard/orders/:id: one order for staff, with its customer, quote, payment, deliveries, automatic renewal, refunds and documents. */
export default function OrderDetailPage() {
  const t = useAdminText();
  const { id = '' } = useParams();
  const { data, error, refetch } = useAdminOrder(id);
  const [refundOpen, setRefundOpen] = useState(false);
  const detail = data?.adminOrder;

  if (error && !detail) {
    return (
      <AdminPage title={t('orderDetail.title')}>
        <ErrorState title={t('orderDetail.loadError')} message={errorMessage(error)} onRetry={() => void refetch()} />
      </AdminPage>
    );
  }
  if (!detail) {
    return (
      <AdminPage title={t('orderDetail.title')}>
        <div role="status" aria-label={t('orderDetail.loading')}>
          <Skeleton height={160} radius={12} />
          <Skeleton height={220} radius={12} />
        </div>
      </AdminPage>
    );
  }

  const { order } = detail;
  return (
    <AdminPage
      title={t('orderDetail.titleNumbered', { number: order.orderNumber })}
      intro={
        <>
          {t('orderDetail.statusLabel')}{' '}
          <strong data-testid="order-status">{t(`enums.orderStatus.${order.status}`, { defaultValue: order.status })}</strong> ·{' '}
          {t('orderDetail.placed', { date: formatDubaiLong(order.createdAt) })}
        </>
      }
      actions={order.refundable > 0 ? <Button onClick={() => setRefundOpen(true)}>{t('orderDetail.refund')}</Button> : undefined}
    >
      <OrderSummaryPanels detail={detail} />
      <OrderRenewalPanel renewal={detail.renewal} />
      <OrderQuotePanel order={order} lines={detail.lines} />
      <OrderDocumentsPanel order={order} />
      <OrderNoticesPanel notices={detail.notices} />
      <OrderConsentsPanel consents={detail.consents} />
      <RefundDialog order={order} open={refundOpen} onClose={() => setRefundOpen(false)} />
    </AdminPage>
  );
}
