import type { GridColumn } from '../../../components/grid';
import type { AdminMealFieldsFragment } from '../hooks/use-admin-meals';
import type { AdminT } from '../hooks/use-admin-text';
import { allergenKey, isAllergen } from '../../../lib/allergens';
import { actionsColumn, activeStatusColumn, editAction, toggleActiveAction } from './common-columns';

export interface MealActions {
  onEdit: (row: AdminMealFieldsFragment) => void;
  onToggle: (row: AdminMealFieldsFragment) => void;
}

/**
 * Meals (dashboard menus): image, name, category, kcal, P/C/F, allergens, active. The widths add up to the grid's
 * width at 1280 px beside the pinned actions (name and allergens take what is left; long ones end in an ellipsis
 * with the whole text as tooltip).
 */
export function mealColumns(t: AdminT, { onEdit, onToggle }: MealActions): GridColumn<AdminMealFieldsFragment>[] {
  return [
    { accessorKey: 'image', header: t('common.image'), width: 72 },
    { accessorKey: 'name', header: t('common.name'), sortKey: 'name', minWidth: 140 },
    {
      accessorKey: 'category',
      header: t('common.category'),
      sortKey: 'category',
      width: 110,
      format: (v) => t(`enums.mealCategory.${String(v)}`, { defaultValue: String(v) }),
    },
    { accessorKey: 'calories', header: t('meals.kcal'), sortKey: 'calories', width: 80 },
    {
      accessorKey: 'protein',
      header: t('meals.macros'),
      sortKey: 'protein',
      width: 116,
      format: (_v, r) => `${r.protein} / ${r.carbs} / ${r.fat}`,
    },
    {
      accessorKey: 'allergens',
      header: t('meals.allergens'),
      minWidth: 100,
      format: (v) =>
        Array.isArray(v)
          ? v
              .filter(isAllergen)
              .map((a) => t(allergenKey(a)))
              .join(t('meals.listSeparator'))
          : '',
    },
    activeStatusColumn(t, { width: 104 }),
    actionsColumn(t, 180, (row) => [
      editAction(t, row.name, () => onEdit(row)),
      toggleActiveAction(t, row.name, row.active, () => onToggle(row)),
    ]),
  ];
}
