import { formatDubaiDateTime } from '../../../lib/dates';
import type { AdminOrderDetail } from '../hooks/use-admin-order';
import { useAdminText } from '../hooks/use-admin-text';
import { Panel } from './AdminPage';
import styles from './OrderDetail.module.css';

/** The legal versions the customer accepted on this order's checkout, with when; none when they had accepted the terms in force before. */
export function OrderConsentsPanel({ consents }: Pick<AdminOrderDetail, 'consents'>) {
  const t = useAdminText();
  return (
    <Panel title={t('personalData.orderTitle')}>
      {consents.length === 0 ? (
        <p className={styles.muted}>{t('personalData.orderNone')}</p>
      ) : (
        <ul className={styles.notices}>
          {consents.map((c) => (
            <li key={`${c.kind}-${c.version}`}>
              <span>{t('personalData.orderConsent', { page: t(`legal.kinds.${c.kind}`), version: c.version })}</span>{' '}
              <time dateTime={c.acceptedAt}>{formatDubaiDateTime(c.acceptedAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
