import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { object, string } from 'yup';
import { TextField } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { formatDubaiLong } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatAed } from '../../../lib/money';
import { downloadFile } from '../../../lib/rest';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useCloseCustomerAccount, useCustomerConsents } from '../hooks/use-admin-legal';
import { useAdminText } from '../hooks/use-admin-text';
import { Panel } from './AdminPage';
import styles from './AdminPage.module.css';

/**
 * The customer page's "Personal data" panel: the legal versions the customer accepted (when, where), the download of
 * their data (JSON or CSV; each download is audited), and for a super admin the closing of their account, confirmed by
 * typing their e-mail (running plans cancelled under the cancellation policy, personal data erased).
 */
export function CustomerDataPanel({ customerId, email, closed }: { customerId: string; email: string; closed: boolean }) {
  const t = useAdminText();
  const { user } = useSession();
  const consents = useCustomerConsents(customerId);
  const [close, { loading }] = useCloseCustomerAccount();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  const formId = useId();

  async function exportAs(format: 'json' | 'csv') {
    setBusy(format);
    try {
      await downloadFile(`/api/customers/${customerId}/data-export?format=${format}`, `customer-${customerId}.${format}`);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function confirm(values: { confirmation: string }, helpers: FormikHelpers<{ confirmation: string }>) {
    try {
      const { data } = await close({ variables: { id: customerId, confirmation: values.confirmation } });
      setOpen(false);
      notify.success(t('personalData.closed', { refunded: formatAed(data?.closeCustomerAccount.refunded ?? 0) }));
    } catch (error) {
      helpers.setFieldError('confirmation', errorMessage(error));
    }
  }

  const rows = consents.data?.customerConsents ?? [];
  return (
    <Panel title={t('personalData.title')}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('personalData.noConsents')}</p>
      ) : (
        <ul>
          {rows.map((c, i) => (
            <li key={`${c.kind}-${c.version}-${i}`}>
              {t('personalData.consent', {
                page: t(`legal.kinds.${c.kind}`),
                version: c.version,
                source: t(`personalData.sources.${c.source}`),
                date: formatDubaiLong(c.acceptedAt),
              })}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inline}>
        <Button variant="outline" loading={busy === 'json'} onClick={() => void exportAs('json')}>
          {t('personalData.downloadJson')}
        </Button>
        <Button variant="outline" loading={busy === 'csv'} onClick={() => void exportAs('csv')}>
          {t('personalData.downloadCsv')}
        </Button>
        {user?.role === 'SuperAdmin' && !closed && (
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('personalData.close')}
          </Button>
        )}
      </div>
      <Modal
        open={open}
        title={t('personalData.confirmTitle')}
        description={t('personalData.confirmText')}
        onClose={() => setOpen(false)}
        formId={formId}
        saveLabel={t('personalData.close')}
        tone="danger"
        submitting={loading}
        closeDisabled={loading}
      >
        <Formik
          initialValues={{ confirmation: '' }}
          validationSchema={object({ confirmation: string().trim().required(t('personalData.typeEmail', { email })) })}
          onSubmit={confirm}
        >
          <Form id={formId} noValidate>
            <TextField name="confirmation" label={t('personalData.typeEmail', { email })} autoComplete="off" />
          </Form>
        </Formik>
      </Modal>
    </Panel>
  );
}
