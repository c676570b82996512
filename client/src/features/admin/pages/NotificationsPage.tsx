import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { DataGrid } from '../../../components/grid';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { SendNotificationDocument, SentNotificationsDocument } from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import { ExportButton } from '../components/ExportButton';
import { AdminPage, Panel } from '../components/AdminPage';
import { CustomerPicker } from '../components/CustomerPicker';
import { sentNotificationColumns } from '../columns/notifications-grid.columns';
import { useGridQuery } from '../hooks/use-grid-query';
import { notificationSchema, type NotificationFormValues } from '../validation/notification.schema';
import { toTranslationsInput } from '../validation/translations.schema';
import { ArabicField } from '../components/ArabicField';

const AUDIENCES = [
  { value: 'Everyone', label: 'Everyone' },
  { value: 'ActiveCustomers', label: 'Customers with an active plan' },
  { value: 'OneCustomer', label: 'One customer' },
] as const;
const EMPTY: NotificationFormValues = { title: '', message: '', audience: 'Everyone', userId: '', translations: { ar: { title: '', message: '' } } };

/** /dashboard/notifications: compose (Everyone / active customers / one customer) and the sent list. */
export default function NotificationsPage() {
  const grid = useGridQuery();
  const { data, previousData, loading, error } = useQuery(SentNotificationsDocument, { variables: { page: grid.variables.page, limit: grid.variables.limit, search: grid.variables.search } });
  const [send] = useMutation(SendNotificationDocument, { refetchQueries: ['SentNotifications'] });

  async function submit(v: NotificationFormValues, helpers: FormikHelpers<NotificationFormValues>) {
    try {
      const res = await send({ variables: { input: { title: v.title.trim(), message: v.message.trim(), audience: v.audience, userId: v.audience === 'OneCustomer' ? v.userId : undefined, translations: toTranslationsInput(v.translations, ['title', 'message'] as const) } } });
      const count = res.data?.sendNotification.recipientCount ?? 0;
      notify.success(`Notification sent to ${count} ${count === 1 ? 'customer' : 'customers'}.`);
      helpers.resetForm();
    } catch (e) {
      helpers.setErrors(fieldErrors(e));
      notify.error(errorMessage(e));
    }
  }

  return (
    <AdminPage
      title="Notifications"
      actions={<ExportButton path="/api/notifications/export.csv" filename="notifications.csv" params={{ search: grid.variables.search }} />}
    >
      <Panel title="Send a notification">
        <Formik<NotificationFormValues> initialValues={EMPTY} validationSchema={notificationSchema} onSubmit={submit}>
          {({ values }) => (
            <Form noValidate>
              <TextField name="title" label="Title" />
              <ArabicField name="title" label="Title" />
              <TextAreaField name="message" label="Message" rows={3} counterMax={1000} />
              <ArabicField name="message" label="Message" kind="textarea" />
              <SelectField name="audience" label="Audience" options={AUDIENCES} placeholder="Choose who receives it" />
              {values.audience === 'OneCustomer' && <CustomerPicker name="userId" />}
              <SubmitButton fullWidth={false}>Send</SubmitButton>
            </Form>
          )}
        </Formik>
      </Panel>
      <Panel title="Sent">
        <DataGrid label="Sent notifications" columns={sentNotificationColumns} result={(data ?? previousData)?.sentNotifications} loading={loading} error={error} onQueryChange={grid.setQuery} getRowId={(r) => r.id} />
      </Panel>
    </AdminPage>
  );
}
