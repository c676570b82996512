import type { ICellRendererParams } from 'ag-grid-community';
import type { ReactNode } from 'react';
import styles from './DataGrid.module.css';

/** A `url` column: the value as an external link (or empty). */
export function UrlCell({ value }: ICellRendererParams) {
  if (typeof value !== 'string' || !value) return null;
  return (
    <a href={value} target="_blank" rel="noopener noreferrer nofollow" className={styles.link}>
      {value.replace(/^https?:\/\//, '')}
    </a>
  );
}

/** The `image` column: a small thumbnail with an empty alt (the name is in its own column). */
export function ImageCell({ value }: ICellRendererParams) {
  if (typeof value !== 'string' || !value) return null;
  return <img src={value} alt="" className={styles.thumb} width={40} height={40} loading="lazy" />;
}

export interface RowAction {
  label: string;
  onClick: () => void;
  /** Red button for destructive actions. */
  danger?: boolean;
  /** Accessible name when the label alone is ambiguous, e.g. "Edit Caesar salad". */
  ariaLabel?: string;
  disabled?: boolean;
}

/** The `actions` column: a row of small buttons that call back into the page (never fetch here). */
export function ActionsCell({ actions }: { actions: RowAction[] }): ReactNode {
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={`${styles.actionButton} ${action.danger ? styles.danger : ''}`}
          onClick={action.onClick}
          aria-label={action.ariaLabel}
          disabled={action.disabled}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}

/** A coloured pill for statuses (Active, Pending, Delivered...). */
export function StatusPill({ children, tone = 'neutral' }: { children?: ReactNode; tone?: 'good' | 'warn' | 'bad' | 'neutral' }) {
  return <span className={`${styles.pill} ${styles[tone]}`}>{children}</span>;
}
