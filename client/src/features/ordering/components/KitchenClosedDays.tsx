import { useTranslation } from 'react-i18next';
import { formatLong } from '../../../lib/dates';
import { useUpcomingKitchenHolidays } from '../hooks/use-kitchen-holidays';
import styles from './KitchenClosedDays.module.css';

/**
 * The days the kitchen is closed (docs/decisions/0087-dubai-days-and-delivery-weeks.md), told to the customer:
 * `selection` beside the start date (every upcoming closed day: a plan skips them and ends later), `schedule` on the
 * customer's deliveries (the closed days from `from` to `to`, YYYY-MM-DD or ISO instants, both included: no delivery
 * on them, their meals went to the plan's end). Each day in prose as the page writes days ("Thu, 3 Dec 2026"), with
 * the holiday's name. Renders nothing while loading, on an error, or when no closed day falls in the range.
 */
export function KitchenClosedDays({ variant, from, to }: { variant: 'selection' | 'schedule'; from?: string; to?: string }) {
  const { t } = useTranslation('ordering');
  const { data } = useUpcomingKitchenHolidays();
  const first = from?.slice(0, 10);
  const last = to?.slice(0, 10);
  // 'YYYY-MM-DD' strings compare as dates.
  const days = (data?.kitchenHolidays ?? []).filter((h) => (!first || h.date >= first) && (!last || h.date <= last));
  if (days.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby={`closed-days-${variant}`} data-testid="kitchen-closed-days">
      <h3 id={`closed-days-${variant}`} className={styles.title}>
        {t(`closedDays.${variant}Title`)}
      </h3>
      <ul className={styles.days}>
        {days.map((h) => (
          <li key={h.date}>{t('closedDays.day', { date: formatLong(h.date), name: h.name })}</li>
        ))}
      </ul>
      <p className={styles.explain}>{t(`closedDays.${variant}Text`)}</p>
    </section>
  );
}
