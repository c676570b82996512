import type { ReactNode } from 'react';
import styles from './FormError.module.css';

/** A form-level error (e.g. a server refusal), announced with role="alert". Renders nothing without a message. */
export function FormError({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div role="alert" className={[styles.box, className].filter(Boolean).join(' ')}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5" />
        <path d="M12 16.5h.01" />
      </svg>
      <span>{children}</span>
    </div>
  );
}
