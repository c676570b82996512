import { AG_GRID_LOCALE_EG } from '@ag-grid-community/locale';
import {
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  RowStyleModule,
  CellStyleModule,
  TooltipModule,
  ValidationModule,
  themeQuartz,
  type ColDef,
} from 'ag-grid-community';

/**
 * Shared ag-grid set-up (style rule 11). ag-grid 36 needs its modules registered; only the ones the
 * grid uses are (not AllCommunityModule, stack notes): the client-side row model for the current page
 * (paging, sorting and search happen on the server), cell and row styles, tooltips (full text of long
 * cells, as browser tooltips), the locale module (ag-grid's own texts in Arabic), and the validation module in
 * development only so its warnings name a missing module.
 */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  LocaleModule,
  CellStyleModule,
  RowStyleModule,
  TooltipModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** Spec section 9: page sizes and the default. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Spec section 9: the search text goes to the server 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * ag-grid's own texts (aria labels of rows, cells and headers; its overlays) for an interface language:
 * ag-grid's maintained Arabic translation (`@ag-grid-community/locale`, Modern Standard Arabic) for `ar`,
 * ag-grid's built-in English otherwise.
 */
export function gridLocaleText(language: string): Record<string, string> | undefined {
  return language === 'ar' ? AG_GRID_LOCALE_EG : undefined;
}

/**
 * Brand-coloured Quartz theme through ag-grid's theming API (no CSS import needed). Colours are the
 * CSS tokens of styles/global.css, so the grid follows the light and dark schemes with the page.
 */
export const gridTheme = themeQuartz.withParams({
  accentColor: 'var(--accent-bright)',
  backgroundColor: 'var(--surface)',
  foregroundColor: 'var(--text)',
  headerBackgroundColor: 'var(--primary-soft)',
  headerTextColor: 'var(--heading)',
  headerFontWeight: 600,
  borderColor: 'var(--border)',
  rowHoverColor: 'var(--surface-soft)',
  browserColorScheme: 'inherit',
  fontFamily: 'inherit',
  fontSize: 14,
  wrapperBorderRadius: 12,
  rowHeight: 52,
  headerHeight: 48,
});

/** Defaults of every column: resizable, no client-side sorting (the server sorts). */
export const defaultColDef: ColDef = {
  resizable: true,
  sortable: false,
  suppressMovable: true,
  minWidth: 90,
  flex: 1,
};
