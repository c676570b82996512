import { useTranslation } from 'react-i18next';
import { useField } from 'formik';
import { useId, type SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'children'> {
  /** Formik field name. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option (value ''). */
  placeholder?: string;
  className?: string;
}

/** A labelled formik <select>; like TextField, its error shows only once the field is touched. */
export function SelectField({ name, label, options, placeholder, className, ...selectProps }: SelectFieldProps) {
  const { t } = useTranslation('common');
  // A field missing from (or null in) the form's initial values reads as undefined (or null): shown as ''.
  const [field, meta] = useField<string | null | undefined>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...selectProps}
          {...field}
          value={field.value ?? ''}
          id={id}
          className={[styles.input, styles.select, error ? styles.invalid : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="">{placeholder ?? t('select')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
