import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import fieldStyles from './Field.module.css';
import styles from './MeasurementInput.module.css';
import {
  fromMetric,
  MEASUREMENT_WARNINGS,
  outOfRange,
  parseMeasurement,
  toMetric,
  UNITS,
  type MeasurementKind,
  type MeasurementUnit,
} from './measurement';

export interface MeasurementValue {
  /** What the input shows (a decimal number as typed, or ''). */
  value: string;
  unit: MeasurementUnit;
  /**
   * The canonical value in kg or cm, unrounded, set by the input from what was typed. Unit toggles
   * convert from it, never from the rounded text, so cm -> ft -> cm gives back the typed number.
   */
  metric?: number | null;
}

export interface MeasurementInputProps {
  kind: MeasurementKind;
  label: string;
  value: MeasurementValue;
  onChange: (next: MeasurementValue) => void;
  /** Shows the spec's limit warning while the value is outside the unit's range. */
  warn?: boolean;
  /** Another message (e.g. "required") shown when there is no limit warning. */
  error?: string;
  onBlur?: () => void;
  name?: string;
}

/**
 * A number input with a unit toggle (kg/lb or cm/ft). It keeps one canonical metric value and
 * converts only for display: switching the unit shows that value in the new unit (2.20462 lb per kg,
 * 30.48 cm per ft, 2 decimals), so toggling back and forth never drifts. With `warn`, a value outside 40-140 kg /
 * 90-300 lb or 75-225 cm / 2.5-7 ft shows the spec's warning.
 */
export function MeasurementInput({ kind, label, value, onChange, warn = false, error, onBlur, name }: MeasurementInputProps) {
  const id = useId();
  const { t } = useTranslation('common');
  const messageId = `${id}-message`;
  const warning =
    warn && outOfRange(value.value, value.unit) ? t(`measurement.${kind}Warning`, { defaultValue: MEASUREMENT_WARNINGS[kind] }) : undefined;
  const message = warning ?? error;

  function switchTo(unit: MeasurementUnit) {
    if (unit === value.unit) return;
    const typed = parseMeasurement(value.value);
    const metric = value.metric ?? (typed === null ? null : toMetric(typed, value.unit));
    onChange({ value: metric === null ? value.value : String(fromMetric(metric, unit)), unit, metric });
  }

  function type(text: string) {
    const typed = parseMeasurement(text);
    onChange({ value: text, unit: value.unit, metric: typed === null ? null : toMetric(typed, value.unit) });
  }

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          className={[fieldStyles.input, styles.input, message ? fieldStyles.invalid : ''].filter(Boolean).join(' ')}
          value={value.value}
          onChange={(e) => type(e.target.value)}
          onBlur={onBlur}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <div className={styles.units} role="group" aria-label={t('measurement.unitLabel', { label })}>
          {UNITS[kind].map((unit) => (
            <button
              key={unit}
              type="button"
              className={`${styles.unit} ${unit === value.unit ? styles.active : ''}`}
              aria-pressed={unit === value.unit}
              onClick={() => switchTo(unit)}
            >
              {t(`measurement.units.${unit}`)}
            </button>
          ))}
        </div>
      </div>
      {message && (
        <p id={messageId} className={fieldStyles.error} role={warning ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
