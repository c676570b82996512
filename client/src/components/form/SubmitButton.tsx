import { useFormikContext } from 'formik';
import { Button, type ButtonProps } from '../ui/Button';
import styles from './SubmitButton.module.css';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'variant'> {
  /** Forces the busy state (defaults to formik's isSubmitting). */
  loading?: boolean;
  /** Full width (default) or sized to its label. */
  fullWidth?: boolean;
}

/**
 * The submit button of a formik form: disabled with a spinner while the form submits. The label
 * stays in place, so the button keeps its accessible name; aria-busy tells assistive tech it works.
 */
export function SubmitButton({ children, loading, fullWidth = true, className, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const classes = [styles.button, fullWidth ? '' : styles.auto, className ?? ''].filter(Boolean).join(' ');
  return (
    <Button {...rest} type="submit" className={classes} loading={loading ?? isSubmitting}>
      <span>{children}</span>
    </Button>
  );
}
