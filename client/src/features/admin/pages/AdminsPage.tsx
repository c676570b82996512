import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { DataGrid, gridBinding, useGridQuery } from '../../../components/grid';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { useSession } from '../../../lib/session';
import { AdminPage, Panel } from '../components/AdminPage';
import { FormModal } from '../components/FormModal';
import { adminColumns } from '../columns/admins-grid.columns';
import { useAdmins, useCreateAdmin, useSetAdminActive } from '../hooks/use-admin-operations';
import { useAdminText } from '../hooks/use-admin-text';
import { useConfirm } from '../hooks/use-confirm';
import { toggleActive } from '../hooks/use-toggle-active';
import { saveForm } from '../utils/save-form';
import { adminSchema, type AdminFormValues } from '../validation/admin.schema';

const FORM_ID = 'admin-form';
const EMPTY: AdminFormValues = { fullName: '', email: '', phoneNo: '', password: '' };

/** /dashboard/admins (super admin only): staff accounts, create and deactivate. */
export default function AdminsPage() {
  const t = useAdminText();
  const { user } = useSession();
  const [adding, setAdding] = useState(false);
  const grid = useGridQuery();
  const isSuper = user?.role === 'SuperAdmin';
  const list = useAdmins({ page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search }, !isSuper);
  const [create] = useCreateAdmin();
  const [setActive] = useSetAdminActive();
  const { ask, dialog } = useConfirm();
  const columns = useMemo(
    () =>
      adminColumns(
        t,
        (row) => toggleActive(row, row.fullName, 'admin', (active) => setActive({ variables: { id: row.id, active } }), ask),
        user?.id,
      ),
    [t, setActive, ask, user?.id],
  );

  if (!isSuper) return <Navigate to="/dashboard/analytics" replace />;

  function submit(v: AdminFormValues, helpers: FormikHelpers<AdminFormValues>) {
    return saveForm(
      helpers,
      async () => {
        await create({
          variables: { input: { fullName: v.fullName.trim(), email: v.email.trim(), phoneNo: v.phoneNo.trim(), password: v.password } },
        });
        return t('admins.created', { name: v.fullName.trim() });
      },
      () => {
        setAdding(false);
      },
    );
  }

  return (
    <AdminPage title={t('admins.title')} actions={<Button onClick={() => setAdding(true)}>{t('admins.add')}</Button>}>
      <Panel>
        <DataGrid label={t('admins.gridLabel')} columns={columns} {...gridBinding(grid, list, (d) => d.admins)} />
      </Panel>
      {adding && (
        <FormModal<AdminFormValues>
          formId={FORM_ID}
          title={t('admins.add')}
          initialValues={EMPTY}
          validationSchema={adminSchema}
          onSubmit={submit}
          onClose={() => {
            setAdding(false);
          }}
        >
          <TextField name="fullName" label={t('common.fullName')} data-autofocus autoComplete="off" />
          <TextField name="email" label={t('common.email')} type="email" dir="ltr" autoComplete="off" />
          <TextField name="phoneNo" label={t('common.phone')} type="tel" dir="ltr" autoComplete="off" />
          <PasswordField name="password" label={t('admins.password')} autoComplete="new-password" />
        </FormModal>
      )}
      {dialog}
    </AdminPage>
  );
}
