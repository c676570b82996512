import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { DiscountCodeFieldsFragment } from '../hooks/use-admin-offers';
import type { AdminT } from '../hooks/use-admin-text';

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
    {
      accessorKey: 'active',
      header: t('common.status'),
      sortKey: 'active',
      width: 120,
      cell: (row) =>
        createElement(StatusPill, { tone: row.active ? 'good' : 'neutral' }, row.active ? t('common.active') : t('common.inactive')),
    },
    {
      accessorKey: 'actions',
      header: t('common.actions'),
      minWidth: 200,
      cell: (row) =>
        createElement(ActionsCell, {
          actions: [
            { label: t('common.edit'), ariaLabel: t('common.editNamed', { name: row.code }), onClick: () => onEdit(row) },
            row.active
              ? {
                  label: t('common.deactivate'),
                  ariaLabel: t('common.deactivateNamed', { name: row.code }),
                  danger: true,
                  onClick: () => onToggle(row),
                }
              : { label: t('common.activate'), ariaLabel: t('common.activateNamed', { name: row.code }), onClick: () => onToggle(row) },
          ],
        }),
    },
  ];
}
