import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn, type RowAction } from '../../../components/grid';
import type { AdminT } from '../hooks/use-admin-text';

/** The Status column of a row that can be switched off: an "Active" (good) or "Inactive" (neutral) pill, in px. */
export function activeStatusColumn<T extends { active: boolean }>(
  t: AdminT,
  { width, sortable = true }: { width: number; sortable?: boolean },
): GridColumn<T> {
  return {
    accessorKey: 'active',
    header: t('common.status'),
    ...(sortable ? { sortKey: 'active' } : {}),
    width,
    cell: (row) =>
      createElement(StatusPill, { tone: row.active ? 'good' : 'neutral' }, row.active ? t('common.active') : t('common.inactive')),
  };
}

/** The Actions column: the row's buttons (`null` for none), `minWidth` in px. The page's callbacks do the work. */
export function actionsColumn<T>(t: AdminT, minWidth: number, actions: (row: T) => RowAction[] | null): GridColumn<T> {
  return {
    accessorKey: 'actions',
    header: t('common.actions'),
    minWidth,
    cell: (row) => {
      const list = actions(row);
      return list ? createElement(ActionsCell, { actions: list }) : null;
    },
  };
}

/** "Edit", named for assistive technology after the row (`name`). */
export function editAction(t: AdminT, name: string, onClick: () => void): RowAction {
  return { label: t('common.edit'), ariaLabel: t('common.editNamed', { name }), onClick };
}

/** "Deactivate" (red) while `active`, else "Activate"; named after the row. */
export function toggleActiveAction(t: AdminT, name: string, active: boolean, onClick: () => void): RowAction {
  return active
    ? { label: t('common.deactivate'), ariaLabel: t('common.deactivateNamed', { name }), danger: true, onClick }
    : { label: t('common.activate'), ariaLabel: t('common.activateNamed', { name }), onClick };
}
