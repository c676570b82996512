import { createElement } from 'react';
import { ActionsCell, type GridColumn } from '../../../components/grid';
import type { PlanPromotionsQuery } from '../../../generated/graphql';
import { formatAed } from '../../../lib/money';

export type PromotionRow = PlanPromotionsQuery['planPromotions']['data'][number];

/** Plan promotions (spec section 3 "Plan promotion"; table key PlanPromotionsData). */
export function promotionColumns(onDelete?: (row: PromotionRow) => void): GridColumn<PromotionRow>[] {
  const columns: GridColumn<PromotionRow>[] = [
    { accessorKey: 'name', header: 'Promotion name', sortKey: 'name', minWidth: 170 },
    { accessorKey: 'planName', header: 'Plan name', minWidth: 160 },
    { accessorKey: 'discountPercentage', header: 'Discount', sortKey: 'discountPercentage', format: (v) => `${String(v)}%`, width: 120 },
    { accessorKey: 'discountedPrice', header: 'Discounted price', sortKey: 'discountedPrice', format: (v) => formatAed(Number(v)), minWidth: 150 },
    { accessorKey: 'startDate', header: 'Start date', type: 'date', sortKey: 'startDate', width: 130 },
    { accessorKey: 'endDate', header: 'End date', type: 'date', sortKey: 'endDate', width: 130 },
  ];
  if (onDelete) {
    columns.push({
      accessorKey: 'actions', header: 'Actions', width: 120,
      cell: (row) => createElement(ActionsCell, { actions: [{ label: 'Delete', danger: true, ariaLabel: `Delete ${row.name}`, onClick: () => onDelete(row) }] }),
    });
  }
  return columns;
}
