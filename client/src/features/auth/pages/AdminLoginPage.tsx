import { useTranslation } from 'react-i18next';
import { useVar } from '../../../lib/store';
import { Link, Navigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { LoginInput } from '../hooks/use-login';
import { isStaff, setSession, useSession, sessionEndedVar } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../components/LoginForm';
import { useAdminLogin } from '../hooks/use-admin-login';

const STAFF_HOME = '/dashboard/analytics';

/** /admin: staff sign-in (admin and super_admin only); success opens the dashboard analytics. */
export default function AdminLoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('admin.title'));
  const { user } = useSession();
  const sessionEnded = useVar(sessionEndedVar);
  const [adminLogin] = useAdminLogin();

  // A staff session (existing or just created) goes straight to the dashboard.
  if (isStaff(user)) return <Navigate to={STAFF_HOME} replace />;

  async function signIn(input: LoginInput) {
    const { user: signedIn, accessToken, securityNotice } = await adminLogin(input);
    setSession(signedIn, accessToken);
    // Wrong passwords were tried on this account: stays until dismissed.
    if (securityNotice) toast.warning(securityNotice, { autoClose: false, toastId: 'security-notice' });
  }

  return (
    <AuthLayout
      variant="staff"
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      notice={sessionEnded ? t('login.sessionEnded') : null}
      footer={
        <>
          {t('admin.notStaff')} <Link to="/login">{t('admin.customerLogin')}</Link>
        </>
      }
    >
      <LoginForm onSubmit={signIn} submitLabel={t('login.submit')} forgotPath="/forgot-password?from=admin" />
    </AuthLayout>
  );
}
