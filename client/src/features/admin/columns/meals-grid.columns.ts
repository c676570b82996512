import type { GridColumn } from '../../../components/grid';
import type { AdminMealFieldsFragment } from '../hooks/use-admin-meals';
import type { AdminT } from '../hooks/use-admin-text';
import { allergenKey, isAllergen } from '../../../lib/allergens';
import { actionsColumn, activeStatusColumn, editAction, toggleActiveAction } from './common-columns';

export interface MealActions {
  onEdit: (row: AdminMealFieldsFragment) => void;
  onToggle: (row: AdminMealFieldsFragment) => void;
}

/** Meals (dashboard menus): image, name, category, kcal, P/C/F, allergens, active. */
export function mealColumns(t: AdminT, { onEdit, onToggle }: MealActions): GridColumn<AdminMealFieldsFragment>[] {
  return [
    { accessorKey: 'image', header: t('common.image'), width: 90 },
    { accessorKey: 'name', header: t('common.name'), sortKey: 'name', minWidth: 180 },
    {
      accessorKey: 'category',
      header: t('common.category'),
      sortKey: 'category',
      width: 120,
      format: (v) => t(`enums.mealCategory.${String(v)}`, { defaultValue: String(v) }),
    },
    { accessorKey: 'calories', header: t('meals.kcal'), sortKey: 'calories', width: 100 },
    {
      accessorKey: 'protein',
      header: t('meals.macros'),
      sortKey: 'protein',
      width: 140,
      format: (_v, r) => `${r.protein} / ${r.carbs} / ${r.fat}`,
    },
    {
      accessorKey: 'allergens',
      header: t('meals.allergens'),
      minWidth: 160,
      format: (v) =>
        Array.isArray(v)
          ? v
              .filter(isAllergen)
              .map((a) => t(allergenKey(a)))
              .join(t('meals.listSeparator'))
          : '',
    },
    activeStatusColumn(t, { width: 110 }),
    actionsColumn(t, 200, (row) => [
      editAction(t, row.name, () => onEdit(row)),
      toggleActiveAction(t, row.name, row.active, () => onToggle(row)),
    ]),
  ];
}
