import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

/**
 * A formik string field's state for the labelled inputs: the field and its helpers, the ids the label, hint and error
 * use, and the error to show (only once the field is touched, or after a submit). A field missing from (or null in)
 * the form's initial values reads as undefined (or null); inputs show it as ''.
 */
export function useFieldState(name: string) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  return { field, helpers, id, hintId: `${id}-hint`, errorId: `${id}-error`, error };
}

/**
 * The frame of a labelled field: the label (for `id`), the control and anything under it (`children`), then the
 * error as `errorId` (for the control's aria-describedby) when there is one.
 */
export function FieldFrame({
  id,
  label,
  error,
  errorId,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  errorId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
