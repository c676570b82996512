import { useTranslation } from 'react-i18next';
import { DURATION_DAYS } from '../utils/selection';
import styles from './SelectionForm.module.css';

interface DurationOptionsProps {
  options: string[];
  value: string;
  onChange: (duration: string) => void;
  isTrial: boolean;
}

/** Step 2: '7 Days' for the trial; '1 Month' (28 days) or '3 Months' (84 days) otherwise. */
export function DurationOptions({ options, value, onChange, isTrial }: DurationOptionsProps) {
  const { t } = useTranslation('ordering');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <span className={styles.step} aria-hidden="true">
          2
        </span>{' '}
        {t('selection.duration')}
      </legend>
      <div className={styles.segments}>
        {options.map((option) => {
          const checked = option === value;
          return (
            <label key={option} className={`${styles.segment} ${checked ? styles.checked : ''}`}>
              <input
                type="radio"
                name="duration"
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className={styles.radio}
              />
              <span className={styles.segmentLabel}>{t(`durations.${option}`, { defaultValue: option })}</span>
              <span className={styles.segmentHint}>{t('selection.deliveryDays', { count: DURATION_DAYS[option] })}</span>
            </label>
          );
        })}
      </div>
      {isTrial && <p className={styles.note}>{t('selection.trialNote')}</p>}
    </fieldset>
  );
}
