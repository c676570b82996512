import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Field.module.css';
import { FieldFrame, useFieldState } from './FieldFrame';

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
  const { field, helpers, id, hintId, errorId, error } = useFieldState(name);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const inputClass = [styles.input, error ? styles.invalid : '', adornment ? styles.withToggle : '', inputClassName ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId} className={className}>
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
    </FieldFrame>
  );
}
