import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminPlanFieldsFragment } from '../hooks/use-admin-plans';
import { formatAed } from '../../../lib/money';
import type { AdminT } from '../hooks/use-admin-text';

export interface PlanActions {
  onEdit: (row: AdminPlanFieldsFragment) => void;
  onMeals: (row: AdminPlanFieldsFragment) => void;
  onToggle: (row: AdminPlanFieldsFragment) => void;
}

const money = (v: unknown) => formatAed(typeof v === 'number' ? v : 0);

/**
 * Plans (spec section 3 "Plan (list view)"): planName, planDescription, price, the four daily prices
 * (0 when missing), startDate / endDate DD-MM-YYYY or empty, planMeals count. Money through formatAed.
 */
export function planColumns(t: AdminT, { onEdit, onMeals, onToggle }: PlanActions): GridColumn<AdminPlanFieldsFragment>[] {
  return [
    { accessorKey: 'name', header: t('common.planName'), sortKey: 'name', minWidth: 170 },
    { accessorKey: 'description', header: t('plans.columns.description'), minWidth: 220 },
    { accessorKey: 'price', header: t('plans.columns.price'), sortKey: 'price', format: money, minWidth: 130 },
    { accessorKey: 'dailyPrices.breakfast', header: t('plans.columns.breakfast'), format: money, minWidth: 130 },
    { accessorKey: 'dailyPrices.lunch', header: t('plans.columns.lunch'), format: money, minWidth: 130 },
    { accessorKey: 'dailyPrices.dinner', header: t('plans.columns.dinner'), format: money, minWidth: 130 },
    { accessorKey: 'dailyPrices.snacks', header: t('plans.columns.snack'), format: money, minWidth: 130 },
    { accessorKey: 'startDate', header: t('common.startDate'), type: 'date', sortKey: 'startDate', width: 130 },
    { accessorKey: 'endDate', header: t('common.endDate'), type: 'date', sortKey: 'endDate', width: 130 },
    { accessorKey: 'planMeals', header: t('plans.columns.planMeals'), format: (v) => String(Array.isArray(v) ? v.length : 0), width: 120 },
    {
      accessorKey: 'active',
      header: t('common.status'),
      sortKey: 'active',
      width: 110,
      cell: (row) =>
        createElement(StatusPill, { tone: row.active ? 'good' : 'neutral' }, row.active ? t('common.active') : t('common.inactive')),
    },
    {
      accessorKey: 'actions',
      header: t('common.actions'),
      minWidth: 270,
      cell: (row) =>
        createElement(ActionsCell, {
          actions: [
            { label: t('common.edit'), ariaLabel: t('common.editNamed', { name: row.name }), onClick: () => onEdit(row) },
            { label: t('plans.columns.meals'), ariaLabel: t('plans.columns.mealsOf', { name: row.name }), onClick: () => onMeals(row) },
            row.active
              ? {
                  label: t('common.deactivate'),
                  ariaLabel: t('common.deactivateNamed', { name: row.name }),
                  danger: true,
                  onClick: () => onToggle(row),
                }
              : { label: t('common.activate'), ariaLabel: t('common.activateNamed', { name: row.name }), onClick: () => onToggle(row) },
          ],
        }),
    },
  ];
}
