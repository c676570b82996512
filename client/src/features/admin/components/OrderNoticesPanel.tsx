import { formatDubaiDateTime } from '../../../lib/dates';
import type { AdminOrderDetail } from '../hooks/use-admin-order';
import { useAdminText } from '../hooks/use-admin-text';
import { noticeLabel } from '../utils/order-notices';
import { Panel } from './AdminPage';
import styles from './OrderDetail.module.css';

/** The e-mails the customer was sent about the order (confirmation, refunds, cancellation), each with its Dubai time. */
export function OrderNoticesPanel({ notices }: Pick<AdminOrderDetail, 'notices'>) {
  const t = useAdminText();
  return (
    <Panel title={t('orderDetail.notices')}>
      {notices.length === 0 ? (
        <p className={styles.muted}>{t('orderDetail.noNotices')}</p>
      ) : (
        <ul className={styles.notices}>
          {notices.map((n) => (
            <li key={`${n.kind}-${n.refundId ?? ''}-${n.sentAt}`}>
              <span>{noticeLabel(t, n)}</span> <time dateTime={n.sentAt}>{formatDubaiDateTime(n.sentAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
