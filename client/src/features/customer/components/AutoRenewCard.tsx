import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Modal } from '../../../components/ui/Modal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatLong, utcDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { useAutoRenewal } from '../hooks/use-auto-renewal';
import { ReplaceCardDialog } from './ReplaceCardDialog';
import styles from '../pages/CustomerPages.module.css';

/**
 * The plan page's "Automatic renewal" card: the saved card (brand, last 4, expiry), its replacement through Stripe
 * Elements (`ReplaceCardDialog`) and its removal (confirmed first: it turns automatic renewal off), the
 * switch (saved at once; only while the renewal is scheduled or off, and on needs a card), and the next
 * charge's day and amount, VAT included, or where the renewal stands once charged.
 */
export function AutoRenewCard() {
  const { t } = useTranslation('customerPreferences');
  const { card, subscriptionId, renewal, loading, error, refetch, setAutoRenew, removeCard, createSetupIntent, saving } = useAutoRenewal();
  const [busy, setBusy] = useState(false);
  /** The replace-card dialog, open with the `savedAt` of the card it replaces (null: none), or closed. */
  const [replacing, setReplacing] = useState<{ before: string | null } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const closeReplace = useCallback(() => setReplacing(null), []);

  async function run(work: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await work();
      notify.success(done);
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (loading && !renewal && !card) return <Skeleton height={120} />;
  if (error && !renewal && !card) return <ErrorState message={t('autoRenew.loadError')} onRetry={() => void refetch()} />;
  if (!subscriptionId || !renewal) return null;

  const open = renewal.state === 'Scheduled' || renewal.state === 'Off';
  const canSwitch = open && !busy && !saving && (renewal.autoRenew || card !== null);
  return (
    <section className={styles.card} aria-labelledby="auto-renew-title">
      <h2 id="auto-renew-title" className={styles.sectionTitle}>
        {t('autoRenew.title')}
      </h2>
      <p className={styles.muted} data-testid="saved-card">
        {card
          ? t('autoRenew.card', {
              brand: card.brand.toUpperCase(),
              last4: card.last4,
              month: String(card.expMonth).padStart(2, '0'),
              year: card.expYear,
            })
          : t('autoRenew.noCard')}
      </p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginTop: 12 }}>
        <input
          id="auto-renew-switch"
          type="checkbox"
          role="switch"
          checked={renewal.autoRenew}
          disabled={!canSwitch}
          aria-describedby="auto-renew-hint"
          onChange={(e) => {
            const on = e.target.checked;
            void run(() => setAutoRenew(subscriptionId, on), on ? t('autoRenew.saved.on') : t('autoRenew.saved.off'));
          }}
          style={{ width: 20, height: 20, marginTop: 2, flex: 'none' }}
        />
        <div>
          <label htmlFor="auto-renew-switch" style={{ fontWeight: 600 }}>
            {t('autoRenew.switch')}
          </label>
          <p id="auto-renew-hint" className={styles.muted} data-testid="next-renewal">
            {renewal.state === 'Scheduled' && renewal.autoRenew
              ? renewal.amount === null
                ? t('autoRenew.nextNoAmount', { date: formatLong(utcDay(renewal.chargeDate)) })
                : t('autoRenew.next', { date: formatLong(utcDay(renewal.chargeDate)), amount: formatAed(renewal.amount) })
              : t(`autoRenew.states.${renewal.state}`)}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" disabled={busy || saving} onClick={() => setReplacing({ before: card?.savedAt ?? null })}>
          {card ? t('autoRenew.replace.button') : t('autoRenew.replace.add')}
        </Button>
        {card && (
          <Button variant="outline" disabled={busy || saving} onClick={() => setConfirmRemove(true)}>
            {t('autoRenew.remove')}
          </Button>
        )}
      </div>
      {replacing && (
        <ReplaceCardDialog
          open
          onClose={closeReplace}
          savedBefore={replacing.before}
          savedNow={card?.savedAt ?? null}
          replacing={card !== null}
          createSetupIntent={createSetupIntent}
          refetch={refetch}
        />
      )}
      <Modal
        open={confirmRemove}
        title={t('autoRenew.removeConfirm.title')}
        onClose={() => setConfirmRemove(false)}
        onSave={() =>
          void run(async () => {
            await removeCard();
            setConfirmRemove(false);
          }, t('autoRenew.removed'))
        }
        saveLabel={t('autoRenew.remove')}
        cancelLabel={t('autoRenew.removeConfirm.keep')}
        tone="danger"
        submitting={busy}
        closeDisabled={busy}
      >
        <p className={styles.muted}>{t('autoRenew.removeConfirm.text')}</p>
      </Modal>
    </section>
  );
}
