import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { DataGrid, useGridQuery } from '../../../components/grid';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage, fieldErrors } from '../../../lib/apollo-client';
import { formatAed } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { ExportButton } from '../components/ExportButton';
import { AdminPage, Panel, Tabs } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { DatePickerField } from '../components/DatePickerField';
import { promotionColumns } from '../columns/promotions-grid.columns';
import { useCreatePlanPromotion, useDeletePlanPromotion, usePlanPromotions, type PromotionSortField } from '../hooks/use-admin-offers';
import { usePlanOptions } from '../hooks/use-admin-plans';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { dayEndUtc, dayStartUtc, today, yearAhead } from '../utils/format';
import { promotionSchema, type PromotionFormValues } from '../validation/promotion.schema';
import { toTranslationsInput } from '../validation/translations.schema';
import { ArabicField } from '../components/ArabicField';

const FORM_ID = 'promotion-form';
const EMPTY: PromotionFormValues = { name: '', planId: '', discountPercentage: '', startDate: null, endDate: null, translations: { ar: { name: '' } } };

/** /dashboard/promotion_plans: create a promotion (discounted price shown), active and expired lists. */
export default function PromotionPlansPage() {
  const t = useAdminText();
  const tabs = [{ key: 'active', label: t('promotions.tabActive') }, { key: 'expired', label: t('promotions.tabExpired') }] as const;
  const [adding, setAdding] = useState(false);
  const grid = useGridQuery<PromotionSortField>({ tab: 'active' });
  const tab = grid.filters.tab === 'expired' ? 'expired' : 'active';
  const { data, previousData, loading, error } = usePlanPromotions({ ...grid.variables, expired: tab === 'expired' });
  const plans = usePlanOptions(!adding);
  const [create] = useCreatePlanPromotion();
  const [remove] = useDeletePlanPromotion();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(() => promotionColumns(t, tab === 'active' ? (row) => ask({
    title: t('promotions.deleteTitle'),
    message: t('promotions.deleteMessage', { name: row.name }),
    confirmLabel: t('common.delete'),
    success: t('promotions.deleted', { name: row.name }),
    run: () => remove({ variables: { id: row.id } }),
  }) : undefined), [t, tab, ask, remove]);

  const planList = (plans.data?.adminPlans.data ?? []).filter((p) => p.active && !p.isTrial);
  const options = planList.map((p) => ({ value: p.id, label: `${p.name} (${formatAed(p.price)})` }));

  async function submit(values: PromotionFormValues, helpers: FormikHelpers<PromotionFormValues>) {
    if (!values.startDate || !values.endDate) return; // required by the schema: formik submits only valid values
    try {
      await create({ variables: { input: {
        name: values.name.trim(), planId: values.planId, discountPercentage: Number(values.discountPercentage),
        startDate: dayStartUtc(values.startDate), endDate: dayEndUtc(values.endDate),
        translations: toTranslationsInput(values.translations, ['name'] as const),
      } } });
      notify.success(t('promotions.created', { name: values.name.trim() }));
      setAdding(false);
    } catch (e) {
      helpers.setErrors(fieldErrors(e));
      notify.error(errorMessage(e));
    }
  }

  return (
    <AdminPage
      title={t('promotions.title')}
      actions={(
        <>
          <ExportButton
            path="/api/planPromotions/export.csv"
            filename={tab === 'expired' ? 'promotions-expired.csv' : 'promotions.csv'}
            params={{ search: grid.variables.search, sortBy: grid.variables.sortBy, sortDir: grid.variables.sortBy ? grid.variables.sortDir : undefined, expired: tab === 'expired' ? 'true' : undefined }}
          />
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>{t('promotions.add')}</button>
        </>
      )}
    >
      <Panel>
        <Tabs label={t('promotions.tabsLabel')} tabs={tabs} value={tab} onChange={(k) => grid.setFilters({ tab: k })} />
        <DataGrid label={tab === 'active' ? t('promotions.gridActive') : t('promotions.gridExpired')} columns={columns} result={(data ?? previousData)?.planPromotions} loading={loading} error={error} query={grid.query} onQueryChange={grid.setQuery} getRowId={(r) => r.id} />
      </Panel>
      {adding && (
        <Formik<PromotionFormValues> initialValues={EMPTY} validationSchema={promotionSchema} onSubmit={submit}>
          {({ isSubmitting, values }) => {
            const plan = planList.find((p) => p.id === values.planId);
            const pct = Number(values.discountPercentage);
            const discounted = plan && pct > 0 && pct < 100 ? Math.round(plan.price * (1 - pct / 100)) : null;
            return (
              <Modal open title={t('promotions.add')} onClose={() => setAdding(false)} formId={FORM_ID} submitting={isSubmitting}>
                <Form id={FORM_ID} noValidate className={styles.formGrid}>
                  <TextField name="name" label={t('promotions.name')} data-autofocus />
                  <ArabicField name="name" label={t('promotions.name')} />
                  <SelectField name="planId" label={t('common.plan')} options={options} placeholder={plans.loading ? t('promotions.loadingPlans') : t('promotions.selectPlan')} />
                  <TextField name="discountPercentage" label={t('common.discountPercent')} type="number" min={1} max={99} step={1} />
                  <p className={styles.full} aria-live="polite">
                    {t('promotions.discountedPriceLabel')} <strong><bdi>{discounted !== null ? formatAed(discounted) : '—'}</bdi></strong>
                    {plan && <span className={styles.muted}> {t('promotions.was', { price: formatAed(plan.price) })}</span>}
                  </p>
                  <DatePickerField name="startDate" label={t('common.startDate')} minDate={today()} maxDate={yearAhead()} />
                  <DatePickerField name="endDate" label={t('common.endDate')} minDate={values.startDate ?? today()} maxDate={yearAhead()} />
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
