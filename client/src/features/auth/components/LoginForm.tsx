import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_PLACEHOLDER, FocusFirstError, FormError, PasswordField, SubmitButton, TextField } from '../../../components/form';
import type { LoginInput } from '../hooks/use-login';
import { errorMessage } from '../../../lib/graphql-errors';
import { formFieldErrors } from '../utils/server-errors';
import { loginInitialValues, loginSchema, toLoginInput } from '../validation/login.schema';
import styles from './AuthForm.module.css';

interface LoginFormProps {
  /** Signs in; throws the Apollo error on refusal. */
  onSubmit: (input: LoginInput) => Promise<void>;
  /** Deals with an error itself (e.g. redirects) and returns true; otherwise the form shows it inline. */
  handleError?: (error: unknown, input: LoginInput) => boolean;
  submitLabel?: string;
  /** Where "Forgot password?" leads (default /forgot-password). */
  forgotPath?: string;
}

/**
 * E-mail-or-phone and password form shared by /login and /admin. Server refusals
 * (INVALID_CREDENTIALS, ACCOUNT_LOCKED, RATE_LIMITED…) show inline with role="alert".
 */
export function LoginForm({ onSubmit, handleError, submitLabel, forgotPath = '/forgot-password' }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: LoginInput, helpers: FormikHelpers<LoginInput>) {
    setFormError(null);
    const input = toLoginInput(values);
    try {
      await onSubmit(input);
    } catch (error) {
      if (handleError?.(error, input)) return;
      const fields = formFieldErrors(error, values);
      if (fields) helpers.setErrors(fields);
      else setFormError(errorMessage(error));
    }
  }

  return (
    <Formik initialValues={loginInitialValues} validationSchema={loginSchema} onSubmit={submit}>
      <Form className={styles.form} noValidate>
        <FormError>{formError}</FormError>
        <TextField
          name="identifier"
          label={t('login.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={EMAIL_PLACEHOLDER}
        />
        <PasswordField name="password" label={t('fields.password')} autoComplete="current-password" />
        <p className={styles.muted}>
          <Link to={forgotPath}>{t('login.forgot')}</Link>
        </p>
        <div className={styles.actions}>
          <SubmitButton>{submitLabel ?? t('login.submit')}</SubmitButton>
        </div>
        <FocusFirstError />
      </Form>
    </Formik>
  );
}
