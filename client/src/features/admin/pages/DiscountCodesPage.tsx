import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { DataGrid, gridBinding, gridExportParams, useGridQuery } from '../../../components/grid';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel, Tabs } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { DatePickerField } from '../components/DatePickerField';
import { FormModal } from '../components/FormModal';
import { discountCodeColumns } from '../columns/discount-codes-grid.columns';
import {
  useCreateDiscountCode,
  useDiscountCodes,
  useSetDiscountCodeActive,
  useUpdateDiscountCode,
  type DiscountCodeFieldsFragment,
  type DiscountCodeSortField,
} from '../hooks/use-admin-offers';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { ExportButton } from '../components/ExportButton';
import { saveForm } from '../utils/save-form';
import { dayEndUtc, dayStartUtc, today, utcDayToLocal, yearAhead } from '../../../lib/dates';
import { discountCodeSchema, type DiscountCodeFormValues } from '../validation/discount-code.schema';

const FORM_ID = 'discount-code-form';
const EMPTY: DiscountCodeFormValues = { code: '', name: '', percentage: '', startDate: null, endDate: null };

/** /dashboard/discount_codes: create, edit, switch off; active and expired lists (spec sections 2, 7). */
export default function DiscountCodesPage() {
  const t = useAdminText();
  /** Active: switched on and not ended; the other tab holds ended and switched-off codes. */
  const tabs = [
    { key: 'active', label: t('discountCodes.tabActive') },
    { key: 'expired', label: t('discountCodes.tabExpired') },
  ] as const;
  const [editing, setEditing] = useState<DiscountCodeFieldsFragment | 'new' | null>(null);
  const grid = useGridQuery<DiscountCodeSortField>({ tab: 'active' });
  const tab = grid.filters.tab === 'expired' ? 'expired' : 'active';
  const list = useDiscountCodes({ ...grid.variables, expired: tab === 'expired' });
  const [create] = useCreateDiscountCode();
  const [update] = useUpdateDiscountCode();
  // The switched code moves to the other tab: both lists are fetched again (the row's own state is in the cache at once).
  const [setActive] = useSetDiscountCodeActive();
  const { ask, dialog } = useConfirm();

  const columns = useMemo(
    () =>
      discountCodeColumns(t, {
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
      }),
    [t, ask, setActive],
  );

  const initial: DiscountCodeFormValues =
    editing && editing !== 'new'
      ? {
          code: editing.code,
          name: editing.name,
          percentage: editing.percentage,
          startDate: utcDayToLocal(editing.startDate),
          endDate: utcDayToLocal(editing.endDate),
        }
      : EMPTY;

  function submit(values: DiscountCodeFormValues, helpers: FormikHelpers<DiscountCodeFormValues>) {
    if (!values.startDate || !values.endDate) return Promise.resolve(); // required by the schema: formik submits only valid values
    const input = {
      code: values.code.trim().toUpperCase(),
      name: values.name.trim(),
      percentage: Number(values.percentage),
      startDate: dayStartUtc(values.startDate),
      endDate: dayEndUtc(values.endDate),
    };
    return saveForm(
      helpers,
      async () => {
        if (editing && editing !== 'new') {
          await update({ variables: { id: editing.id, input } });
          return t('discountCodes.updated', { code: input.code });
        }
        await create({ variables: { input } });
        return t('discountCodes.created', { code: input.code });
      },
      () => {
        setEditing(null);
      },
    );
  }

  return (
    <AdminPage
      title={t('discountCodes.title')}
      intro={t('discountCodes.intro')}
      actions={
        <>
          <ExportButton
            path="/api/promoCodes/export.csv"
            filename={tab === 'expired' ? 'discount-codes-expired.csv' : 'discount-codes.csv'}
            params={{ ...gridExportParams(grid.variables), expired: tab === 'expired' ? 'true' : undefined }}
          />
          <Button onClick={() => setEditing('new')}>{t('discountCodes.add')}</Button>
        </>
      }
    >
      <Panel>
        <Tabs label={t('discountCodes.tabsLabel')} tabs={tabs} value={tab} onChange={(key) => grid.setFilters({ tab: key })} />
        <DataGrid
          label={tab === 'active' ? t('discountCodes.gridActive') : t('discountCodes.gridExpired')}
          columns={columns}
          {...gridBinding(grid, list, (d) => d.discountCodes)}
        />
      </Panel>
      <FormModal<DiscountCodeFormValues>
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        formId={FORM_ID}
        open={editing !== null}
        title={editing === 'new' ? t('discountCodes.add') : t('discountCodes.edit')}
        initialValues={initial}
        validationSchema={discountCodeSchema}
        onSubmit={submit}
        onClose={() => {
          setEditing(null);
        }}
        enableReinitialize
        className={styles.formGrid}
      >
        <TextField
          name="code"
          label={t('discountCodes.code')}
          dir="ltr"
          autoComplete="off"
          data-autofocus
          normalize={(v) => v.toUpperCase().replace(/\s/g, '')}
        />
        <TextField name="name" label={t('common.name')} autoComplete="off" />
        <TextField name="percentage" label={t('common.discountPercent')} type="number" min={1} max={100} step={1} inputMode="numeric" />
        <DatePickerField
          name="startDate"
          label={t('common.startDate')}
          minDate={editing === 'new' ? today() : undefined}
          maxDate={yearAhead()}
        />
        <DatePickerField name="endDate" label={t('common.endDate')} minDate={today()} maxDate={yearAhead()} />
      </FormModal>
      {dialog}
    </AdminPage>
  );
}
