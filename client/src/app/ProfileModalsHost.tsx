import i18n from '../i18n';
import { lazy, Suspense } from 'react';
import { openProfileModalVar } from '../lib/profile-modals';
import { useSession } from '../lib/session';
import { withApollo } from './with-apollo';
import { useVar } from '../lib/store';

/** The customer feature's profile modals, loaded the first time one is opened (like a routed page). */
const ProfileModals = lazy(() =>
  Promise.all([withApollo(() => import('../features/customer/pages/ProfileModals'))(), i18n.loadNamespaces(['customer'])]).then(
    ([module]) => module,
  ),
);

/** Mounted once by the router: shows the Edit Profile / Change Password modals for a signed-in user. */
export function ProfileModalsHost() {
  const { user } = useSession();
  const open = useVar(openProfileModalVar);
  if (!user || !open) return null;
  return (
    <Suspense fallback={null}>
      <ProfileModals />
    </Suspense>
  );
}
