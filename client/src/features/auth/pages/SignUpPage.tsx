import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { FocusFirstError, FormPasswordStrength, PasswordField, SubmitButton, TextField } from '../../../components/form';
import { errorMessage } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import formStyles from '../components/AuthForm.module.css';
import { useSignUp } from '../hooks/use-sign-up';
import { otpVerificationPath, rememberVerification, type OtpLocationState } from '../utils/otp-route';
import { formFieldErrors } from '../utils/server-errors';
import { PASSWORD_MAX, PASSWORD_MIN } from '../validation/messages';
import { signUpInitialValues, signUpSchema, toSignUpInput, type SignUpFormValues } from '../validation/sign-up.schema';

/** /signup: creates an unverified account; the server e-mails a 6-digit code. */
export default function SignUpPage() {
  usePageTitle('Sign up', 'Create your FreshFuel account and get healthy meal plans delivered across Dubai.');
  const navigate = useNavigate();
  const [signUp] = useSignUp();

  async function submit(values: SignUpFormValues, helpers: FormikHelpers<SignUpFormValues>) {
    try {
      const sent = await signUp(toSignUpInput(values));
      rememberVerification(sent.verificationToken, sent.email);
      notify.success(sent.message);
      const state: OtpLocationState = { email: sent.email };
      navigate(otpVerificationPath(sent.email), { state });
    } catch (error) {
      const fields = formFieldErrors(error, values);
      if (fields) helpers.setErrors(fields);
      else notify.error(errorMessage(error));
    }
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Sign up in a minute, then pick the meal plan that fits your goals."
      footer={<>Already have an account? <Link to="/login">Log in</Link></>}
    >
      <Formik initialValues={signUpInitialValues} validationSchema={signUpSchema} onSubmit={submit}>
        <Form className={formStyles.form} noValidate>
          <TextField name="fullName" label="Full name" autoComplete="name" maxLength={100} />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
          />
          <TextField
            name="phoneNo"
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+971 50 123 4567"
            hint="UAE numbers can be typed without +971; we add it for you."
          />
          <PasswordField
              name="password"
              label="Password"
              autoComplete="new-password"
              hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters; a phrase of unrelated words works well.`}
            />
          <FormPasswordStrength name="password" inputFields={['email', 'fullName']} />
          <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
          <div className={formStyles.actions}>
            <SubmitButton>Create account</SubmitButton>
          </div>
          <FocusFirstError />
        </Form>
      </Formik>
    </AuthLayout>
  );
}
