import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { DiscountCodeFieldsFragment } from '../../../generated/graphql';

export interface DiscountCodeActions {
  onEdit: (row: DiscountCodeFieldsFragment) => void;
  onToggle: (row: DiscountCodeFieldsFragment) => void;
}

/** Discount codes (dashboard discount_codes; table key DiscountCodesData). */
export function discountCodeColumns({ onEdit, onToggle }: DiscountCodeActions): GridColumn<DiscountCodeFieldsFragment>[] {
  return [
    { accessorKey: 'code', header: 'Code', sortKey: 'code' },
    { accessorKey: 'name', header: 'Name', sortKey: 'name', minWidth: 160 },
    { accessorKey: 'percentage', header: 'Discount', sortKey: 'percentage', format: (v) => `${String(v)}%`, width: 120 },
    { accessorKey: 'startDate', header: 'Start date', type: 'date', sortKey: 'startDate', width: 130 },
    { accessorKey: 'endDate', header: 'End date', type: 'date', sortKey: 'endDate', width: 130 },
    {
      accessorKey: 'active', header: 'Status', sortKey: 'active', width: 120,
      cell: (row) => createElement(StatusPill, { tone: row.active ? 'good' : 'neutral' }, row.active ? 'Active' : 'Inactive'),
    },
    {
      accessorKey: 'actions', header: 'Actions', minWidth: 200,
      cell: (row) => createElement(ActionsCell, {
        actions: [
          { label: 'Edit', ariaLabel: `Edit ${row.code}`, onClick: () => onEdit(row) },
          row.active
            ? { label: 'Deactivate', ariaLabel: `Deactivate ${row.code}`, danger: true, onClick: () => onToggle(row) }
            : { label: 'Activate', ariaLabel: `Activate ${row.code}`, onClick: () => onToggle(row) },
        ],
      }),
    },
  ];
}
