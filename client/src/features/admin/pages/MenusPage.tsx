import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataGrid, gridBinding, gridExportParams, useGridQuery } from '../../../components/grid';
import { Button } from '../../../components/ui/Button';
import { AdminPage, Panel } from '../components/AdminPage';
import { FormModal } from '../components/FormModal';
import { MealFormFields } from '../components/MealFormFields';
import { mealColumns } from '../columns/meals-grid.columns';
import { useAdminMeals, useCreateMeal, useSetMealActive, type MealSortField } from '../hooks/use-admin-meals';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { ExportButton } from '../components/ExportButton';
import { toggleActive } from '../hooks/use-toggle-active';
import { saveForm } from '../utils/save-form';
import { mealSchema, toMealInput, type MealFormValues } from '../validation/meal.schema';

const FORM_ID = 'add-meal-form';
export const EMPTY_MEAL: MealFormValues = {
  name: '',
  description: '',
  category: '',
  image: '',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
  allergens: [],
  tags: '',
  translations: { ar: { name: '', description: '' } },
};

/** /dashboard/menus: every meal (inactive too), Add meal, Edit, Deactivate / Activate. */
export default function MenusPage() {
  const t = useAdminText();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const grid = useGridQuery<MealSortField>();
  const list = useAdminMeals(grid.variables);
  const [create] = useCreateMeal();
  const [setActive] = useSetMealActive();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(
    () =>
      mealColumns(t, {
        onEdit: (row) => {
          void navigate(`/dashboard/menus/edit/${row.id}`);
        },
        onToggle: (row) => toggleActive(row, row.name, 'meal', (active) => setActive({ variables: { id: row.id, active } }), ask),
      }),
    [t, navigate, setActive, ask],
  );

  function submit(values: MealFormValues, helpers: FormikHelpers<MealFormValues>) {
    return saveForm(
      helpers,
      async () => {
        await create({ variables: { input: toMealInput(values) } });
        return t('meals.added', { name: values.name.trim() });
      },
      () => {
        setAdding(false);
      },
    );
  }

  return (
    <AdminPage
      title={t('meals.title')}
      intro={t('meals.intro')}
      actions={
        <>
          <ExportButton path="/api/meals/export.csv" filename="menu.csv" params={gridExportParams(grid.variables)} />
          <Button onClick={() => setAdding(true)}>{t('meals.add')}</Button>
        </>
      }
    >
      <Panel>
        <DataGrid label={t('meals.gridLabel')} columns={columns} {...gridBinding(grid, list, (d) => d.adminMeals)} />
      </Panel>
      {adding && (
        <FormModal<MealFormValues>
          formId={FORM_ID}
          title={t('meals.add')}
          initialValues={EMPTY_MEAL}
          validationSchema={mealSchema}
          onSubmit={submit}
          onClose={() => {
            setAdding(false);
          }}
        >
          <MealFormFields />
        </FormModal>
      )}
      {dialog}
    </AdminPage>
  );
}
