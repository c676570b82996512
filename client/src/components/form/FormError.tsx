import type { ReactNode } from 'react';
import styles from './FormError.module.css';
import { LineIcon } from '../ui/LineIcon';

/** A form-level error (e.g. a server refusal), announced with role="alert". Renders nothing without a message. */
export function FormError({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div role="alert" className={[styles.box, className].filter(Boolean).join(' ')}>
      <LineIcon className={styles.icon} strokeWidth={2}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5" />
        <path d="M12 16.5h.01" />
      </LineIcon>
      <span>{children}</span>
    </div>
  );
}
