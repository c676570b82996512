import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FocusFirstError, FormError, PasswordField, SubmitButton, TextField } from '../../../components/form';
import { errorMessage } from '../../../lib/apollo-client';
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
  usePageTitle('Choose a new password');
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  const navigate = useNavigate();
  const [reset] = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const initial: ResetFormValues = { email: params.get('email') ?? '', code: '', password: '', confirmPassword: '' };

  async function submit(values: ResetFormValues, helpers: FormikHelpers<ResetFormValues>) {
    setFormError(null);
    try {
      const message = await reset(toResetInput(values, token));
      clearSession();
      notify.success(message);
      navigate('/login', { replace: true });
    } catch (error) {
      const fields = formFieldErrors(error, values);
      if (fields) helpers.setErrors(fields);
      else setFormError(errorMessage(error));
    }
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={token ? 'Enter your e-mail and your new password.' : 'Enter the 6-digit code we e-mailed you and your new password.'}
      footer={<>No code? <Link to="/forgot-password">Send a new one</Link></>}
    >
      <Formik initialValues={initial} validationSchema={resetSchema(Boolean(token))} onSubmit={submit}>
        <Form className={styles.form} noValidate>
          <FormError>{formError}</FormError>
          <TextField name="email" label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          {!token && <TextField name="code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
          <PasswordField name="password" label="New password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <div className={styles.actions}>
            <SubmitButton>Reset password</SubmitButton>
          </div>
          <FocusFirstError />
        </Form>
      </Formik>
    </AuthLayout>
  );
}
