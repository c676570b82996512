import { useId } from 'react';
import fieldStyles from './Field.module.css';
import styles from './MeasurementInput.module.css';
import { convertMeasurement, MEASUREMENT_WARNINGS, outOfRange, UNITS, type MeasurementKind, type MeasurementUnit } from './measurement';

export interface MeasurementValue {
  /** What the input shows (a decimal number as typed, or ''). */
  value: string;
  unit: MeasurementUnit;
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
 * A number input with a unit toggle (kg/lb or cm/ft). Switching the unit converts the current value
 * (2.20462 lb per kg, 30.48 cm per ft, 2 decimals). With `warn`, a value outside 40-140 kg /
 * 90-300 lb or 75-225 cm / 2.5-7 ft shows the spec's warning.
 */
export function MeasurementInput({ kind, label, value, onChange, warn = false, error, onBlur, name }: MeasurementInputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const warning = warn && outOfRange(value.value, value.unit) ? MEASUREMENT_WARNINGS[kind] : undefined;
  const message = warning ?? error;

  function switchTo(unit: MeasurementUnit) {
    if (unit === value.unit) return;
    const n = Number(value.value);
    const converted = value.value.trim() !== '' && Number.isFinite(n) ? String(convertMeasurement(n, value.unit, unit)) : value.value;
    onChange({ value: converted, unit });
  }

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>{label}</label>
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
          onChange={(e) => onChange({ value: e.target.value, unit: value.unit })}
          onBlur={onBlur}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <div className={styles.units} role="group" aria-label={`${label} unit`}>
          {UNITS[kind].map((unit) => (
            <button
              key={unit}
              type="button"
              className={`${styles.unit} ${unit === value.unit ? styles.active : ''}`}
              aria-pressed={unit === value.unit}
              onClick={() => switchTo(unit)}
            >
              {unit}
            </button>
          ))}
        </div>
      </div>
      {message && <p id={messageId} className={fieldStyles.error} role={warning ? 'alert' : undefined}>{message}</p>}
    </div>
  );
}
