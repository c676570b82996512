import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Modal } from '../../../components/ui/Modal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/apollo-client';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { useCancelSubscription, useCancellationPreview, type CancellationQuote } from '../hooks/use-cancellation';
import { formatCalendarDay } from '../utils/dates';
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
 * meals still delivered and the refund, all from the server's preview; "Cancel my plan" confirms.
 */
export function CancelPlanDialog({ subscriptionId, open, onClose, onCancelled }: CancelPlanDialogProps) {
  const [loadPreview, preview] = useCancellationPreview();
  const [cancel, { loading: cancelling }] = useCancelSubscription();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setFailure(null);
      void loadPreview({ variables: { subscriptionId } });
    }
  }, [open, subscriptionId, loadPreview]);

  const quote = preview.data?.cancellationPreview;

  async function confirm() {
    setFailure(null);
    try {
      const result = await cancel(subscriptionId);
      notify.success(result.refund > 0 ? `Your plan is cancelled. ${formatAed(result.refund)} is on its way back to your card.` : 'Your plan is cancelled.');
      onCancelled(result);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  let body;
  if (preview.error && !quote) {
    body = <ErrorState title="We couldn’t prepare the cancellation." message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />;
  } else if (!quote) {
    body = (
      <div role="status" aria-label="Loading the cancellation details">
        <Skeleton height={18} width="80%" />
        <Skeleton height={60} radius={8} />
      </div>
    );
  } else {
    const days = quote.cancelledDays;
    body = (
      <div className={styles.body}>
        <p className={styles.policy}><strong>Cancellation policy:</strong> {quote.policy}</p>
        <dl className={styles.summary}>
          <div><dt>Delivery days cancelled</dt><dd data-testid="cancel-days-count">{days.length}</dd></div>
          <div><dt>Meals cancelled</dt><dd>{quote.cancelledMeals}</dd></div>
          <div><dt>Meals still delivered</dt><dd>{quote.keptMeals}{quote.lastDelivery ? ` (until ${formatCalendarDay(quote.lastDelivery)})` : ''}</dd></div>
          <div><dt>Refund to your card</dt><dd data-testid="cancel-refund">{formatAed(quote.refund)}</dd></div>
        </dl>
        {days.length > 0 ? (
          <details className={styles.days}>
            <summary>Cancelled days: {formatCalendarDay(days[0]!)} to {formatCalendarDay(days[days.length - 1]!)}</summary>
            <ul>{days.map((d) => <li key={d}>{formatCalendarDay(d)}</li>)}</ul>
          </details>
        ) : (
          <p className={styles.note}>Every remaining delivery is already being prepared, so none can be cancelled.</p>
        )}
        {failure && <p role="alert" className={styles.error}>{failure}</p>}
      </div>
    );
  }

  return (
    <Modal
      open={open}
      title="Cancel your plan?"
      description="This cannot be undone."
      onClose={onClose}
      onSave={() => void confirm()}
      saveLabel="Cancel my plan"
      submitting={cancelling}
      saveDisabled={!quote}
      closeDisabled={cancelling}
    >
      {body}
    </Modal>
  );
}
