import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'children'> {
  /** Formik field name. */
  name: string;
  /** The input element (React 19 passes ref as a prop). */
  ref?: Ref<HTMLInputElement>;
  /** Visible label, associated with the input. */
  label: string;
  /** Help text under the input (linked with aria-describedby). */
  hint?: ReactNode;
  /** Slot rendered inside the control, after the input (e.g. a toggle button). */
  adornment?: ReactNode;
  /** Extra class for the wrapper. */
  className?: string;
  /** Extra class for the input itself. */
  inputClassName?: string;
  /** Rewrites what the person types before it reaches formik (e.g. keep digits only). */
  normalize?: (value: string) => string;
}

/**
 * A labelled formik text input. The error shows only once the field is touched (or after a submit),
 * and is announced through aria-invalid / aria-describedby.
 */
export function TextField({
  name,
  label,
  hint,
  adornment,
  className,
  inputClassName,
  normalize,
  ref,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  // A field missing from (or null in) the form's initial values reads as undefined (or null): shown as ''.
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const inputClass = [styles.input, error ? styles.invalid : '', adornment ? styles.withToggle : '', inputClassName ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...inputProps}
          {...field}
          value={field.value ?? ''}
          onChange={normalize ? (e) => void helpers.setValue(normalize(e.target.value)) : field.onChange}
          ref={ref}
          id={id}
          type={type}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {adornment}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
