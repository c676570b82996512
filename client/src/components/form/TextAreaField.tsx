import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { FieldFrame, useFieldState } from './FieldFrame';

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
  const { field, id, hintId, errorId, error } = useFieldState(name);
  const counterId = `${id}-counter`;
  const length = (field.value ?? '').length;
  const over = counterMax !== undefined && length > counterMax;
  const describedBy =
    [hint ? hintId : null, counterMax !== undefined ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId} className={className}>
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
    </FieldFrame>
  );
}
