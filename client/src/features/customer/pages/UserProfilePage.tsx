import { formatPhoneNumberIntl } from 'react-phone-number-input';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatLong } from '../../../lib/dates';
import { openProfileModal } from '../../../lib/profile-modals';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { DeliveryAddressCard } from '../components/DeliveryAddressCard';
import { EmailPreferencesCard } from '../components/EmailPreferencesCard';
import { AVATAR_PLACEHOLDER } from '../components/EditProfileForm';
import { NutritionTargetsCard } from '../components/NutritionTargetsCard';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import { SignOutEverywhere } from '../components/SignOutEverywhere';
import { useSavePendingNutrition } from '../hooks/use-nutrition';
import { useProfileDetails } from '../hooks/use-profile-details';
import styles from './CustomerPages.module.css';

/** /dashboard/user-profile: the customer's profile with edit and password actions and delivery address. */
export default function UserProfilePage() {
  usePageTitle('User Profile');
  useSavePendingNutrition();
  const { user } = useSession();
  const { data, loading, error, refetch } = useProfileDetails();
  if (!user) return null;
  const me = data?.me;

  return (
    <div className={styles.dash}>
      <header className={styles.header}>
        <h1 className={styles.title}>My profile</h1>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="profile-title">
          <div className={styles.profileHead}>
            <img className={styles.avatar} src={user.image || AVATAR_PLACEHOLDER} alt="" width={88} height={88} />
            <div>
              <h2 id="profile-title" className={styles.name}>{user.fullName}</h2>
              <p className={styles.muted}>{user.email}</p>
            </div>
          </div>
          <dl className={styles.facts}>
            <dt>Name</dt><dd>{user.fullName}</dd>
            <dt>E-mail</dt><dd>{user.email}</dd>
            <dt>Phone</dt><dd>{formatPhoneNumberIntl(user.phoneNo) || user.phoneNo}</dd>
            <dt>Plan status</dt><dd><PlanStatusBadge status={me?.planStatus ?? user.planStatus} /></dd>
            <dt>Member since</dt>
            <dd>{me ? formatLong(me.createdAt) : loading ? <Skeleton width={120} /> : '—'}</dd>
          </dl>
          {error && !data && <ErrorState message="Some details could not be loaded." onRetry={() => void refetch()} />}
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={() => openProfileModal('edit')}>Edit Profile</button>
            <button type="button" className="btn btn-outline" onClick={() => openProfileModal('password')}>Change Password</button>
            <SignOutEverywhere />
          </div>
        </section>
        {user.role === 'User' && <DeliveryAddressCard />}
        {user.role === 'User' && <EmailPreferencesCard />}
        <NutritionTargetsCard />
      </div>
    </div>
  );
}
