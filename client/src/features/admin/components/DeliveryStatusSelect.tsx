import type { DeliveryStatus } from '../../../generated/graphql';
import styles from './AdminPage.module.css';

/** The four delivery states, in workflow order, with their labels. */
export const DELIVERY_STATUSES: readonly { value: DeliveryStatus; label: string }[] = [
  { value: 'Pending', label: 'Pending' },
  { value: 'OutForDelivery', label: 'Out for delivery' },
  { value: 'Delivered', label: 'Delivered' },
  { value: 'Cancelled', label: 'Cancelled' },
];

/** A labelled select of delivery statuses (used in a grid cell; it only calls back). */
export function DeliveryStatusSelect({ value, onChange, label, disabled }: { value: DeliveryStatus; onChange: (status: DeliveryStatus) => void; label: string; disabled?: boolean }) {
  return (
    <select
      className={styles.selectInline}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as DeliveryStatus)}
    >
      {DELIVERY_STATUSES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
    </select>
  );
}
