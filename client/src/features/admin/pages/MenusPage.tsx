import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataGrid, useGridQuery } from '../../../components/grid';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage, fieldErrors } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import { MealFormFields } from '../components/MealFormFields';
import { mealColumns } from '../columns/meals-grid.columns';
import { useAdminMeals, useCreateMeal, useSetMealActive, type MealSortField } from '../hooks/use-admin-meals';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { ExportButton } from '../components/ExportButton';
import { toggleActive } from '../hooks/use-toggle-active';
import { mealSchema, toMealInput, type MealFormValues } from '../validation/meal.schema';

const FORM_ID = 'add-meal-form';
export const EMPTY_MEAL: MealFormValues = { name: '', description: '', category: '', image: '', calories: '', protein: '', carbs: '', fat: '', allergens: '', tags: '', translations: { ar: { name: '', description: '' } } };

/** /dashboard/menus: every meal (inactive too), Add meal, Edit, Deactivate / Activate. */
export default function MenusPage() {
  const t = useAdminText();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const grid = useGridQuery<MealSortField>();
  const { data, previousData, loading, error } = useAdminMeals(grid.variables);
  const [create] = useCreateMeal();
  const [setActive] = useSetMealActive();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(() => mealColumns(t, {
    onEdit: (row) => { void navigate(`/dashboard/menus/edit/${row.id}`); },
    onToggle: (row) => toggleActive(row, row.name, 'meal', (active) => setActive({ variables: { id: row.id, active } }), ask),
  }), [t, navigate, setActive, ask]);

  async function submit(values: MealFormValues, helpers: FormikHelpers<MealFormValues>) {
    try {
      await create({ variables: { input: toMealInput(values) } });
      notify.success(t('meals.added', { name: values.name.trim() }));
      setAdding(false);
    } catch (e) {
      helpers.setErrors(fieldErrors(e));
      notify.error(errorMessage(e));
    }
  }

  return (
    <AdminPage title={t('meals.title')} intro={t('meals.intro')} actions={(
      <>
        <ExportButton path="/api/meals/export.csv" filename="menu.csv" params={{ search: grid.variables.search, sortBy: grid.variables.sortBy, sortDir: grid.variables.sortBy ? grid.variables.sortDir : undefined }} />
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>{t('meals.add')}</button>
      </>
    )}>
      <Panel>
        <DataGrid label={t('meals.gridLabel')} columns={columns} result={(data ?? previousData)?.adminMeals} loading={loading} error={error} query={grid.query} onQueryChange={grid.setQuery} getRowId={(r) => r.id} />
      </Panel>
      {adding && (
        <Formik<MealFormValues> initialValues={EMPTY_MEAL} validationSchema={mealSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Modal open title={t('meals.add')} onClose={() => setAdding(false)} formId={FORM_ID} submitting={isSubmitting}>
              <Form id={FORM_ID} noValidate><MealFormFields /></Form>
            </Modal>
          )}
        </Formik>
      )}
      {dialog}
    </AdminPage>
  );
}
