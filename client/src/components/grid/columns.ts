import type { ColDef, ICellRendererParams, ValueFormatterParams } from 'ag-grid-community';
import type { ReactNode } from 'react';
import { formatDMY } from '../../lib/dates';
import { ImageCell, UrlCell } from './cells';
import { SortHeader, type SortDir, type SortHeaderParams } from './SortHeader';

export type { SortDir };

/**
 * One column as the spec's table describes it (section 3 "Table column definitions"): `accessorKey`
 * (a row field, or `actions` / `image` for the custom cells), `header`, `cell` (custom renderer),
 * `type` (`url` or `date`) and `format`. `sortKey` names the server's sort field; without it the
 * column cannot be sorted.
 */
export interface GridColumn<T> {
  accessorKey: string;
  header: string;
  /** Custom cell (required for `actions`); gets the row. Must not fetch (style rule 11). */
  cell?: (row: T) => ReactNode;
  type?: 'url' | 'date';
  /** Text of the cell from its value (e.g. formatAed for money). */
  format?: (value: unknown, row: T) => string;
  sortKey?: string;
  width?: number;
  minWidth?: number;
  flex?: number;
  /** Pin to a side on wide screens (the `actions` column is pinned right by default; sides swap right to left). */
  pinned?: 'left' | 'right';
}

/**
 * How the grid is laid out: `narrow` (phones) pins the first column left instead of the actions right;
 * `rtl` (Arabic) mirrors the pinned sides, since ag-grid's pinned sides are physical even in its RTL mode:
 * the first column stays at the start (right) and the actions at the end (left).
 */
export interface GridLayout {
  narrow: boolean;
  rtl?: boolean;
}

const MIRRORED = { left: 'right', right: 'left' } as const;

/** Width of a pinned column: pinned columns do not flex. */
const fixedWidth = (column: GridColumn<unknown>) => column.width ?? column.minWidth ?? 130;

export interface SortState {
  sortBy?: string;
  sortDir?: SortDir;
}

function readPath(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row);
}

/**
 * Maps spec column definitions onto ag-grid column definitions: date columns show DD-MM-YYYY
 * (formatDMY, UTC), url columns render links, `image` a thumbnail, `actions` (or any `cell`) the
 * custom renderer; sortable columns get the header that sends the sort to the server.
 * Custom cells take the whole row as their value, so a changed row (e.g. `active` after Deactivate,
 * written to Apollo's cache) re-renders its status and buttons at once. Plain text cells show their
 * full text as a tooltip (long names end in an ellipsis). Wide layout: `actions` pinned right;
 * narrow layout: the first column pinned left, the rest scrolling inside the grid.
 */
export function toColDefs<T>(
  columns: readonly GridColumn<T>[],
  sort: SortState,
  onSort: (sortKey: string) => void,
  layout: GridLayout = { narrow: false },
): ColDef<T>[] {
  return columns.map((column, index) => {
    const def: ColDef<T> = {
      colId: column.accessorKey,
      headerName: column.header,
      valueGetter: (p) => (p.data ? readPath(p.data, column.accessorKey) : undefined),
      width: column.width,
      // A fixed column's width is also its minimum (the grid default's 90 px would widen a 72 px image column).
      minWidth: column.minWidth ?? column.width,
      // null, not undefined: ag-grid keeps defaultColDef's flex for an undefined one, and a flexing column ignores
      // its width (a 180 px column shrank to the 90 px minimum beside wider ones).
      flex: column.width ? null : (column.flex ?? 1),
      headerComponent: SortHeader,
      headerComponentParams: {
        sortKey: column.sortKey,
        sortDir: column.sortKey && sort.sortBy === column.sortKey ? sort.sortDir : undefined,
        onSort,
      } satisfies Omit<SortHeaderParams, keyof import('ag-grid-community').IHeaderParams>,
    };
    const side = layout.narrow
      ? index === 0
        ? 'left'
        : undefined
      : (column.pinned ?? (column.accessorKey === 'actions' ? 'right' : undefined));
    const pinned = side && layout.rtl ? MIRRORED[side] : side;
    if (pinned) {
      def.pinned = pinned;
      def.width = fixedWidth(column as GridColumn<unknown>);
      def.flex = null;
    }
    if (column.cell) {
      const render = column.cell;
      def.valueGetter = (p) => p.data;
      def.cellRenderer = (p: ICellRendererParams<T>) => (p.data ? render(p.data) : null);
    } else if (column.accessorKey === 'image') {
      def.cellRenderer = ImageCell;
    } else if (column.type === 'url') {
      def.cellRenderer = UrlCell;
    }
    if (column.format) {
      const format = column.format;
      def.valueFormatter = (p: ValueFormatterParams<T>) => (p.data ? format(p.value, p.data) : '');
    } else if (column.type === 'date') {
      def.valueFormatter = (p: ValueFormatterParams<T>) => formatDMY(p.value as string | null | undefined);
    }
    if (!def.cellRenderer) {
      const formatter = def.valueFormatter as ((p: ValueFormatterParams<T>) => string) | undefined;
      // Deprecated in ag-grid 36.2 for `tooltip` but still supported; the grid tests read this callback.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      def.tooltipValueGetter = (p) => {
        const text = formatter ? formatter(p as unknown as ValueFormatterParams<T>) : p.value == null ? '' : String(p.value);
        return text || undefined;
      };
    }
    if (column.accessorKey === 'actions') {
      def.cellClass = 'ff-grid-actions';
    }
    return def;
  });
}
