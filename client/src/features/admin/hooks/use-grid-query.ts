import { useState } from 'react';
import { DEFAULT_GRID_QUERY, type GridQuery } from '../../../components/grid';

/**
 * The grid's server query as GraphQL variables: page from 1, limit, search (omitted when empty) and
 * sort. `S` is the list's sort enum (the columns pass only its values as `sortKey`).
 */
export function useGridQuery<S extends string = string>(initial?: Partial<GridQuery>) {
  const [query, setQuery] = useState<GridQuery>({ ...DEFAULT_GRID_QUERY, ...initial });
  const variables = {
    page: query.page,
    limit: query.limit,
    search: query.search || undefined,
    sortBy: query.sortBy as S | undefined,
    sortDir: query.sortDir,
  };
  /** Back to page 1 with no search (e.g. when a tab changes, together with a new grid `key`). */
  const reset = () => setQuery({ ...DEFAULT_GRID_QUERY, ...initial });
  return { query, setQuery, variables, reset };
}
