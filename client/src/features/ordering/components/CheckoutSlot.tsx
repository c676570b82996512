import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { slotLabel } from '../../../lib/order-wording';
import { useCheckoutDeliverySlots, useSetDefaultDeliverySlot } from '../hooks/use-checkout-slots';
import styles from '../pages/OrderingPages.module.css';
import slotStyles from './CheckoutSlot.module.css';

/**
 * Checkout's delivery time: the customer's default slot for every delivery day, saved as soon as it is
 * picked (and booked for each day once the payment goes through). A slot with no place left on the
 * first delivery day cannot be picked; single days can be moved later from the customer's plan page. Each slot is a
 * card (a visually hidden native radio inside), styled like the selection page's choices. When the customer's
 * default slot (kept from an earlier plan) is full on the first delivery day, a warning asks for another one and
 * `onBlockedChange(true)` tells checkout to hold the payment until they pick one with places left.
 */
export function CheckoutSlot({ startDate, onBlockedChange }: { startDate: string; onBlockedChange?: (blocked: boolean) => void }) {
  const { data, loading, error, refetch } = useCheckoutDeliverySlots(startDate);
  const [save, saving] = useSetDefaultDeliverySlot();
  const { t } = useTranslation('ordering');
  const [saveError, setSaveError] = useState<string | null>(null);
  const chosen = saving.data?.setDefaultDeliverySlot.defaultSlot?.id ?? data?.myDeliverySlots.defaultSlot?.id ?? null;

  async function pick(slotId: string) {
    setSaveError(null);
    try {
      await save({ variables: { slotId } });
    } catch (e) {
      setSaveError(errorMessage(e));
    }
  }

  const left = new Map((data?.deliverySlotAvailability ?? []).map((a) => [a.slotId, a.remaining]));
  const chosenSlot = data?.deliverySlots.find((s) => s.id === chosen);
  const chosenFull = Boolean(chosenSlot && (left.get(chosenSlot.id) ?? 1) <= 0);
  useEffect(() => {
    onBlockedChange?.(chosenFull);
  }, [chosenFull, onBlockedChange]);
  return (
    <article className={styles.card} aria-labelledby="checkout-slot-title">
      <h2 id="checkout-slot-title" className={styles.cardTitle}>
        {t('slot.title')}
      </h2>
      {loading && !data ? (
        <Skeleton height={80} />
      ) : error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data?.deliverySlots.length ? (
        <p>{t('slot.none')}</p>
      ) : (
        <fieldset aria-describedby="checkout-slot-hint" disabled={saving.loading} className={slotStyles.slots}>
          <legend className="visually-hidden">{t('slot.legend')}</legend>
          <p id="checkout-slot-hint" className={slotStyles.hint}>
            {t('slot.hint')}
          </p>
          <div className={slotStyles.options}>
            {data.deliverySlots.map((s) => {
              const full = (left.get(s.id) ?? 1) <= 0;
              const checked = chosen === s.id;
              const className = [slotStyles.slot, checked ? slotStyles.checked : '', full && !checked ? slotStyles.unavailable : '']
                .filter(Boolean)
                .join(' ');
              return (
                <label key={s.id} className={className}>
                  <input
                    type="radio"
                    name="deliverySlot"
                    value={s.id}
                    checked={checked}
                    disabled={full && !checked}
                    onChange={() => void pick(s.id)}
                    className={slotStyles.radio}
                  />
                  <span className={slotStyles.time}>
                    <bdi>
                      {s.startTime}-{s.endTime}
                    </bdi>
                  </span>{' '}
                  <span className={slotStyles.label}>
                    {slotLabel(s)}
                    {full ? ` ${t('slot.full')}` : ''}
                  </span>
                </label>
              );
            })}
          </div>
          {saveError && (
            <p role="alert" className={slotStyles.status}>
              {saveError}
            </p>
          )}
          {chosenFull && chosenSlot && (
            <p role="alert" className={slotStyles.status}>
              {t('slot.defaultFull', { time: `${chosenSlot.startTime}-${chosenSlot.endTime}`, label: chosenSlot.label })}
            </p>
          )}
          {chosen && !saveError && !chosenFull && (
            <p role="status" className={slotStyles.status}>
              {t('slot.saved')}
            </p>
          )}
        </fieldset>
      )}
    </article>
  );
}
