import type { DeliveryStatus } from '../hooks/use-admin-customers';
import { useAdminText } from '../hooks/use-admin-text';
import styles from './AdminPage.module.css';

/** The four delivery states, in workflow order (labels: `enums.deliveryStatus.<value>`). */
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['Pending', 'OutForDelivery', 'Delivered', 'Cancelled'];

/** A labelled select of delivery statuses (used in a grid cell; it only calls back). */
export function DeliveryStatusSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: DeliveryStatus;
  onChange: (status: DeliveryStatus) => void;
  label: string;
  disabled?: boolean;
}) {
  const t = useAdminText();
  return (
    <select
      className={styles.selectInline}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as DeliveryStatus)}
    >
      {DELIVERY_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`enums.deliveryStatus.${s}`)}
        </option>
      ))}
    </select>
  );
}
