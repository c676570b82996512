import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DataGrid, gridBinding, useGridQuery } from '../../../components/grid';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { ExportButton } from '../components/ExportButton';
import { AdminPage, Panel } from '../components/AdminPage';
import { CustomerPicker } from '../components/CustomerPicker';
import { sentNotificationColumns } from '../columns/notifications-grid.columns';
import { useSendNotification, useSentNotifications } from '../hooks/use-admin-operations';
import { useAdminText } from '../hooks/use-admin-text';
import { notificationSchema, type NotificationFormValues } from '../validation/notification.schema';
import { toTranslationsInput } from '../validation/translations.schema';
import { ArabicField } from '../components/ArabicField';
import { saveForm } from '../utils/save-form';

const EMPTY: NotificationFormValues = {
  title: '',
  message: '',
  audience: 'Everyone',
  userId: '',
  translations: { ar: { title: '', message: '' } },
};

/** /dashboard/notifications: compose (Everyone / active customers / one customer) and the sent list. */
export default function NotificationsPage() {
  const t = useAdminText();
  const audiences = [
    { value: 'Everyone', label: t('enums.audience.Everyone') },
    { value: 'ActiveCustomers', label: t('notifications.audienceActive') },
    { value: 'OneCustomer', label: t('enums.audience.OneCustomer') },
  ];
  const columns = useMemo(() => sentNotificationColumns(t), [t]);
  const grid = useGridQuery();
  const list = useSentNotifications({ page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search });
  const [send] = useSendNotification();

  function submit(v: NotificationFormValues, helpers: FormikHelpers<NotificationFormValues>) {
    return saveForm(
      helpers,
      async () => {
        const res = await send({
          variables: {
            input: {
              title: v.title.trim(),
              message: v.message.trim(),
              audience: v.audience,
              userId: v.audience === 'OneCustomer' ? v.userId : undefined,
              translations: toTranslationsInput(v.translations, ['title', 'message'] as const),
            },
          },
        });
        const count = res.data?.sendNotification.recipientCount ?? 0;
        return t('notifications.sentToast', { count });
      },
      () => {
        helpers.resetForm();
      },
    );
  }

  return (
    <AdminPage
      title={t('notifications.title')}
      actions={
        <ExportButton path="/api/notifications/export.csv" filename="notifications.csv" params={{ search: grid.variables.search }} />
      }
    >
      <Panel title={t('notifications.send')}>
        <Formik<NotificationFormValues> initialValues={EMPTY} validationSchema={notificationSchema} onSubmit={submit}>
          {({ values }) => (
            <Form noValidate>
              <TextField name="title" label={t('common.title')} />
              <ArabicField name="title" label={t('common.title')} />
              <TextAreaField name="message" label={t('common.message')} rows={3} counterMax={1000} />
              <ArabicField name="message" label={t('common.message')} kind="textarea" />
              <SelectField
                name="audience"
                label={t('notifications.audience')}
                options={audiences}
                placeholder={t('notifications.chooseAudience')}
              />
              {values.audience === 'OneCustomer' && <CustomerPicker name="userId" />}
              <SubmitButton fullWidth={false}>{t('notifications.sendButton')}</SubmitButton>
            </Form>
          )}
        </Formik>
      </Panel>
      <Panel title={t('notifications.sentTitle')}>
        <DataGrid label={t('notifications.gridLabel')} columns={columns} {...gridBinding(grid, list, (d) => d.sentNotifications)} />
      </Panel>
    </AdminPage>
  );
}
