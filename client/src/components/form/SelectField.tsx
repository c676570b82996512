import { useTranslation } from 'react-i18next';
import type { SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { FieldFrame, useFieldState } from './FieldFrame';

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
  const { field, id, errorId, error } = useFieldState(name);

  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId} className={className}>
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
    </FieldFrame>
  );
}
