import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminPlanFieldsFragment } from '../../../generated/graphql';
import { formatAed } from '../../../lib/money';

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
export function planColumns({ onEdit, onMeals, onToggle }: PlanActions): GridColumn<AdminPlanFieldsFragment>[] {
  return [
    { accessorKey: 'name', header: 'Plan name', sortKey: 'name', minWidth: 170 },
    { accessorKey: 'description', header: 'Plan description', minWidth: 220 },
    { accessorKey: 'price', header: 'Price', sortKey: 'price', format: money, minWidth: 130 },
    { accessorKey: 'dailyPrices.breakfast', header: 'Daily breakfast', format: money, minWidth: 130 },
    { accessorKey: 'dailyPrices.lunch', header: 'Daily lunch', format: money, minWidth: 130 },
    { accessorKey: 'dailyPrices.dinner', header: 'Daily dinner', format: money, minWidth: 130 },
    { accessorKey: 'dailyPrices.snacks', header: 'Daily snack', format: money, minWidth: 130 },
    { accessorKey: 'startDate', header: 'Start date', type: 'date', sortKey: 'startDate', width: 130 },
    { accessorKey: 'endDate', header: 'End date', type: 'date', sortKey: 'endDate', width: 130 },
    { accessorKey: 'planMeals', header: 'Plan meals', format: (v) => String(Array.isArray(v) ? v.length : 0), width: 120 },
    {
      accessorKey: 'active', header: 'Status', sortKey: 'active', width: 110,
      cell: (row) => createElement(StatusPill, { tone: row.active ? 'good' : 'neutral' }, row.active ? 'Active' : 'Inactive'),
    },
    {
      accessorKey: 'actions', header: 'Actions', minWidth: 270,
      cell: (row) => createElement(ActionsCell, {
        actions: [
          { label: 'Edit', ariaLabel: `Edit ${row.name}`, onClick: () => onEdit(row) },
          { label: 'Meals', ariaLabel: `Meals of ${row.name}`, onClick: () => onMeals(row) },
          row.active
            ? { label: 'Deactivate', ariaLabel: `Deactivate ${row.name}`, danger: true, onClick: () => onToggle(row) }
            : { label: 'Activate', ariaLabel: `Activate ${row.name}`, onClick: () => onToggle(row) },
        ],
      }),
    },
  ];
}
