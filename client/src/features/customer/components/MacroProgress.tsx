import { useTranslation } from 'react-i18next';
import styles from './MenuChange.module.css';

export interface MacroProgressProps {
  label: string;
  value: number;
  target: number | null;
  unit: string;
}

/** One macro of the day against its target, as a progress bar. */
export function MacroProgress({ label, value, target, unit }: MacroProgressProps) {
  const { t } = useTranslation('customer');
  const rounded = Math.round(value);
  const pct = target ? Math.round((value / target) * 100) : null;
  return (
    <div className={styles.macro}>
      <div className={styles.macroHead}>
        <span>{label}</span>
        <span>
          {rounded} {unit}
          {target != null && (
            <span className={styles.muted}>
              {' '}
              / {target} {unit}
            </span>
          )}
        </span>
      </div>
      {target != null && pct != null ? (
        <progress
          className={`${styles.bar} ${pct > 110 ? styles.over : ''}`}
          max={100}
          value={Math.min(pct, 100)}
          aria-label={t('menu.ofTarget', { label, pct })}
        >
          {pct}%
        </progress>
      ) : null}
    </div>
  );
}
