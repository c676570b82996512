import styles from '../pages/CustomerPages.module.css';

const LABELS: Record<string, string> = { Active: 'Active', Paused: 'Paused', Expired: 'Expired', Cancelled: 'Cancelled', None: 'No plan' };

/** The plan status as a coloured badge. */
export function PlanStatusBadge({ status }: { status: string }) {
  const cls = status === 'Active' ? '' : status === 'Paused' ? styles.badgePaused : styles.badgeMuted;
  return <span className={`${styles.badge} ${cls}`}>{LABELS[status] ?? status}</span>;
}
