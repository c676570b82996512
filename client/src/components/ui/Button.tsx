import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

/** The global button styles (styles/global.css `.btn-<variant>`): filled primary or danger, outline, yellow highlight. */
export type ButtonVariant = 'primary' | 'outline' | 'danger' | 'yellow';

const SPINNER: Record<ButtonVariant, string> = {
  primary: styles.spinnerOnFilled,
  danger: styles.spinnerOnFilled,
  yellow: styles.spinnerOnHighlight,
  outline: styles.spinnerOnOutline,
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  children: ReactNode;
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Busy: disabled, `aria-busy`, a spinner before the label (the label stays, so the accessible name does too). */
  loading?: boolean;
}

/**
 * The app's button: `btn btn-<variant>` plus the caller's class, `type="button"` unless a form's `submit` is asked
 * for, and one busy state. Links styled as buttons stay `<Link className="btn …">`.
 */
export function Button({ children, variant = 'primary', loading = false, type = 'button', className, disabled, ...rest }: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={loading || disabled} aria-busy={loading || undefined}>
      {loading && <span className={`spinner ${SPINNER[variant]}`} aria-hidden="true" />}
      {children}
    </button>
  );
}
