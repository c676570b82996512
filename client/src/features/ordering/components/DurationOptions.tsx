import { useTranslation } from 'react-i18next';
import { DURATION_DAYS } from '../utils/selection';
import styles from './SelectionForm.module.css';
import { ChoiceOption, SelectionStep } from './SelectionStep';

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
    <SelectionStep step={2} legend={t('selection.duration')}>
      <div className={styles.segments}>
        {options.map((option) => (
          <ChoiceOption
            key={option}
            name="duration"
            value={option}
            checked={option === value}
            onSelect={() => onChange(option)}
            className={styles.segment}
          >
            <span className={styles.segmentLabel}>{t(`durations.${option}`, { defaultValue: option })}</span>
            <span className={styles.segmentHint}>{t('selection.deliveryDays', { count: DURATION_DAYS[option] })}</span>
          </ChoiceOption>
        ))}
      </div>
      {isTrial && <p className={styles.note}>{t('selection.trialNote')}</p>}
    </SelectionStep>
  );
}
