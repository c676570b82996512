import { useField } from 'formik';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'value' | 'children' | 'maxLength'
> {
  /** Formik field name. */
  name: string;
  label: string;
  hint?: ReactNode;
  /**
   * Shows a live "n/max" counter (red past the limit). The limit is left to validation, not to the
   * browser, so a pasted text that is too long gets the form's message instead of being cut.
   */
  counterMax?: number;
  className?: string;
}

/** A labelled formik <textarea>; its error shows only once the field is touched. */
export function TextAreaField({ name, label, hint, counterMax, className, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  // A field missing from (or null in) the form's initial values reads as undefined (or null): shown as ''.
  const [field, meta] = useField<string | null | undefined>(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const length = (field.value ?? '').length;
  const over = counterMax !== undefined && length > counterMax;
  const describedBy =
    [hint ? hintId : null, counterMax !== undefined ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={rows}
        className={[styles.input, styles.textarea, error ? styles.invalid : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {(hint || counterMax !== undefined) && (
        <div className={styles.meta}>
          {hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counterMax !== undefined && (
            <span id={counterId} className={`${styles.counter} ${over ? styles.counterOver : ''}`} data-testid={`${name}-counter`}>
              {length}/{counterMax}
            </span>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
