import type { GridColumn } from '../../../components/grid';
import type { AdminPlanFieldsFragment } from '../hooks/use-admin-plans';
import { formatAed } from '../../../lib/money';
import type { AdminT } from '../hooks/use-admin-text';
import { actionsColumn, activeStatusColumn, editAction, toggleActiveAction } from './common-columns';

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
    activeStatusColumn(t, { width: 110 }),
    actionsColumn(t, 270, (row) => [
      editAction(t, row.name, () => onEdit(row)),
      { label: t('plans.columns.meals'), ariaLabel: t('plans.columns.mealsOf', { name: row.name }), onClick: () => onMeals(row) },
      toggleActiveAction(t, row.name, row.active, () => onToggle(row)),
    ]),
  ];
}
