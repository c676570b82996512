import type { IHeaderParams } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import styles from './DataGrid.module.css';

/** A server-side sort's direction (the header's arrow, the URL's `sortDir`, the query's `SortDirection`). */
export type SortDir = 'asc' | 'desc';

export interface SortHeaderParams extends IHeaderParams {
  sortKey?: string;
  sortDir?: SortDir;
  onSort: (sortKey: string) => void;
}

/**
 * Column header that sorts on the server (spec section 4): a click cycles ascending / descending;
 * a sortable column not yet sorted shows the default up arrow, dimmed.
 */
export function SortHeader({ displayName, sortKey, sortDir, onSort }: SortHeaderParams) {
  const { t } = useTranslation('dataGrid');
  if (!sortKey) return <span className={styles.headerLabel}>{displayName}</span>;
  const ariaSort = sortDir === 'asc' ? 'ascending' : sortDir === 'desc' ? 'descending' : 'none';
  return (
    <button
      type="button"
      className={styles.sortButton}
      onClick={() => onSort(sortKey)}
      aria-label={t(`sort.${ariaSort}`, { label: displayName })}
      data-sort={ariaSort}
    >
      <span className={styles.headerLabel}>{displayName}</span>
      <span className={`${styles.arrow} ${sortDir ? styles.arrowActive : ''}`} aria-hidden="true">
        {sortDir === 'desc' ? '↓' : '↑'}
      </span>
    </button>
  );
}
