import { Trans, useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ConsentCheckbox,
  EmailField,
  FocusFirstError,
  FormPasswordStrength,
  PasswordField,
  SubmitButton,
  TelField,
  TextField,
} from '../../../components/form';
import { errorCode, errorMessage } from '../../../lib/graphql-errors';
import { useCurrentLegalVersions } from '../../../lib/hooks/use-legal-versions';
import { legalPath } from '../../../lib/legal';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import formStyles from '../components/AuthForm.module.css';
import { useSignUp } from '../hooks/use-sign-up';
import { otpVerificationPath, rememberVerification, returnPath, type OtpLocationState } from '../utils/otp-route';
import { formFieldErrors } from '../utils/server-errors';
import { PASSWORD_MAX, PASSWORD_MIN } from '../validation/messages';
import { signUpInitialValues, signUpSchema, toSignUpInput, type SignUpFormValues } from '../validation/sign-up.schema';

/** /signup: creates an unverified account; the server e-mails a 6-digit code. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.pageTitle'), t('signup.pageDescription'));
  const navigate = useNavigate();
  const from = returnPath(useLocation().state);
  const [signUp] = useSignUp();
  const legal = useCurrentLegalVersions();

  async function submit(values: SignUpFormValues, helpers: FormikHelpers<SignUpFormValues>) {
    const terms = legal.versionOf('Terms');
    const privacy = legal.versionOf('Privacy');
    const accepted =
      terms && privacy
        ? [
            { kind: 'Terms' as const, version: terms },
            { kind: 'Privacy' as const, version: privacy },
          ]
        : [];
    try {
      const sent = await signUp(toSignUpInput(values, accepted));
      rememberVerification(sent.verificationToken, sent.email);
      notify.success(sent.message);
      const state: OtpLocationState = { email: sent.email, from };
      void navigate(otpVerificationPath(sent.email), { state });
    } catch (error) {
      const fields = formFieldErrors(error, values);
      if (fields) helpers.setErrors(fields);
      else notify.error(errorMessage(error));
      // A new version was published while the form was open: show it, and ask for the box again.
      if (errorCode(error) === 'TERMS_CHANGED') {
        void legal.refetch();
        void helpers.setFieldValue('acceptTerms', false);
      }
    }
  }

  return (
    <AuthLayout
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" state={from ? { from } : undefined}>
            {t('login.submit')}
          </Link>
        </>
      }
    >
      <Formik initialValues={signUpInitialValues} validationSchema={signUpSchema} onSubmit={submit}>
        <Form className={formStyles.form} noValidate>
          <TextField name="fullName" label={t('fields.fullName')} autoComplete="name" maxLength={100} />
          <EmailField name="email" label={t('fields.email')} />
          <TelField name="phoneNo" label={t('fields.phone')} placeholder="+971 50 123 4567" hint={t('signup.phoneHint')} />
          <PasswordField
            name="password"
            label={t('fields.password')}
            autoComplete="new-password"
            hint={t('signup.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          />
          <FormPasswordStrength name="password" inputFields={['email', 'fullName']} />
          <PasswordField name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" />
          <ConsentCheckbox name="acceptTerms">
            <Trans
              t={t}
              i18nKey="signup.acceptTerms"
              components={{
                terms: <Link to={legalPath('Terms')} target="_blank" rel="noopener" />,
                privacy: <Link to={legalPath('Privacy')} target="_blank" rel="noopener" />,
              }}
            />
          </ConsentCheckbox>
          <div className={formStyles.actions}>
            <SubmitButton>{t('signup.submit')}</SubmitButton>
          </div>
          <FocusFirstError />
        </Form>
      </Formik>
    </AuthLayout>
  );
}
