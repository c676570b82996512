import { createElement } from 'react';
import { ActionsCell, type GridColumn } from '../../../components/grid';
import type { PlanPromotionsQuery } from '../hooks/use-admin-offers';
import { formatAed } from '../../../lib/money';
import type { AdminT } from '../hooks/use-admin-text';

export type PromotionRow = PlanPromotionsQuery['planPromotions']['data'][number];

/** Plan promotions (spec section 3 "Plan promotion"; table key PlanPromotionsData). */
export function promotionColumns(t: AdminT, onDelete?: (row: PromotionRow) => void): GridColumn<PromotionRow>[] {
  const columns: GridColumn<PromotionRow>[] = [
    { accessorKey: 'name', header: t('promotions.name'), sortKey: 'name', minWidth: 170 },
    { accessorKey: 'planName', header: t('common.planName'), minWidth: 160 },
    {
      accessorKey: 'discountPercentage',
      header: t('common.discount'),
      sortKey: 'discountPercentage',
      format: (v) => `${String(v)}%`,
      width: 120,
    },
    {
      accessorKey: 'discountedPrice',
      header: t('promotions.discountedPrice'),
      sortKey: 'discountedPrice',
      format: (v) => formatAed(Number(v)),
      minWidth: 150,
    },
    { accessorKey: 'startDate', header: t('common.startDate'), type: 'date', sortKey: 'startDate', width: 130 },
    { accessorKey: 'endDate', header: t('common.endDate'), type: 'date', sortKey: 'endDate', width: 130 },
  ];
  if (onDelete) {
    columns.push({
      accessorKey: 'actions',
      header: t('common.actions'),
      width: 120,
      cell: (row) =>
        createElement(ActionsCell, {
          actions: [
            {
              label: t('common.delete'),
              danger: true,
              ariaLabel: t('common.deleteNamed', { name: row.name }),
              onClick: () => onDelete(row),
            },
          ],
        }),
    });
  }
  return columns;
}
