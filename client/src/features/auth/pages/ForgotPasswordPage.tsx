import { useTranslation } from 'react-i18next';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmailField, FocusFirstError, FormError, SubmitButton } from '../../../components/form';
import type { RequestPasswordResetInput } from '../hooks/use-password-reset';
import { errorMessage } from '../../../lib/graphql-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import styles from '../components/AuthForm.module.css';
import { useRequestPasswordReset } from '../hooks/use-password-reset';
import { forgotInitialValues, forgotSchema } from '../validation/password-reset.schema';

/** /forgot-password: asks for the account's e-mail and sends a 6-digit code and a reset link. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.pageTitle'), t('forgot.pageDescription'));
  const staff = new URLSearchParams(useLocation().search).get('from') === 'admin';
  const [request] = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: RequestPasswordResetInput) {
    setFormError(null);
    const email = values.email.trim().toLowerCase();
    try {
      setSent({ email, message: (await request({ email })).message });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  }

  const backTo = staff ? '/admin' : '/login';
  return (
    <AuthLayout
      variant={staff ? 'staff' : 'customer'}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <>
          {t('forgot.remembered')} <Link to={backTo}>{t('forgot.back')}</Link>
        </>
      }
    >
      {sent ? (
        <div className={styles.form}>
          <p role="status">{sent.message}</p>
          <div className={styles.actions}>
            <Link className="btn btn-primary" to={`/reset-password?email=${encodeURIComponent(sent.email)}`}>
              {t('forgot.enterCode')}
            </Link>
          </div>
        </div>
      ) : (
        <Formik initialValues={forgotInitialValues} validationSchema={forgotSchema} onSubmit={submit}>
          <Form className={styles.form} noValidate>
            <FormError>{formError}</FormError>
            <EmailField name="email" label={t('fields.email')} />
            <div className={styles.actions}>
              <SubmitButton>{t('forgot.submit')}</SubmitButton>
            </div>
            <FocusFirstError />
          </Form>
        </Formik>
      )}
    </AuthLayout>
  );
}
