import { createElement } from 'react';
import { ActionsCell, StatusPill, type GridColumn } from '../../../components/grid';
import type { AdminMealFieldsFragment } from '../../../generated/graphql';

export interface MealActions {
  onEdit: (row: AdminMealFieldsFragment) => void;
  onToggle: (row: AdminMealFieldsFragment) => void;
}

/** Meals (dashboard menus): image, name, category, kcal, P/C/F, allergens, active. */
export function mealColumns({ onEdit, onToggle }: MealActions): GridColumn<AdminMealFieldsFragment>[] {
  return [
    { accessorKey: 'image', header: 'Image', width: 90 },
    { accessorKey: 'name', header: 'Name', sortKey: 'name', minWidth: 180 },
    { accessorKey: 'category', header: 'Category', sortKey: 'category', width: 120 },
    { accessorKey: 'calories', header: 'kcal', sortKey: 'calories', width: 100 },
    { accessorKey: 'protein', header: 'P / C / F (g)', sortKey: 'protein', width: 140, format: (_v, r) => `${r.protein} / ${r.carbs} / ${r.fat}` },
    { accessorKey: 'allergens', header: 'Allergens', minWidth: 140, format: (v) => (Array.isArray(v) ? v.join(', ') : '') },
    {
      accessorKey: 'active', header: 'Status', sortKey: 'active', width: 110,
      cell: (row) => createElement(StatusPill, { tone: row.active ? 'good' : 'neutral' }, row.active ? 'Active' : 'Inactive'),
    },
    {
      accessorKey: 'actions', header: 'Actions', minWidth: 200,
      cell: (row) => createElement(ActionsCell, {
        actions: [
          { label: 'Edit', ariaLabel: `Edit ${row.name}`, onClick: () => onEdit(row) },
          row.active
            ? { label: 'Deactivate', ariaLabel: `Deactivate ${row.name}`, danger: true, onClick: () => onToggle(row) }
            : { label: 'Activate', ariaLabel: `Activate ${row.name}`, onClick: () => onToggle(row) },
        ],
      }),
    },
  ];
}
