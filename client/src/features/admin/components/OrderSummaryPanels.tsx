import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatLong } from '../../../lib/dates';
import { formatAed } from '../../../lib/money';
import { paymentModeText } from '../../../lib/order-wording';
import type { AdminOrderDetail } from '../hooks/use-admin-order';
import { useAdminText } from '../hooks/use-admin-text';
import { Panel } from './AdminPage';
import styles from './OrderDetail.module.css';

/** Label and value pairs as a definition list. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The staff order page's three fact cards side by side: the customer, the payment and refunds, the plan's deliveries. */
export function OrderSummaryPanels({ detail }: { detail: AdminOrderDetail }) {
  const t = useAdminText();
  const { order, customer, deliveries } = detail;
  return (
    <div className={styles.grid}>
      <Panel title={t('orderDetail.customer')}>
        {customer ? (
          <Facts
            rows={[
              [
                t('common.name'),
                <Link key="n" to={`/dashboard/order/user/${customer.id}`}>
                  {customer.fullName}
                </Link>,
              ],
              [t('orderDetail.eMail'), <bdi key="e">{customer.email}</bdi>],
              [t('common.phone'), <bdi key="p">{customer.phoneNo}</bdi>],
              [t('orderDetail.address'), customer.address ? <bdi key="a">{customer.address}</bdi> : t('orderDetail.noAddress')],
            ]}
          />
        ) : (
          <p>{t('orderDetail.noCustomer')}</p>
        )}
      </Panel>
      <Panel title={t('orderDetail.payment')}>
        <Facts
          rows={[
            [t('orderDetail.paid'), formatAed(order.total)],
            [t('orderDetail.refunded'), formatAed(order.refundedAmount)],
            [t('orderDetail.refundable'), formatAed(order.refundable)],
            [t('orderDetail.method'), paymentModeText(order.paymentMode)],
            [
              t('orderDetail.stripePayment'),
              <code key="pi" dir="ltr">
                {order.paymentIntentId}
              </code>,
            ],
          ]}
        />
      </Panel>
      <Panel title={t('orderDetail.deliveries')}>
        {deliveries ? (
          <Facts
            rows={[
              [t('orderDetail.planStatus'), t(`enums.subscriptionStatus.${deliveries.status}`, { defaultValue: deliveries.status })],
              [t('orderDetail.dates'), t('common.range', { from: formatLong(deliveries.startDate), to: formatLong(deliveries.endDate) })],
              [t('orderDetail.pending'), deliveries.pending],
              [t('orderDetail.outForDelivery'), deliveries.outForDelivery],
              [t('orderDetail.delivered'), deliveries.delivered],
              [t('orderDetail.cancelled'), deliveries.cancelled],
            ]}
          />
        ) : (
          <p>{t('orderDetail.noDeliveries')}</p>
        )}
      </Panel>
    </div>
  );
}
