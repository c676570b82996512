import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataGrid, gridBinding, gridExportParams, useGridQuery } from '../../../components/grid';
import { Button } from '../../../components/ui/Button';
import { AdminPage, Panel } from '../components/AdminPage';
import { FormModal } from '../components/FormModal';
import { ExportButton } from '../components/ExportButton';
import { PlanFormFields } from '../components/PlanFormFields';
import { planColumns } from '../columns/plans-grid.columns';
import { useAdminPlans, useCreatePlan, useSetPlanActive, type PlanSortField } from '../hooks/use-admin-plans';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { toggleActive } from '../hooks/use-toggle-active';
import { saveForm } from '../utils/save-form';
import { DEFAULT_WEEKS, planSchema, toPlanInput, type PlanFormValues } from '../validation/plan.schema';

const FORM_ID = 'add-plan-form';
const EMPTY: PlanFormValues = {
  name: '',
  description: '',
  image: '',
  price: '',
  breakfast: '0.00',
  lunch: '0.00',
  dinner: '0.00',
  snacks: '0.00',
  startDate: null,
  endDate: null,
  isTrial: false,
  sortOrder: '',
  translations: { ar: { name: '', description: '' } },
  weeks: DEFAULT_WEEKS,
};

/** /dashboard/plans: plans with the spec's list fields, Add plan, Edit, Meals, Deactivate / Activate. */
export default function PlansPage() {
  const t = useAdminText();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const grid = useGridQuery<PlanSortField>();
  const list = useAdminPlans(grid.variables);
  const [create] = useCreatePlan();
  const [setActive] = useSetPlanActive();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(
    () =>
      planColumns(t, {
        onEdit: (row) => {
          void navigate(`/dashboard/plans/edit/${row.id}`);
        },
        onMeals: (row) => {
          void navigate(`/dashboard/plans/menu/${row.id}`);
        },
        onToggle: (row) => toggleActive(row, row.name, 'plan', (active) => setActive({ variables: { id: row.id, active } }), ask),
      }),
    [t, navigate, setActive, ask],
  );

  function submit(values: PlanFormValues, helpers: FormikHelpers<PlanFormValues>) {
    const input = toPlanInput(values);
    return saveForm(
      helpers,
      async () => {
        const { data } = await create({
          variables: { input: { ...input, startDate: input.startDate ?? undefined, endDate: input.endDate ?? undefined } },
        });
        // A plan without meals for what it serves is stored inactive by the server: say what to do next.
        return t(data?.createPlan.active === false ? 'plans.createdInactive' : 'plans.created', { name: input.name });
      },
      () => {
        setAdding(false);
      },
    );
  }

  return (
    <AdminPage
      title={t('plans.title')}
      actions={
        <>
          <ExportButton path="/api/plans/export.csv" filename="plans.csv" params={gridExportParams(grid.variables)} />
          <Button onClick={() => setAdding(true)}>{t('plans.add')}</Button>
        </>
      }
    >
      <Panel>
        <DataGrid label={t('plans.gridLabel')} columns={columns} {...gridBinding(grid, list, (d) => d.adminPlans)} />
      </Panel>
      {adding && (
        <FormModal<PlanFormValues>
          formId={FORM_ID}
          title={t('plans.add')}
          initialValues={EMPTY}
          validationSchema={planSchema}
          onSubmit={submit}
          onClose={() => {
            setAdding(false);
          }}
        >
          <PlanFormFields />
        </FormModal>
      )}
      {dialog}
    </AdminPage>
  );
}
