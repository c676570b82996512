import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { DataGrid, gridBinding, gridExportParams, useGridQuery } from '../../../components/grid';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { formatAed } from '../../../lib/money';
import { ExportButton } from '../components/ExportButton';
import { AdminPage, Panel, Tabs } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { DatePickerField } from '../components/DatePickerField';
import { FormModal } from '../components/FormModal';
import { promotionColumns } from '../columns/promotions-grid.columns';
import { useCreatePlanPromotion, useDeletePlanPromotion, usePlanPromotions, type PromotionSortField } from '../hooks/use-admin-offers';
import { usePlanOptions } from '../hooks/use-admin-plans';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { saveForm } from '../utils/save-form';
import { dayEndUtc, dayStartUtc, today, yearAhead } from '../../../lib/dates';
import { promotionSchema, type PromotionFormValues } from '../validation/promotion.schema';
import { toTranslationsInput } from '../validation/translations.schema';
import { ArabicField } from '../components/ArabicField';
import { lessPercent } from '../../../lib/money-rules';

const FORM_ID = 'promotion-form';
const EMPTY: PromotionFormValues = {
  name: '',
  planId: '',
  discountPercentage: '',
  startDate: null,
  endDate: null,
  translations: { ar: { name: '' } },
};

/** /dashboard/promotion_plans: create a promotion (discounted price shown), active and expired lists. */
export default function PromotionPlansPage() {
  const t = useAdminText();
  const tabs = [
    { key: 'active', label: t('promotions.tabActive') },
    { key: 'expired', label: t('promotions.tabExpired') },
  ] as const;
  const [adding, setAdding] = useState(false);
  const grid = useGridQuery<PromotionSortField>({ tab: 'active' });
  const tab = grid.filters.tab === 'expired' ? 'expired' : 'active';
  const list = usePlanPromotions({ ...grid.variables, expired: tab === 'expired' });
  const plans = usePlanOptions(!adding);
  const [create] = useCreatePlanPromotion();
  const [remove] = useDeletePlanPromotion();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(
    () =>
      promotionColumns(
        t,
        tab === 'active'
          ? (row) =>
              ask({
                title: t('promotions.deleteTitle'),
                message: t('promotions.deleteMessage', { name: row.name }),
                confirmLabel: t('common.delete'),
                success: t('promotions.deleted', { name: row.name }),
                run: () => remove({ variables: { id: row.id } }),
              })
          : undefined,
      ),
    [t, tab, ask, remove],
  );

  const planList = (plans.data?.adminPlans.data ?? []).filter((p) => p.active && !p.isTrial);
  const options = planList.map((p) => ({ value: p.id, label: `${p.name} (${formatAed(p.price)})` }));

  function submit(values: PromotionFormValues, helpers: FormikHelpers<PromotionFormValues>) {
    const { startDate, endDate } = values;
    if (!startDate || !endDate) return Promise.resolve(); // required by the schema: formik submits only valid values
    return saveForm(
      helpers,
      async () => {
        await create({
          variables: {
            input: {
              name: values.name.trim(),
              planId: values.planId,
              discountPercentage: Number(values.discountPercentage),
              startDate: dayStartUtc(startDate),
              endDate: dayEndUtc(endDate),
              translations: toTranslationsInput(values.translations, ['name'] as const),
            },
          },
        });
        return t('promotions.created', { name: values.name.trim() });
      },
      () => {
        setAdding(false);
      },
    );
  }

  return (
    <AdminPage
      title={t('promotions.title')}
      actions={
        <>
          <ExportButton
            path="/api/planPromotions/export.csv"
            filename={tab === 'expired' ? 'promotions-expired.csv' : 'promotions.csv'}
            params={{ ...gridExportParams(grid.variables), expired: tab === 'expired' ? 'true' : undefined }}
          />
          <Button onClick={() => setAdding(true)}>{t('promotions.add')}</Button>
        </>
      }
    >
      <Panel>
        <Tabs label={t('promotions.tabsLabel')} tabs={tabs} value={tab} onChange={(k) => grid.setFilters({ tab: k })} />
        <DataGrid
          label={tab === 'active' ? t('promotions.gridActive') : t('promotions.gridExpired')}
          columns={columns}
          {...gridBinding(grid, list, (d) => d.planPromotions)}
        />
      </Panel>
      {adding && (
        <FormModal<PromotionFormValues>
          formId={FORM_ID}
          title={t('promotions.add')}
          initialValues={EMPTY}
          validationSchema={promotionSchema}
          onSubmit={submit}
          onClose={() => {
            setAdding(false);
          }}
          className={styles.formGrid}
        >
          {(values) => {
            const plan = planList.find((p) => p.id === values.planId);
            const pct = Number(values.discountPercentage);
            const discounted = plan && Number.isInteger(pct) && pct > 0 && pct < 100 ? lessPercent(plan.price, pct) : null;
            return (
              <>
                <TextField name="name" label={t('promotions.name')} data-autofocus />
                <ArabicField name="name" label={t('promotions.name')} />
                <SelectField
                  name="planId"
                  label={t('common.plan')}
                  options={options}
                  placeholder={plans.loading ? t('promotions.loadingPlans') : t('promotions.selectPlan')}
                />
                <TextField name="discountPercentage" label={t('common.discountPercent')} type="number" min={1} max={99} step={1} />
                <p className={styles.full} aria-live="polite">
                  {t('promotions.discountedPriceLabel')}{' '}
                  <strong>
                    <bdi>{discounted !== null ? formatAed(discounted) : '—'}</bdi>
                  </strong>
                  {plan && <span className={styles.muted}> {t('promotions.was', { price: formatAed(plan.price) })}</span>}
                </p>
                <DatePickerField name="startDate" label={t('common.startDate')} minDate={today()} maxDate={yearAhead()} />
                <DatePickerField name="endDate" label={t('common.endDate')} minDate={values.startDate ?? today()} maxDate={yearAhead()} />
              </>
            );
          }}
        </FormModal>
      )}
      {dialog}
    </AdminPage>
  );
}
