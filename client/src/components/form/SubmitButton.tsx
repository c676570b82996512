import { useFormikContext } from 'formik';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './SubmitButton.module.css';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  children: ReactNode;
  /** Forces the busy state (defaults to formik's isSubmitting). */
  loading?: boolean;
  /** Full width (default) or sized to its label. */
  fullWidth?: boolean;
}

/**
 * The submit button of a formik form: disabled with a spinner while the form submits. The label
 * stays in place, so the button keeps its accessible name; aria-busy tells assistive tech it works.
 */
export function SubmitButton({ children, loading, fullWidth = true, disabled, className, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const busy = loading ?? isSubmitting;
  const classes = ['btn', 'btn-primary', styles.button, fullWidth ? '' : styles.auto, className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type="submit" className={classes} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className={`spinner ${styles.spinner}`} aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
