import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { mediaMatches, subscribeMedia } from '../../lib/media-query';
import { Spinner } from '../ui/Spinner';
import { toColDefs, type GridColumn, type SortDir } from './columns';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SEARCH_DEBOUNCE_MS, defaultColDef, gridLocaleText, gridTheme } from './grid-defaults';
import styles from './DataGrid.module.css';

/** What the server is asked for: page from 1, page size, search text and sort (spec sections 4, 7, 9). */
export interface GridQuery {
  page: number;
  limit: number;
  search: string;
  sortBy?: string;
  sortDir?: SortDir;
}

export const DEFAULT_GRID_QUERY: GridQuery = { page: 1, limit: DEFAULT_PAGE_SIZE, search: '' };

/** A paged list answer: the rows of the page, the number of pages and of rows. */
export interface GridPage<T> {
  data: readonly T[];
  totalPages: number;
  total?: number;
}

export interface DataGridProps<T> {
  /** Accessible name of the table, e.g. "Customers". */
  label: string;
  columns: readonly GridColumn<T>[];
  /** The current page (keep Apollo's previousData here so rows stay while the next page loads). */
  result: GridPage<T> | undefined;
  loading: boolean;
  error?: unknown;
  /**
   * The query shown, when the page owns it (`useGridQuery`: kept in the URL). Without it the grid keeps its
   * own, starting from `initialQuery`.
   */
  query?: GridQuery;
  /** Called with the next query when page, page size, search (debounced) or sort change. */
  onQueryChange: (query: GridQuery) => void;
  /** Starting query of a grid that keeps its own (defaults to page 1, 10 rows, no search). */
  initialQuery?: Partial<GridQuery>;
  /** Show the search box (default true). */
  searchable?: boolean;
  /** Extra controls beside the search box (filters). */
  toolbar?: ReactNode;
  /** Text of the empty state (default "No records yet", translated). */
  emptyTitle?: string;
  getRowId?: (row: T) => string;
}

/** Phones and small tablets (up to 768 px wide): the first column is pinned instead of the actions. */
const NARROW_QUERY = '(max-width: 768px)';

const subscribeNarrow = (onChange: () => void) => subscribeMedia(NARROW_QUERY, onChange);

function useNarrowLayout(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => mediaMatches(NARROW_QUERY),
    () => false,
  );
}

/**
 * The reusable data table of spec sections 2 and 4 on ag-grid: the server pages, sorts and searches
 * (so search covers every page); 'Show 10'...'Show 50', 'Page X of Y' and << < > >> below; a spinner
 * while loading (previous rows stay, dimmed), 'No data found' on error, an empty state when there are no rows.
 * Its words come from the `dataGrid` namespace (English and Arabic); in Arabic the grid runs right to left
 * (ag-grid's `enableRtl`, its own texts from ag-grid's Arabic locale) and the paging arrows point the other way.
 */
export function DataGrid<T>({
  label,
  columns,
  result,
  loading,
  error,
  query: controlledQuery,
  onQueryChange,
  initialQuery,
  searchable = true,
  toolbar,
  emptyTitle,
  getRowId,
}: DataGridProps<T>) {
  const { t, i18n } = useTranslation('dataGrid');
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const [ownQuery, setOwnQuery] = useState<GridQuery>({ ...DEFAULT_GRID_QUERY, ...initialQuery });
  const query = controlledQuery ?? ownQuery;
  const [searchText, setSearchText] = useState(query.search);
  // A search changed from outside (back button, shared link, cleared filters) shows in the box: the
  // box follows `query.search` when it changes, adjusted while rendering rather than in an effect.
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setSearchText((text) => (text.trim() === query.search ? text : query.search));
  }
  const latest = useRef({ query, controlled: controlledQuery !== undefined, onQueryChange });
  const ids = useId();

  useEffect(() => {
    latest.current = { query, controlled: controlledQuery !== undefined, onQueryChange };
  });

  /** The one way the query changes: the next query goes to the page (and is kept here when the page does not own it). */
  const setQuery = useCallback((change: (current: GridQuery) => GridQuery) => {
    const next = change(latest.current.query);
    latest.current.query = next;
    if (!latest.current.controlled) setOwnQuery(next);
    latest.current.onQueryChange(next);
  }, []);

  // The search goes to the server 300 ms after the last keystroke, from page 1.
  useEffect(() => {
    const text = searchText.trim();
    if (text === query.search) return;
    const timer = window.setTimeout(() => setQuery((q) => ({ ...q, search: text, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, query.search, setQuery]);

  const totalPages = Math.max(result?.totalPages ?? 1, 1);

  // A page past the end (rows deleted, filter changed) moves back to the last page.
  useEffect(() => {
    if (result && !loading && query.page > totalPages) setQuery((q) => ({ ...q, page: totalPages }));
  }, [result, loading, query.page, totalPages, setQuery]);

  const onSort = useCallback(
    (sortKey: string) => {
      setQuery((q) => ({
        ...q,
        page: 1,
        sortBy: sortKey,
        sortDir: q.sortBy === sortKey && q.sortDir === 'asc' ? 'desc' : 'asc',
      }));
    },
    [setQuery],
  );

  const narrow = useNarrowLayout();
  const colDefs = useMemo(
    // onSort reads the latest query from a ref only when a header is clicked; toColDefs just hands it to the headers.
    // eslint-disable-next-line react-hooks/refs
    () => toColDefs(columns, { sortBy: query.sortBy, sortDir: query.sortDir }, onSort, { narrow, rtl }),
    [columns, query.sortBy, query.sortDir, onSort, narrow, rtl],
  );

  const rows = useMemo(() => (result?.data ?? []) as T[], [result]);
  const goTo = (page: number) => setQuery((q) => ({ ...q, page: Math.min(Math.max(page, 1), totalPages) }));
  const atFirst = query.page <= 1;
  const atLast = query.page >= totalPages;
  const rowIdGetter = useMemo(() => (getRowId ? (p: { data: T }) => getRowId(p.data) : undefined), [getRowId]);

  let body: ReactNode;
  if (error && !loading) {
    body = (
      <p className={styles.message} role="alert">
        {t('noData')}
      </p>
    );
  } else if (!result && loading) {
    body = (
      <div className={styles.center}>
        <Spinner size={32} label={t('loading')} />
      </div>
    );
  } else if (rows.length === 0 && !loading) {
    body = (
      <EmptyState
        title={query.search ? t('noMatch', { search: query.search }) : (emptyTitle ?? t('emptyTitle'))}
        message={query.search ? t('tryAnother') : undefined}
      >
        {query.search && (
          <Button variant="outline" onClick={() => setSearchText('')}>
            {t('clearSearch')}
          </Button>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <div className={styles.scroller} aria-busy={loading || undefined}>
        {/* Columns keep their minimum widths; what does not fit scrolls sideways inside the grid, beside the pinned columns. */}
        <div className={styles.gridBox}>
          {/* enableRtl and localeText are read once when ag-grid starts: a language switch starts it again. */}
          <AgGridReact<T>
            key={language}
            enableRtl={rtl}
            localeText={gridLocaleText(language)}
            theme={gridTheme}
            rowData={rows}
            columnDefs={colDefs}
            defaultColDef={defaultColDef}
            domLayout="autoHeight"
            suppressColumnVirtualisation
            suppressCellFocus={false}
            getRowId={rowIdGetter}
            enableBrowserTooltips
          />
        </div>
        {loading && (
          <div className={styles.overlay}>
            <Spinner size={32} label={t('loading')} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        {searchable && (
          <div className={styles.search}>
            <label htmlFor={`${ids}-search`} className="visually-hidden">
              {t('searchLabel', { label })}
            </label>
            <input
              id={`${ids}-search`}
              type="search"
              value={searchText}
              placeholder={t('searchPlaceholder')}
              onChange={(e) => setSearchText(e.target.value)}
              className={styles.searchInput}
            />
          </div>
        )}
        {toolbar}
      </div>
      <section aria-label={label} className={styles.body}>
        {body}
      </section>
      <div className={styles.pager}>
        <label className={styles.pageSize}>
          <span className="visually-hidden">{t('rowsPerPage')}</span>
          <select value={query.limit} onChange={(e) => setQuery((q) => ({ ...q, limit: Number(e.target.value), page: 1 }))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('show', { size })}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.pageInfo} aria-live="polite">
          {t('pageOf', { page: Math.min(query.page, totalPages), pages: totalPages })}
          {typeof result?.total === 'number' && <span className={styles.total}> · {t('total', { count: result.total })}</span>}
        </span>
        <div className={styles.pageButtons}>
          {/* The arrows are bidi-mirrored characters: in Arabic '<<' shows as '>>', pointing to the first page on the right. */}
          <button type="button" aria-label={t('firstPage')} disabled={atFirst} onClick={() => goTo(1)}>
            {'<<'}
          </button>
          <button type="button" aria-label={t('previousPage')} disabled={atFirst} onClick={() => goTo(query.page - 1)}>
            {'<'}
          </button>
          <button type="button" aria-label={t('nextPage')} disabled={atLast} onClick={() => goTo(query.page + 1)}>
            {'>'}
          </button>
          <button type="button" aria-label={t('lastPage')} disabled={atLast} onClick={() => goTo(totalPages)}>
            {'>>'}
          </button>
        </div>
      </div>
    </div>
  );
}
