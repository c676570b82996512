import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { addressLabelText } from '../../../lib/delivery-address';
import { formatLong, formatUtc } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { useMoveDayAddress, useMyDayAddresses, useSetWeekdayAddress } from '../hooks/use-address-book';
import fieldStyles from '../../../components/form/Field.module.css';
import styles from '../pages/CustomerPages.module.css';
import slotStyles from './DeliverySlotsPanel.module.css';

/** The week as UAE calendars show it, Monday first (0 is Sunday, as the server counts). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A weekday's name in the interface language (29 November 2026 was a Sunday). */
export function weekdayName(weekday: number): string {
  return formatUtc(Date.UTC(2026, 10, 29 + weekday), { weekday: 'long' });
}

/**
 * The schedule's delivery addresses: a usual address for each weekday (e.g. Sundays to the Office; empty: the
 * default), then each upcoming day with its address, which can be moved to another address until the day's cut-off
 * (the same as the delivery time's). Shown once the customer has two addresses; with one, a hint says where to add
 * another.
 */
export function DayAddressesPanel() {
  const { t } = useTranslation('customer');
  const { data, loading, error, refetch } = useMyDayAddresses();
  const [setWeekday] = useSetWeekdayAddress();
  const [moveDay] = useMoveDayAddress();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, work: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await work();
      notify.success(done);
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  if (loading && !data) return <Skeleton height={120} />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const addresses = data?.myAddresses ?? [];
  const days = data?.myDayAddresses.days ?? [];
  const fallback = addresses.find((a) => a.isDefault) ?? addresses.at(0);
  if (!days.length || !fallback) return null;
  const labelOf = (id: string | undefined) => addressLabelText(addresses.find((a) => a.id === id)?.label ?? fallback.label);
  const rules = new Map((data?.myDayAddresses.weekdayRules ?? []).map((r) => [r.weekday, r.address.id]));
  const options = addresses.map((a) => (
    <option key={a.id} value={a.id}>
      {addressLabelText(a.label)}
    </option>
  ));

  return (
    <section className={styles.card} aria-labelledby="day-addresses-title">
      <h2 id="day-addresses-title" className={styles.sectionTitle}>
        {t('dayAddresses.title')}
      </h2>
      {addresses.length < 2 ? (
        <p className={styles.muted}>{t('dayAddresses.needsTwo')}</p>
      ) : (
        <>
          <h3 className={slotStyles.dayLabel}>{t('dayAddresses.weekdaysTitle')}</h3>
          <p id="weekday-addresses-hint" className={slotStyles.closed}>
            {t('dayAddresses.weekdaysHint')}
          </p>
          <ul className={slotStyles.days}>
            {WEEK.map((w) => (
              <li key={w} className={slotStyles.day}>
                <label htmlFor={`weekday-address-${w}`} className={slotStyles.dayLabel}>
                  {weekdayName(w)}
                </label>
                <div className={`${fieldStyles.control} ${slotStyles.control}`}>
                  <select
                    id={`weekday-address-${w}`}
                    className={`${fieldStyles.input} ${fieldStyles.select}`}
                    value={rules.get(w) ?? ''}
                    disabled={busy === `w${w}`}
                    aria-describedby="weekday-addresses-hint"
                    onChange={(e) => {
                      const addressId = e.target.value || null;
                      const weekday = weekdayName(w);
                      void run(
                        `w${w}`,
                        () => setWeekday({ variables: { input: { weekday: w, addressId } } }),
                        addressId
                          ? t('dayAddresses.weekdayChanged', { weekday, label: labelOf(addressId) })
                          : t('dayAddresses.weekdayCleared', { weekday }),
                      );
                    }}
                  >
                    <option value="">{t('dayAddresses.defaultOption', { label: addressLabelText(fallback.label) })}</option>
                    {options}
                  </select>
                </div>
              </li>
            ))}
          </ul>
          <h3 className={slotStyles.dayLabel}>{t('dayAddresses.daysTitle')}</h3>
          <ul className={slotStyles.days}>
            {days.map((d) => (
              <li key={d.date} className={slotStyles.day}>
                <label htmlFor={`day-address-${d.date}`} className={slotStyles.dayLabel}>
                  {formatLong(d.date)}
                </label>
                <div className={`${fieldStyles.control} ${slotStyles.control}`}>
                  <select
                    id={`day-address-${d.date}`}
                    className={`${fieldStyles.input} ${fieldStyles.select}`}
                    value={d.source === 'Day' ? (d.address?.id ?? '') : ''}
                    disabled={!d.changeable || busy === d.date}
                    aria-describedby={d.changeable ? undefined : `day-address-${d.date}-closed`}
                    onChange={(e) =>
                      void run(
                        d.date,
                        () => moveDay({ variables: { input: { date: d.date, addressId: e.target.value || null } } }),
                        t('dayAddresses.dayChanged', { day: formatLong(d.date) }),
                      )
                    }
                  >
                    <option value="">
                      {t('dayAddresses.usual', {
                        label:
                          d.source === 'Day' ? labelOf(rules.get(new Date(`${d.date}T00:00:00Z`).getUTCDay())) : labelOf(d.address?.id),
                      })}
                    </option>
                    {options}
                  </select>
                </div>
                {!d.changeable && (
                  <span id={`day-address-${d.date}-closed`} className={slotStyles.closed}>
                    {t('dayAddresses.closed')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
