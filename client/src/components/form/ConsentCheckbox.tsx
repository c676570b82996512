import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

/**
 * A required agreement as a labelled formik checkbox (sign-up's terms and privacy policy, checkout's terms): the
 * label may hold links to the texts; the error shows once the box was touched or after a submit, announced through
 * aria-invalid / aria-describedby.
 */
export function ConsentCheckbox({ name, children }: { name: string; children: ReactNode }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.consent}>
        <input
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
