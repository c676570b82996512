import type { GridColumn } from '../../../components/grid';
import type { DiscountCodeFieldsFragment } from '../hooks/use-admin-offers';
import type { AdminT } from '../hooks/use-admin-text';
import { actionsColumn, activeStatusColumn, editAction, toggleActiveAction } from './common-columns';

export interface DiscountCodeActions {
  onEdit: (row: DiscountCodeFieldsFragment) => void;
  onToggle: (row: DiscountCodeFieldsFragment) => void;
}

/** Discount codes (dashboard discount_codes; table key DiscountCodesData). */
export function discountCodeColumns(t: AdminT, { onEdit, onToggle }: DiscountCodeActions): GridColumn<DiscountCodeFieldsFragment>[] {
  return [
    { accessorKey: 'code', header: t('discountCodes.code'), sortKey: 'code' },
    { accessorKey: 'name', header: t('common.name'), sortKey: 'name', minWidth: 160 },
    { accessorKey: 'percentage', header: t('common.discount'), sortKey: 'percentage', format: (v) => `${String(v)}%`, width: 120 },
    { accessorKey: 'startDate', header: t('common.startDate'), type: 'date', sortKey: 'startDate', width: 130 },
    { accessorKey: 'endDate', header: t('common.endDate'), type: 'date', sortKey: 'endDate', width: 130 },
    activeStatusColumn(t, { width: 120 }),
    actionsColumn(t, 200, (row) => [
      editAction(t, row.code, () => onEdit(row)),
      toggleActiveAction(t, row.code, row.active, () => onToggle(row)),
    ]),
  ];
}
