import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** Optional action, e.g. a "Clear search" button or a link. */
  children?: ReactNode;
}

/** Nothing to show: a friendly message and an optional action. */
export function EmptyState({ title, message, children }: EmptyStateProps) {
  return (
    <div className={styles.box}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <ellipse cx="24" cy="30" rx="18" ry="8" fill="currentColor" opacity="0.15" />
        <path d="M8 26c0 8 7 13 16 13s16-5 16-13H8z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M20 20c0-4 3-6 3-10M27 20c0-3 2-5 2-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {children}
    </div>
  );
}
