import { useTranslation } from 'react-i18next';
import styles from '../pages/CustomerPages.module.css';

/** The plan status as a coloured badge. */
export function PlanStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('customer');
  const cls = status === 'Active' ? '' : status === 'Paused' ? styles.badgePaused : styles.badgeMuted;
  return <span className={`${styles.badge} ${cls}`}>{t(`planStatus.${status}`, { defaultValue: status })}</span>;
}
