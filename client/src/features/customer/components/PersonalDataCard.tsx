import { useApolloClient } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { object, string } from 'yup';
import { PasswordField } from '../../../components/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/graphql-errors';
import { legalPath } from '../../../lib/legal';
import { formatAed } from '../../../lib/money';
import { downloadFile } from '../../../lib/rest';
import { clearSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useCloseMyAccount } from '../hooks/use-close-my-account';
import styles from '../pages/CustomerPages.module.css';

/** A download of the customer's data export in one format, with its own busy state. */
function ExportButton({ format }: { format: 'json' | 'csv' }) {
  const { t } = useTranslation('customer');
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadFile(`/api/users/me/data-export?format=${format}`, `freshfuel-data.${format}`);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} loading={busy} aria-busy={busy}>
      {format === 'json' ? t('data.downloadJson') : t('data.downloadCsv')}
    </Button>
  );
}

/**
 * The profile's "Your data" card (UAE personal data law, Federal Decree-Law 45/2021): downloads everything kept
 * about the customer as JSON or CSV, and closes the account after the password is entered. Closing cancels
 * running plans under the cancellation policy, erases the personal data, signs out everywhere and goes to /login.
 */
export function PersonalDataCard() {
  const { t } = useTranslation('customer');
  const [open, setOpen] = useState(false);
  const [closeMyAccount, { loading }] = useCloseMyAccount();
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const formId = useId();

  async function confirm(values: { password: string }, helpers: FormikHelpers<{ password: string }>) {
    let refunded = 0;
    try {
      refunded = (await closeMyAccount(values.password)).refunded;
    } catch (error) {
      helpers.setFieldError('password', errorMessage(error));
      return;
    }
    setOpen(false);
    clearSession();
    void apollo.clearStore().catch(() => undefined);
    notify.success(refunded > 0 ? t('data.closedRefund', { amount: formatAed(refunded) }) : t('data.closed'));
    void navigate('/login', { replace: true });
  }

  return (
    <section className={styles.card} aria-labelledby="personal-data-title">
      <h2 id="personal-data-title" className={styles.sectionTitle}>
        {t('data.title')}
      </h2>
      <p className={styles.muted}>
        {t('data.exportText')} <Link to={legalPath('Privacy')}>{t('data.privacyLink')}</Link>
      </p>
      <div className={styles.actions}>
        <ExportButton format="json" />
        <ExportButton format="csv" />
      </div>
      <h3 className={styles.sectionTitle}>{t('data.closeTitle')}</h3>
      <p className={styles.muted}>{t('data.closeText')}</p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('data.closeButton')}
        </Button>
      </div>
      <Modal
        open={open}
        title={t('data.confirmTitle')}
        description={t('data.confirmDescription')}
        onClose={() => setOpen(false)}
        formId={formId}
        saveLabel={t('data.closeButton')}
        cancelLabel={t('data.keep')}
        tone="danger"
        submitting={loading}
        closeDisabled={loading}
      >
        <Formik
          initialValues={{ password: '' }}
          validationSchema={object({ password: string().required(t('data.passwordRequired')) })}
          onSubmit={confirm}
        >
          <Form id={formId} noValidate>
            <PasswordField name="password" label={t('data.password')} autoComplete="current-password" />
          </Form>
        </Formik>
      </Modal>
    </section>
  );
}
