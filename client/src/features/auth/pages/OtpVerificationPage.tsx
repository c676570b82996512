import { tm } from '../../../lib/messages';
import { Trans, useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EmailField, FocusFirstError, FormError, SubmitButton, TextField } from '../../../components/form';
import { errorCode, errorMessage } from '../../../lib/graphql-errors';
import { dashboardHome, isStaff, setSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import formStyles from '../components/AuthForm.module.css';
import { useCountdown } from '../hooks/use-countdown';
import { useResendOtp } from '../hooks/use-resend-otp';
import { useVerifyOtp } from '../hooks/use-verify-otp';
import { emailFromState, forgetVerification, returnPath, verificationTokenFor } from '../utils/otp-route';
import { formFieldErrors } from '../utils/server-errors';
import { digitsOnly, OTP_LENGTH, otpEmailSchema, toVerifyOtpInput, verifyOtpSchema, type OtpFormValues } from '../validation/otp.schema';
import styles from './OtpVerificationPage.module.css';
import { OTP_RESEND_SECONDS } from '../../../lib/limits';

/** The server lets a new code be sent once a minute; the one from sign-up or login was just sent. */
const RESEND_SECONDS = OTP_RESEND_SECONDS;

/** Codes whose code can no longer be used: the input is cleared for a fresh one. */
const SPENT_CODE = new Set(['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED']);

/** Shown when this tab holds no verification token for the e-mail (code requested elsewhere). */
const NO_TOKEN = tm('auth:otp.noToken');

function formatSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Seconds named in an OTP_RESEND_TOO_SOON message ("Please wait 42 seconds…"). */
function waitSeconds(message: string): number | undefined {
  const match = /(\d+)\s*second/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** /otp_verification: enter the 6-digit code e-mailed at sign-up; success signs the user in. */
export default function OtpVerificationPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('otp.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const knownEmail = (params.get('email') ?? emailFromState(location.state) ?? '').trim();

  const [verifyOtp] = useVerifyOtp();
  const [resendOtp, { loading: resending }] = useResendOtp();
  const { secondsLeft, restart } = useCountdown(RESEND_SECONDS);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);

  async function submit(values: OtpFormValues, helpers: FormikHelpers<OtpFormValues>) {
    setServerError(null);
    setStatus('');
    const token = verificationTokenFor(values.email);
    if (!token) {
      setServerError(NO_TOKEN());
      return;
    }
    try {
      const { user, accessToken } = await verifyOtp(toVerifyOtpInput(values, token));
      forgetVerification();
      setSession(user, accessToken);
      notify.success(t('otp.verified'));
      void navigate(isStaff(user) ? dashboardHome(user) : (returnPath(location.state) ?? '/'), { replace: true });
    } catch (error) {
      const fields = formFieldErrors(error, values);
      if (fields) {
        helpers.setErrors(fields);
        return;
      }
      setServerError(errorMessage(error));
      const code = errorCode(error);
      if (code && SPENT_CODE.has(code)) {
        await helpers.setFieldValue('code', '', false);
        void helpers.setFieldTouched('code', false, false); // no validation run: nothing to wait for
        codeInput.current?.focus();
      }
    }
  }

  async function resend(form: FormikProps<OtpFormValues>) {
    const email = form.values.email.trim();
    if (!otpEmailSchema.isValidSync(email)) {
      await form.setFieldTouched('email', true, true);
      return;
    }
    setServerError(null);
    setStatus('');
    const token = verificationTokenFor(email);
    if (!token) {
      setServerError(NO_TOKEN());
      return;
    }
    try {
      const sent = await resendOtp({ email: email.toLowerCase(), verificationToken: token });
      restart(sent.resendAfterSeconds || RESEND_SECONDS);
      await form.setFieldValue('code', '', false);
      void form.setFieldTouched('code', false, false); // no validation run: nothing to wait for
      setStatus(t('otp.resent', { email: sent.email }));
      notify.success(sent.message);
      codeInput.current?.focus();
    } catch (error) {
      const message = errorMessage(error);
      if (errorCode(error) === 'OTP_RESEND_TOO_SOON') restart(waitSeconds(message) ?? RESEND_SECONDS);
      setServerError(message);
    }
  }

  const subtitle = knownEmail ? (
    <Trans
      t={t}
      i18nKey="otp.sent"
      values={{ length: OTP_LENGTH, email: knownEmail }}
      components={{ bold: <strong className={styles.email} /> }}
    />
  ) : (
    <>{t('otp.enter', { length: OTP_LENGTH })}</>
  );

  return (
    <AuthLayout
      title={t('otp.title')}
      subtitle={subtitle}
      footer={
        knownEmail ? (
          <>
            {t('otp.wrongEmail')} <Link to="/signup">{t('otp.signUpAgain')}</Link> {t('otp.or')} <Link to="/login">{t('otp.logIn')}</Link>.
          </>
        ) : (
          <>
            {t('otp.noAccount')} <Link to="/signup">{t('signup.pageTitle')}</Link>
          </>
        )
      }
    >
      <Formik<OtpFormValues> initialValues={{ email: knownEmail, code: '' }} validationSchema={verifyOtpSchema} onSubmit={submit}>
        {(form) => (
          <Form className={formStyles.form} noValidate>
            <FormError>{serverError}</FormError>
            {!knownEmail && <EmailField name="email" label={t('fields.email')} />}
            <TextField
              ref={codeInput}
              name="code"
              label={t('otp.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder="••••••"
              normalize={digitsOnly}
              inputClassName={styles.code}
              // Arriving from sign-up or login, the code is the page's only task: the field takes the focus.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={Boolean(knownEmail)}
            />
            <SubmitButton>{t('otp.verify')}</SubmitButton>
            <div className={styles.resend}>
              <span>{t('otp.noCode')}</span>
              <button
                type="button"
                className={styles.linkButton}
                disabled={secondsLeft > 0 || resending}
                aria-describedby={secondsLeft > 0 ? 'otp-resend-timer' : undefined}
                onClick={() => void resend(form)}
              >
                {t('otp.resend')}
              </button>
              {secondsLeft > 0 && (
                <span id="otp-resend-timer" className={styles.timer}>
                  {t('otp.availableIn', { time: formatSeconds(secondsLeft) })}
                </span>
              )}
            </div>
            <p className={styles.status} role="status">
              {status}
            </p>
            <FocusFirstError />
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
