import { useTranslation } from 'react-i18next';
import { formatWeekdays } from '../../../lib/dates';
import { deliveriesOf, type SelectionPlan } from '../utils/selection';
import styles from './SelectionForm.module.css';
import { ChoiceOption, SelectionStep } from './SelectionStep';

interface DurationOptionsProps {
  options: string[];
  value: string;
  onChange: (duration: string) => void;
  isTrial: boolean;
  /** The plan's weeks (7, 6 and/or 5 delivery days with their days off) and the chosen one. */
  weeks: SelectionPlan['deliveryWeeks'];
  deliveryDaysPerWeek: number;
  onWeekChange: (deliveryDays: number) => void;
}

/**
 * Step 2: '7 Days' for the trial; '1 Month' or '3 Months' otherwise, each with its deliveries at the chosen week
 * (a month of 5-day weeks: 20); and, when the plan sells more than one, the delivery days a week with the days off.
 */
export function DurationOptions({ options, value, onChange, isTrial, weeks, deliveryDaysPerWeek, onWeekChange }: DurationOptionsProps) {
  const { t, i18n } = useTranslation('ordering');
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
            <span className={styles.segmentHint}>{t('selection.deliveryDays', { count: deliveriesOf(option, deliveryDaysPerWeek) })}</span>
          </ChoiceOption>
        ))}
      </div>
      {weeks.length > 1 && (
        <fieldset className={styles.subgroup}>
          <legend className={styles.sublegend}>{t('selection.week')}</legend>
          <div className={styles.segments}>
            {weeks.map((w) => (
              <ChoiceOption
                key={w.deliveryDays}
                name="deliveryDaysPerWeek"
                value={String(w.deliveryDays)}
                checked={w.deliveryDays === deliveryDaysPerWeek}
                onSelect={() => onWeekChange(w.deliveryDays)}
                className={styles.segment}
              >
                <span className={styles.segmentLabel}>{t('selection.weekDays', { count: w.deliveryDays })}</span>
                <span className={styles.segmentHint}>
                  {w.daysOff.length === 0
                    ? t('selection.everyDay')
                    : t('selection.daysOff', { weekdays: formatWeekdays(w.daysOff, i18n.language) })}
                </span>
              </ChoiceOption>
            ))}
          </div>
        </fieldset>
      )}
      {isTrial && <p className={styles.note}>{t('selection.trialNote')}</p>}
    </SelectionStep>
  );
}
