import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Modal } from '../../../components/ui/Modal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorCode, errorMessage } from '../../../lib/graphql-errors';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { useCancelSubscription, useCancellationPreview, type CancellationQuote } from '../hooks/use-cancellation';
import { formatDubaiLong, formatLong } from '../../../lib/dates';
import { isolate } from '../../../lib/messages';
import styles from './CancelPlanDialog.module.css';

interface CancelPlanDialogProps {
  subscriptionId: string;
  open: boolean;
  onClose: () => void;
  /** After a successful cancellation (e.g. refresh the session's plan status). */
  onCancelled: (result: CancellationQuote) => void;
}

/**
 * Confirmation before cancelling the plan: the policy, the delivery days that will be cancelled, the
 * meals still delivered and the refund, and the next plan an automatic renewal already paid for (cancelled and
 * refunded with it), all from the server's preview; "Cancel my plan" confirms. While the renewal is being charged
 * the server refuses (its message says to try again); the next try reads the preview again first.
 */
export function CancelPlanDialog({ subscriptionId, open, onClose, onCancelled }: CancelPlanDialogProps) {
  const [loadPreview, preview] = useCancellationPreview();
  const [cancel, { loading: cancelling }] = useCancelSubscription();
  const { t } = useTranslation('ordering');
  const [failure, setFailure] = useState<string | null>(null);
  const [renewalWasCharging, setRenewalWasCharging] = useState(false);
  // Each opening starts without the last attempt's failure (adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(null);
  }

  useEffect(() => {
    // The preview's own error state shows a failure to load it.
    if (open) void loadPreview({ variables: { subscriptionId } });
  }, [open, subscriptionId, loadPreview]);

  const quote = preview.data?.cancellationPreview;

  async function confirm() {
    setFailure(null);
    if (renewalWasCharging) {
      // The renewal may have been paid meanwhile: read the preview again, and if it now names a next plan, the
      // customer reads it before confirming (cancelling would cancel and refund that plan too).
      setRenewalWasCharging(false);
      const fresh = await preview.refetch().catch(() => null);
      const before = quote?.nextPlan?.orderId ?? null;
      if ((fresh?.data?.cancellationPreview.nextPlan?.orderId ?? null) !== before) return;
    }
    try {
      const result = await cancel(subscriptionId);
      const refunded = result.refund + (result.nextPlan?.refund ?? 0);
      notify.success(refunded > 0 ? t('cancel.doneRefund', { amount: formatAed(refunded) }) : t('cancel.done'));
      onCancelled(result);
      onClose();
    } catch (error) {
      // Refused while the automatic renewal is being charged (nothing changed): the message asks to try again.
      if (errorCode(error) === 'RENEWAL_CHARGE_IN_PROGRESS') setRenewalWasCharging(true);
      setFailure(errorMessage(error));
    }
  }

  let body;
  if (preview.error && !quote) {
    body = <ErrorState title={t('cancel.error')} message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />;
  } else if (!quote) {
    body = (
      <div role="status" aria-label={t('cancel.loading')}>
        <Skeleton height={18} width="80%" />
        <Skeleton height={60} radius={8} />
      </div>
    );
  } else {
    const days = quote.cancelledDays;
    body = (
      <div className={styles.body}>
        <p className={styles.policy}>
          <strong>{t('cancel.policy')}</strong> {quote.policy}
        </p>
        <dl className={styles.summary}>
          <div>
            <dt>{t('cancel.days')}</dt>
            <dd data-testid="cancel-days-count">{days.length}</dd>
          </div>
          <div>
            <dt>{t('cancel.meals')}</dt>
            <dd>{quote.cancelledMeals}</dd>
          </div>
          <div>
            <dt>{t('cancel.kept')}</dt>
            <dd>
              {quote.keptMeals}
              {quote.lastDelivery ? ` (${t('cancel.until', { date: formatLong(quote.lastDelivery) })})` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('cancel.refund')}</dt>
            <dd data-testid="cancel-refund">{formatAed(quote.refund)}</dd>
          </div>
        </dl>
        {days.length > 0 ? (
          <details className={styles.days}>
            <summary>{t('cancel.range', { from: formatLong(days[0]), to: formatLong(days[days.length - 1]) })}</summary>
            <ul>
              {days.map((d) => (
                <li key={d}>{formatLong(d)}</li>
              ))}
            </ul>
          </details>
        ) : (
          <p className={styles.note}>{t('cancel.none')}</p>
        )}
        {quote.nextPlan && (
          <p className={styles.note} data-testid="cancel-next-plan">
            {t(quote.nextPlan.keptMeals > 0 ? 'cancel.nextPlanKept' : 'cancel.nextPlan', {
              date: formatDubaiLong(quote.nextPlan.paidOn),
              number: isolate(quote.nextPlan.orderNumber),
              amount: formatAed(quote.nextPlan.refund),
              kept: quote.nextPlan.keptMeals,
            })}
          </p>
        )}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </div>
    );
  }

  return (
    <Modal
      open={open}
      title={t('cancel.title')}
      description={t('cancel.undone')}
      onClose={onClose}
      onSave={() => void confirm()}
      saveLabel={t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      tone="danger"
      submitting={cancelling}
      saveDisabled={!quote}
      closeDisabled={cancelling}
    >
      {body}
    </Modal>
  );
}
