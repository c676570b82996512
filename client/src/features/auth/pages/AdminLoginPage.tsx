import { Link, Navigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { LoginInput } from '../../../generated/graphql';
import { isStaff, setSession, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../components/LoginForm';
import { useAdminLogin } from '../hooks/use-admin-login';

const STAFF_HOME = '/dashboard/analytics';

/** /admin: staff sign-in (admin and super_admin only); success opens the dashboard analytics. */
export default function AdminLoginPage() {
  usePageTitle('Staff sign in');
  const { user } = useSession();
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
      title="Staff sign in"
      subtitle="Use your FreshFuel staff account to manage menus, plans, customers and orders."
      footer={<>Not staff? <Link to="/login">Customer log in</Link></>}
    >
      <LoginForm onSubmit={signIn} submitLabel="Log in" />
    </AuthLayout>
  );
}
