import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StatusPill } from '../../../components/grid';
import { Button } from '../../../components/ui/Button';
import { formatLong, utcDay } from '../../../lib/dates';
import { formatAed } from '../../../lib/money';
import { RENEWAL_TONE } from '../columns/orders-grid.columns';
import { useRenewalActions, type AdminOrderDetail } from '../hooks/use-admin-order';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { Panel } from './AdminPage';
import { Facts } from './OrderSummaryPanels';
import styles from './OrderDetail.module.css';

type Renewal = NonNullable<AdminOrderDetail['renewal']>;

/** A new attempt is possible while the bank waits for the customer, after a failure, or between a decline and its retry. */
const canRetry = (r: Renewal) => r.state === 'NeedsAction' || r.state === 'Failed' || (r.state === 'Scheduled' && r.attempts > 0);
/** Anything not yet paid and not already off can be turned off. */
const canTurnOff = (r: Renewal) => r.state !== 'Paid' && r.state !== 'Off';

/**
 * The staff order page's "Automatic renewal" panel (docs/decisions/0084-subscriptions-that-renew-themselves.md): the
 * state, the next charge's day and amount (VAT included), the attempts and the last decline, the renewal's own order
 * once paid, and "Retry charge" / "Turn off renewal", each confirmed first and reported by a toast.
 */
export function OrderRenewalPanel({ renewal }: { renewal: AdminOrderDetail['renewal'] }) {
  const t = useAdminText();
  const actions = useRenewalActions();
  const { ask, dialog } = useConfirm();

  if (!renewal) {
    return (
      <Panel title={t('orderDetail.renewal')}>
        <p className={styles.muted}>{t('orderDetail.noRenewal')}</p>
      </Panel>
    );
  }
  const state = (s: Renewal['state']) => t(`enums.renewalState.${s}`);
  const amount = renewal.amount === null ? '—' : formatAed(renewal.amount);
  const rows: [string, ReactNode][] = [
    [
      t('orderDetail.renewalState'),
      <span key="s" data-testid="renewal-state">
        <StatusPill tone={RENEWAL_TONE[renewal.state]}>{state(renewal.state)}</StatusPill>
      </span>,
    ],
    [t('orderDetail.renewalNext'), formatLong(utcDay(renewal.chargeDate))],
    [t('orderDetail.renewalAmount'), amount],
    [t('orderDetail.renewalAttempts'), renewal.attempts],
  ];
  if (renewal.lastError) rows.push([t('orderDetail.renewalLastError'), <code key="e">{renewal.lastError}</code>]);
  if (renewal.renewalOrderId)
    rows.push([
      t('orderDetail.renewalOrder'),
      <Link key="o" to={`/dashboard/orders/${renewal.renewalOrderId}`}>
        {t('orderDetail.renewalOrderOpen')}
      </Link>,
    ]);

  const retry = canRetry(renewal) && (
    <Button
      variant="outline"
      onClick={() =>
        ask({
          title: t('orderDetail.retryTitle'),
          message: t('orderDetail.retryText', { amount }),
          confirmLabel: t('orderDetail.retryRenewal'),
          success: (after) => t('orderDetail.retried', { state: state((after as Renewal | null)?.state ?? renewal.state) }),
          run: () => actions.retry(renewal.subscriptionId),
        })
      }
    >
      {t('orderDetail.retryRenewal')}
    </Button>
  );
  return (
    <Panel title={t('orderDetail.renewal')}>
      <Facts rows={rows} />
      {(canRetry(renewal) || canTurnOff(renewal)) && (
        <div className={styles.actions}>
          {retry}
          {canTurnOff(renewal) && (
            <Button
              variant="outline"
              onClick={() =>
                ask({
                  title: t('orderDetail.turnOffTitle'),
                  message: t('orderDetail.turnOffText'),
                  confirmLabel: t('orderDetail.turnOffRenewal'),
                  success: t('orderDetail.turnedOff'),
                  run: () => actions.turnOff(renewal.subscriptionId),
                })
              }
            >
              {t('orderDetail.turnOffRenewal')}
            </Button>
          )}
        </div>
      )}
      {dialog}
    </Panel>
  );
}
