import { useTranslation } from 'react-i18next';
import { formatPhoneNumberIntl } from 'react-phone-number-input';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatLong } from '../../../lib/dates';
import { openProfileModal } from '../../../lib/profile-modals';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddressBookCard } from '../components/AddressBookCard';
import { EmailPreferencesCard } from '../components/EmailPreferencesCard';
import { AVATAR_PLACEHOLDER } from '../components/EditProfileForm';
import { NutritionTargetsCard } from '../components/NutritionTargetsCard';
import { PersonalDataCard } from '../components/PersonalDataCard';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import { SignOutEverywhere } from '../components/SignOutEverywhere';
import { useSavePendingNutrition } from '../hooks/use-nutrition';
import { useProfileDetails } from '../hooks/use-profile-details';
import styles from './CustomerPages.module.css';

/** /dashboard/user-profile: the customer's profile with edit and password actions and delivery address. */
export default function UserProfilePage() {
  const { t } = useTranslation('customer');
  usePageTitle(t('profile.pageTitle'));
  useSavePendingNutrition();
  const { user } = useSession();
  const { data, loading, error, refetch } = useProfileDetails();
  if (!user) return null;
  const me = data?.me;

  return (
    <div className={styles.dash}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('profile.title')}</h1>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="profile-title">
          <div className={styles.profileHead}>
            <img className={styles.avatar} src={user.image || AVATAR_PLACEHOLDER} alt="" width={88} height={88} />
            <div>
              <h2 id="profile-title" className={styles.name}>
                {user.fullName}
              </h2>
              <p className={styles.muted}>
                <bdi>{user.email}</bdi>
              </p>
            </div>
          </div>
          <dl className={styles.facts}>
            <dt>{t('profile.name')}</dt>
            <dd>{user.fullName}</dd>
            <dt>{t('profile.email')}</dt>
            <dd>
              <bdi>{user.email}</bdi>
            </dd>
            <dt>{t('profile.phone')}</dt>
            <dd>
              <bdi className="ltr">{formatPhoneNumberIntl(user.phoneNo) || user.phoneNo}</bdi>
            </dd>
            <dt>{t('profile.planStatus')}</dt>
            <dd>
              <PlanStatusBadge status={me?.planStatus ?? user.planStatus} />
            </dd>
            <dt>{t('profile.memberSince')}</dt>
            <dd>{me ? formatLong(me.createdAt) : loading ? <Skeleton width={120} /> : '—'}</dd>
          </dl>
          {error && !data && <ErrorState message={t('profile.partialError')} onRetry={() => void refetch()} />}
          <div className={styles.actions}>
            <Button onClick={() => openProfileModal('edit')}>{t('common:profileMenu.edit')}</Button>
            <Button variant="outline" onClick={() => openProfileModal('password')}>
              {t('common:profileMenu.password')}
            </Button>
            <SignOutEverywhere />
          </div>
        </section>
        {user.role === 'User' && <AddressBookCard />}
        {user.role === 'User' && <EmailPreferencesCard />}
        <NutritionTargetsCard />
        {user.role === 'User' && <PersonalDataCard />}
      </div>
    </div>
  );
}
