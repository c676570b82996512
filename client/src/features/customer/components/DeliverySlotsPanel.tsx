import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { formatLong } from '../../../lib/dates';
import { slotLabel } from '../../../lib/order-wording';
import { useChooseDeliverySlot, useMyDeliverySlots, useSetUsualDeliverySlot } from '../hooks/use-delivery-slots';
import fieldStyles from '../../../components/form/Field.module.css';
import styles from '../pages/CustomerPages.module.css';
import slotStyles from './DeliverySlotsPanel.module.css';

/**
 * The customer's delivery time per upcoming day: each day's slot can be changed until the cut-off
 * (48 hours before the day); a full slot is refused by the server with a clear message. The selects wear the
 * form fields' look (Field.module.css `input` and `select`).
 */
export function DeliverySlotsPanel() {
  const { data, loading, error, refetch } = useMyDeliverySlots();
  const [choose] = useChooseDeliverySlot();
  const [setUsual, { loading: savingUsual }] = useSetUsualDeliverySlot();
  const { t } = useTranslation('customer');
  const [busyDay, setBusyDay] = useState<string | null>(null);

  async function change(date: string, slotId: string) {
    setBusyDay(date);
    try {
      await choose({ variables: { input: { date, slotId } } });
      notify.success(t('slots.changed', { day: formatLong(date) }));
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setBusyDay(null);
    }
  }

  async function changeUsual(slotId: string) {
    try {
      await setUsual({ variables: { slotId } });
      notify.success(t('slots.usualChanged'));
    } catch (e) {
      notify.error(errorMessage(e));
    }
  }

  if (loading && !data) return <Skeleton height={120} />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const slots = data?.deliverySlots ?? [];
  const days = data?.myDeliverySlots.days ?? [];
  if (!slots.length || !days.length) return null;
  return (
    <section className={styles.card} aria-labelledby="slots-title">
      <h2 id="slots-title" className={styles.sectionTitle}>
        {t('slots.title')}
      </h2>
      {/* One time for the whole plan; a day set apart below keeps its own. */}
      <div className={slotStyles.usual}>
        <label htmlFor="slot-usual" className={slotStyles.dayLabel}>
          {t('slots.usualLabel')}
        </label>
        <div className={`${fieldStyles.control} ${slotStyles.control}`}>
          <select
            id="slot-usual"
            className={`${fieldStyles.input} ${fieldStyles.select}`}
            value={data?.myDeliverySlots.defaultSlot?.id ?? ''}
            disabled={savingUsual}
            aria-describedby="slot-usual-hint"
            onChange={(e) => void changeUsual(e.target.value)}
          >
            {!data?.myDeliverySlots.defaultSlot && <option value="">{t('slots.choose')}</option>}
            {slots.map((s) => (
              <option key={s.id} value={s.id}>
                {s.startTime}-{s.endTime} {slotLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <span id="slot-usual-hint" className={slotStyles.closed}>
          {t('slots.usualHint')}
        </span>
      </div>
      <ul className={slotStyles.days}>
        {days.map((d) => (
          <li key={d.date} className={slotStyles.day}>
            <label htmlFor={`slot-${d.date}`} className={slotStyles.dayLabel}>
              {formatLong(d.date)}
            </label>
            <div className={`${fieldStyles.control} ${slotStyles.control}`}>
              <select
                id={`slot-${d.date}`}
                className={`${fieldStyles.input} ${fieldStyles.select}`}
                value={d.slot?.id ?? ''}
                disabled={!d.changeable || busyDay === d.date}
                aria-describedby={d.changeable ? undefined : `slot-${d.date}-closed`}
                onChange={(e) => void change(d.date, e.target.value)}
              >
                {!d.slot && <option value="">{t('slots.choose')}</option>}
                {slots.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.startTime}-{s.endTime} {slotLabel(s)}
                  </option>
                ))}
              </select>
            </div>
            {!d.changeable && (
              <span id={`slot-${d.date}-closed`} className={slotStyles.closed}>
                {t('slots.closed')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
