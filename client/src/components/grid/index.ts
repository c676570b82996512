export { DataGrid, DEFAULT_GRID_QUERY, type DataGridProps, type GridPage, type GridQuery } from './DataGrid';
export { ActionsCell, StatusPill, type RowAction } from './cells';
export type { GridColumn, SortDir } from './columns';
export {
  gridBinding,
  gridExportParams,
  readGridQuery,
  useGridQuery,
  writeGridQuery,
  type GridFilters,
  type GridListResult,
} from './use-grid-query';
