import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortDir } from './columns';
import type { GridPage, GridQuery } from './DataGrid';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './grid-defaults';

/** Filters of a grid page beside its query: URL parameter name -> value ('' = no filter). */
export type GridFilters = Record<string, string>;

/** URL parameters of the grid query; filters must use other names. */
const PARAM = { page: 'page', limit: 'size', search: 'q', sortBy: 'sort', sortDir: 'dir' } as const;

/**
 * The grid query in a URL: `page` (from 1), `size` (one of the page sizes), `q` (search), `sort` and `dir`
 * (asc | desc). Missing or invalid values take the defaults (page 1, 10 rows, no search, server order).
 */
export function readGridQuery(params: URLSearchParams): GridQuery {
  const page = Number(params.get(PARAM.page));
  const limit = Number(params.get(PARAM.limit));
  const sortBy = params.get(PARAM.sortBy) || undefined;
  const dir = params.get(PARAM.sortDir);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    search: params.get(PARAM.search)?.trim() ?? '',
    sortBy,
    sortDir: sortBy ? ((dir === 'desc' ? 'desc' : 'asc') satisfies SortDir) : undefined,
  };
}

/** Writes a grid query into URL parameters, leaving out defaults so a plain list keeps a plain address. */
export function writeGridQuery(params: URLSearchParams, query: GridQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set(PARAM.page, query.page > 1 ? String(query.page) : undefined);
  set(PARAM.limit, query.limit !== DEFAULT_PAGE_SIZE ? String(query.limit) : undefined);
  set(PARAM.search, query.search || undefined);
  set(PARAM.sortBy, query.sortBy);
  set(PARAM.sortDir, query.sortBy ? query.sortDir : undefined);
  return next;
}

/**
 * The one state of a server-paged grid (spec sections 4 and 9), kept in the page's URL: page, page size,
 * search, sort and the page's own filters, so a refresh, the back button or a shared link shows the same
 * rows. `DataGrid` takes `query` and calls `setQuery`; a filter change (`setFilters`) goes back to page 1.
 * The address is replaced, not pushed: paging through a list does not fill the history.
 *
 * `filterDefaults` names the filters and their default values (left out of the URL); `variables` is the
 * query as GraphQL variables (search omitted when empty, `S` the list's sort enum).
 */
// S is only named by the caller (`useGridQuery<MealSortField>()`) to type `variables.sortBy` as the list's enum.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function useGridQuery<S extends string = string, F extends GridFilters = GridFilters>(filterDefaults?: F) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // Callers pass a literal each render: the defaults are compared by value.
  const defaultsKey = JSON.stringify(filterDefaults ?? {});
  const defaults = useMemo(() => JSON.parse(defaultsKey) as F, [defaultsKey]);

  const query = useMemo(() => readGridQuery(new URLSearchParams(address)), [address]);
  const filters = useMemo(() => {
    const read = new URLSearchParams(address);
    return Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, read.get(key) ?? value])) as F;
  }, [address, defaults]);

  const setQuery = useCallback(
    (next: GridQuery | ((current: GridQuery) => GridQuery)) => {
      setParams((prev) => writeGridQuery(prev, typeof next === 'function' ? next(readGridQuery(prev)) : next), { replace: true });
    },
    [setParams],
  );

  const setFilters = useCallback(
    (patch: Partial<F>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value as string);
          }
          next.delete(PARAM.page);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );

  const variables = {
    page: query.page,
    limit: query.limit,
    search: query.search || undefined,
    sortBy: query.sortBy as S | undefined,
    sortDir: query.sortDir,
  };
  return { query, setQuery, filters, setFilters, variables };
}

/** A list query's answer as Apollo's `useQuery` gives it (`previousData` keeps rows while the next page loads). */
export interface GridListResult<TData> {
  data?: TData;
  previousData?: TData;
  loading: boolean;
  error?: unknown;
}

/**
 * The `DataGrid` props of a page whose query lives in `useGridQuery`: the page of rows `page(data)` picks from the
 * list's answer (the previous answer while the next page loads), its loading and error states, the controlled
 * query, and rows identified by their `id`. Spread it: `<DataGrid label columns {...gridBinding(grid, list, (d) => d.plans)} />`.
 */
export function gridBinding<TData, T extends { id: string }>(
  grid: { query: GridQuery; setQuery: (query: GridQuery) => void },
  list: GridListResult<TData>,
  page: (data: TData) => GridPage<T>,
) {
  const answer = list.data ?? list.previousData;
  return {
    result: answer === undefined ? undefined : page(answer),
    loading: list.loading,
    error: list.error,
    query: grid.query,
    onQueryChange: grid.setQuery,
    getRowId: (row: T) => row.id,
  };
}

/** The grid's search and sort as an export's query values (`sortDir` only with a `sortBy`). */
export function gridExportParams(variables: { search?: string; sortBy?: string; sortDir?: string }) {
  return { search: variables.search, sortBy: variables.sortBy, sortDir: variables.sortBy ? variables.sortDir : undefined };
}
