import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { DataGrid, useGridQuery } from '../../../components/grid';
import { TextField } from '../../../components/form/TextField';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage, fieldErrors } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel, Tabs } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { DatePickerField } from '../components/DatePickerField';
import { discountCodeColumns } from '../columns/discount-codes-grid.columns';
import {
  useCreateDiscountCode, useDiscountCodes, useSetDiscountCodeActive, useUpdateDiscountCode, type DiscountCodeFieldsFragment, type DiscountCodeSortField,
} from '../hooks/use-admin-offers';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { ExportButton } from '../components/ExportButton';
import { dayEndUtc, dayStartUtc, today, utcDayToLocal, yearAhead } from '../utils/format';
import { discountCodeSchema, type DiscountCodeFormValues } from '../validation/discount-code.schema';

const FORM_ID = 'discount-code-form';
const EMPTY: DiscountCodeFormValues = { code: '', name: '', percentage: '', startDate: null, endDate: null };

/** /dashboard/discount_codes: create, edit, switch off; active and expired lists (spec sections 2, 7). */
export default function DiscountCodesPage() {
  const t = useAdminText();
  /** Active: switched on and not ended; the other tab holds ended and switched-off codes. */
  const tabs = [{ key: 'active', label: t('discountCodes.tabActive') }, { key: 'expired', label: t('discountCodes.tabExpired') }] as const;
  const [editing, setEditing] = useState<DiscountCodeFieldsFragment | 'new' | null>(null);
  const grid = useGridQuery<DiscountCodeSortField>({ tab: 'active' });
  const tab = grid.filters.tab === 'expired' ? 'expired' : 'active';
  const { data, previousData, loading, error } = useDiscountCodes({ ...grid.variables, expired: tab === 'expired' });
  const [create] = useCreateDiscountCode();
  const [update] = useUpdateDiscountCode();
  // The switched code moves to the other tab: both lists are fetched again (the row's own state is in the cache at once).
  const [setActive] = useSetDiscountCodeActive();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(() => discountCodeColumns(t, {
    onEdit: (row) => setEditing(row),
    onToggle: (row) => {
      if (!row.active) {
        void setActive({ variables: { id: row.id, active: true } })
          .then(() => notify.success(t('discountCodes.activeAgain', { code: row.code })))
          .catch((e: unknown) => notify.error(errorMessage(e)));
        return;
      }
      ask({
        title: t('discountCodes.deactivateTitle'),
        message: t('discountCodes.deactivateMessage', { code: row.code }),
        confirmLabel: t('common.deactivate'),
        success: t('discountCodes.deactivated', { code: row.code }),
        run: () => setActive({ variables: { id: row.id, active: false } }),
      });
    },
  }), [t, ask, setActive]);

  const initial: DiscountCodeFormValues = editing && editing !== 'new'
    ? { code: editing.code, name: editing.name, percentage: editing.percentage, startDate: utcDayToLocal(editing.startDate), endDate: utcDayToLocal(editing.endDate) }
    : EMPTY;

  async function submit(values: DiscountCodeFormValues, helpers: FormikHelpers<DiscountCodeFormValues>) {
    if (!values.startDate || !values.endDate) return; // required by the schema: formik submits only valid values
    const input = {
      code: values.code.trim().toUpperCase(),
      name: values.name.trim(),
      percentage: Number(values.percentage),
      startDate: dayStartUtc(values.startDate),
      endDate: dayEndUtc(values.endDate),
    };
    try {
      if (editing && editing !== 'new') {
        await update({ variables: { id: editing.id, input } });
        notify.success(t('discountCodes.updated', { code: input.code }));
      } else {
        await create({ variables: { input } });
        notify.success(t('discountCodes.created', { code: input.code }));
      }
      setEditing(null);
    } catch (e) {
      helpers.setErrors(fieldErrors(e));
      notify.error(errorMessage(e));
    }
  }

  return (
    <AdminPage
      title={t('discountCodes.title')}
      intro={t('discountCodes.intro')}
      actions={(
        <>
          <ExportButton
            path="/api/promoCodes/export.csv"
            filename={tab === 'expired' ? 'discount-codes-expired.csv' : 'discount-codes.csv'}
            params={{ search: grid.variables.search, sortBy: grid.variables.sortBy, sortDir: grid.variables.sortBy ? grid.variables.sortDir : undefined, expired: tab === 'expired' ? 'true' : undefined }}
          />
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>{t('discountCodes.add')}</button>
        </>
      )}
    >
      <Panel>
        <Tabs label={t('discountCodes.tabsLabel')} tabs={tabs} value={tab} onChange={(key) => grid.setFilters({ tab: key })} />
        <DataGrid
          label={tab === 'active' ? t('discountCodes.gridActive') : t('discountCodes.gridExpired')}
          columns={columns}
          result={(data ?? previousData)?.discountCodes}
          loading={loading}
          error={error}
          query={grid.query} onQueryChange={grid.setQuery}
          getRowId={(row) => row.id}
        />
      </Panel>
      <Formik<DiscountCodeFormValues>
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        initialValues={initial}
        validationSchema={discountCodeSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ isSubmitting }) => (
          <Modal
            open={editing !== null}
            title={editing === 'new' ? t('discountCodes.add') : t('discountCodes.edit')}
            onClose={() => setEditing(null)}
            formId={FORM_ID}
            submitting={isSubmitting}
          >
            <Form id={FORM_ID} noValidate className={styles.formGrid}>
              <TextField name="code" label={t('discountCodes.code')} dir="ltr" autoComplete="off" data-autofocus normalize={(v) => v.toUpperCase().replace(/\s/g, '')} />
              <TextField name="name" label={t('common.name')} autoComplete="off" />
              <TextField name="percentage" label={t('common.discountPercent')} type="number" min={1} max={100} step={1} inputMode="numeric" />
              <DatePickerField name="startDate" label={t('common.startDate')} minDate={editing === 'new' ? today() : undefined} maxDate={yearAhead()} />
              <DatePickerField name="endDate" label={t('common.endDate')} minDate={today()} maxDate={yearAhead()} />
            </Form>
          </Modal>
        )}
      </Formik>
      {dialog}
    </AdminPage>
  );
}
