import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { DataGrid } from '../../../components/grid';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Modal } from '../../../components/ui/Modal';
import {
  CreatePlanPromotionDocument, DeletePlanPromotionDocument, PlanOptionsDocument, PlanPromotionsDocument, type PromotionSortField,
} from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/apollo-client';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { ExportButton } from '../components/ExportButton';
import { AdminPage, Panel, Tabs } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { DatePickerField } from '../components/DatePickerField';
import { promotionColumns } from '../columns/promotions-grid.columns';
import { useConfirm } from '../hooks/use-confirm';
import { useGridQuery } from '../hooks/use-grid-query';
import { dayEndUtc, dayStartUtc, today, yearAhead } from '../utils/format';
import { promotionSchema, type PromotionFormValues } from '../validation/promotion.schema';
import { toTranslationsInput } from '../validation/translations.schema';
import { ArabicField } from '../components/ArabicField';

const FORM_ID = 'promotion-form';
const TABS = [{ key: 'active', label: 'Active' }, { key: 'expired', label: 'Expired' }] as const;
const EMPTY: PromotionFormValues = { name: '', planId: '', discountPercentage: '', startDate: null, endDate: null, translations: { ar: { name: '' } } };

/** /dashboard/promotion_plans: create a promotion (discounted price shown), active and expired lists. */
export default function PromotionPlansPage() {
  const [tab, setTab] = useState<'active' | 'expired'>('active');
  const [adding, setAdding] = useState(false);
  const grid = useGridQuery<PromotionSortField>();
  const { data, previousData, loading, error } = useQuery(PlanPromotionsDocument, { variables: { ...grid.variables, expired: tab === 'expired' } });
  const plans = useQuery(PlanOptionsDocument, { skip: !adding });
  const [create] = useMutation(CreatePlanPromotionDocument, { refetchQueries: ['PlanPromotions'] });
  const [remove] = useMutation(DeletePlanPromotionDocument, { refetchQueries: ['PlanPromotions'] });
  const { ask, dialog } = useConfirm();

  const columns = useMemo(() => promotionColumns(tab === 'active' ? (row) => ask({
    title: 'Delete promotion',
    message: `Delete ${row.name}? Orders already placed keep their discount.`,
    confirmLabel: 'Delete',
    success: `${row.name} deleted.`,
    run: () => remove({ variables: { id: row.id } }),
  }) : undefined), [tab, ask, remove]);

  const planList = (plans.data?.adminPlans.data ?? []).filter((p) => p.active && !p.isTrial);
  const options = planList.map((p) => ({ value: p.id, label: `${p.name} (${formatAed(p.price)})` }));

  async function submit(values: PromotionFormValues, helpers: FormikHelpers<PromotionFormValues>) {
    try {
      await create({ variables: { input: {
        name: values.name.trim(), planId: values.planId, discountPercentage: Number(values.discountPercentage),
        startDate: dayStartUtc(values.startDate!), endDate: dayEndUtc(values.endDate!),
        translations: toTranslationsInput(values.translations, ['name'] as const),
      } } });
      notify.success(`${values.name.trim()} created.`);
      setAdding(false);
    } catch (e) {
      helpers.setErrors(fieldErrors(e));
      notify.error(errorMessage(e));
    }
  }

  return (
    <AdminPage
      title="Plan Promotions"
      actions={(
        <>
          <ExportButton
            path="/api/planPromotions/export.csv"
            filename={tab === 'expired' ? 'promotions-expired.csv' : 'promotions.csv'}
            params={{ search: grid.variables.search, sortBy: grid.variables.sortBy, sortDir: grid.variables.sortBy ? grid.variables.sortDir : undefined, expired: tab === 'expired' ? 'true' : undefined }}
          />
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>Add promotion</button>
        </>
      )}
    >
      <Panel>
        <Tabs label="Promotion lists" tabs={TABS} value={tab} onChange={(k) => { setTab(k); grid.reset(); }} />
        <DataGrid key={tab} label={tab === 'active' ? 'Active promotions' : 'Expired promotions'} columns={columns} result={(data ?? previousData)?.planPromotions} loading={loading} error={error} onQueryChange={grid.setQuery} getRowId={(r) => r.id} />
      </Panel>
      {adding && (
        <Formik<PromotionFormValues> initialValues={EMPTY} validationSchema={promotionSchema} onSubmit={submit}>
          {({ isSubmitting, values }) => {
            const plan = planList.find((p) => p.id === values.planId);
            const pct = Number(values.discountPercentage);
            const discounted = plan && pct > 0 && pct < 100 ? Math.round(plan.price * (1 - pct / 100)) : null;
            return (
              <Modal open title="Add promotion" onClose={() => setAdding(false)} formId={FORM_ID} submitting={isSubmitting}>
                <Form id={FORM_ID} noValidate className={styles.formGrid}>
                  <TextField name="name" label="Promotion name" data-autofocus />
                  <ArabicField name="name" label="Promotion name" />
                  <SelectField name="planId" label="Plan" options={options} placeholder={plans.loading ? 'Loading plans…' : 'Select a plan'} />
                  <TextField name="discountPercentage" label="Discount (%)" type="number" min={1} max={99} step={1} />
                  <p className={styles.full} aria-live="polite">
                    Discounted price: <strong>{discounted !== null ? formatAed(discounted) : '—'}</strong>
                    {plan && <span className={styles.muted}> (was {formatAed(plan.price)})</span>}
                  </p>
                  <DatePickerField name="startDate" label="Start date" minDate={today()} maxDate={yearAhead()} />
                  <DatePickerField name="endDate" label="End date" minDate={values.startDate ?? today()} maxDate={yearAhead()} />
                </Form>
              </Modal>
            );
          }}
        </Formik>
      )}
      {dialog}
    </AdminPage>
  );
}
