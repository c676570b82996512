import { useTranslation } from 'react-i18next';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EmailField, FocusFirstError, FormError, PasswordField, SubmitButton, TextField } from '../../../components/form';
import { errorMessage } from '../../../lib/graphql-errors';
import { clearSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import styles from '../components/AuthForm.module.css';
import { useResetPassword } from '../hooks/use-password-reset';
import { formFieldErrors } from '../utils/server-errors';
import { resetSchema, toResetInput, type ResetFormValues } from '../validation/password-reset.schema';

/**
 * /reset-password: the e-mailed code (or the link's `?token=`) and a new password. Success signs out
 * every session, including this browser's, and opens /login.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  const navigate = useNavigate();
  const [reset] = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const initial: ResetFormValues = { email: params.get('email') ?? '', code: '', password: '', confirmPassword: '' };

  async function submit(values: ResetFormValues, helpers: FormikHelpers<ResetFormValues>) {
    setFormError(null);
    try {
      const { message } = await reset(toResetInput(values, token));
      clearSession();
      notify.success(message);
      void navigate('/login', { replace: true });
    } catch (error) {
      const fields = formFieldErrors(error, values);
      if (fields) helpers.setErrors(fields);
      else setFormError(errorMessage(error));
    }
  }

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={token ? t('reset.subtitleToken') : t('reset.subtitleCode')}
      footer={
        <>
          {t('reset.noCode')} <Link to="/forgot-password">{t('reset.sendNew')}</Link>
        </>
      }
    >
      <Formik initialValues={initial} validationSchema={resetSchema(Boolean(token))} onSubmit={submit}>
        <Form className={styles.form} noValidate>
          <FormError>{formError}</FormError>
          <UnshownFieldError shown={token ? ['email', 'password', 'confirmPassword'] : ['email', 'code', 'password', 'confirmPassword']} />
          <EmailField name="email" label={t('fields.email')} placeholder={null} />
          {!token && <TextField name="code" label={t('reset.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
          <PasswordField name="password" label={t('reset.newPassword')} autoComplete="new-password" />
          <PasswordField name="confirmPassword" label={t('reset.confirm')} autoComplete="new-password" />
          <div className={styles.actions}>
            <SubmitButton>{t('reset.submit')}</SubmitButton>
          </div>
          <FocusFirstError />
        </Form>
      </Formik>
    </AuthLayout>
  );
}

/** After a refused submit, the error of a field that is not on screen (none should be), so the form never fails silently. */
function UnshownFieldError({ shown }: { shown: (keyof ResetFormValues)[] }) {
  const { errors, submitCount } = useFormikContext<ResetFormValues>();
  const unshown = Object.entries(errors).find(([name]) => !shown.includes(name as keyof ResetFormValues));
  return submitCount > 0 && unshown ? <FormError>{unshown[1]}</FormError> : null;
}
