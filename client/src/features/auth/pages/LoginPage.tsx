import { useTranslation } from 'react-i18next';
import { useVar } from '../../../lib/store';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { LoginInput } from '../hooks/use-login';
import { errorCode, errorExtension, errorMessage } from '../../../lib/graphql-errors';
import { setSession, useSession, sessionEndedVar } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../components/LoginForm';
import { useLogin } from '../hooks/use-login';
import { otpVerificationPath, rememberVerification, returnPath, type OtpLocationState } from '../utils/otp-route';

/** /login: e-mail or phone number and password. Success returns to the guarded page, else home. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'), t('login.pageDescription'));
  const { user } = useSession();
  const sessionEnded = useVar(sessionEndedVar);
  const location = useLocation();
  const navigate = useNavigate();
  const [login] = useLogin();
  const from = returnPath(location.state);

  // Signed in already, or just now: setting the session re-renders into this redirect.
  if (user) return <Navigate to={from ?? '/'} replace />;

  async function signIn(input: LoginInput) {
    const { user: signedIn, accessToken } = await login(input);
    setSession(signedIn, accessToken);
  }

  function handleError(error: unknown, input: LoginInput): boolean {
    if (errorCode(error) !== 'EMAIL_NOT_VERIFIED') return false;
    const email = input.identifier.includes('@') ? input.identifier.toLowerCase() : undefined;
    const token = errorExtension(error, 'verificationToken');
    if (token) rememberVerification(token, email);
    notify.info(errorMessage(error));
    void navigate(otpVerificationPath(email), {
      state: email ? ({ email, from } satisfies OtpLocationState) : from ? { from } : undefined,
    });
    return true;
  }

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      notice={sessionEnded ? t('login.sessionEnded') : null}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Link to="/signup" state={from ? { from } : undefined}>
            {t('login.create')}
          </Link>
        </>
      }
    >
      <LoginForm onSubmit={signIn} handleError={handleError} submitLabel={t('login.submit')} />
    </AuthLayout>
  );
}
