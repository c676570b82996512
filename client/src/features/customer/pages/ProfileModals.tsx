import { tr } from '../../../lib/messages';
import { useTranslation } from 'react-i18next';
import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { closeProfileModal, openProfileModalVar } from '../../../lib/profile-modals';
import { isHttpError } from '../../../lib/rest';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { CHANGE_PASSWORD_FORM_ID, ChangePasswordForm } from '../components/ChangePasswordForm';
import { EDIT_PROFILE_FORM_ID, EditProfileForm } from '../components/EditProfileForm';
import { useChangePassword } from '../hooks/use-change-password';
import { useEditProfile } from '../hooks/use-edit-profile';

const messageOf = (error: unknown) => (isHttpError(error) || error instanceof Error ? error.message : tr('common:error.genericRetry'));

/**
 * The full-screen Edit Profile and Change Password modals. Mounted once by the app
 * shell; which one shows is `openProfileModalVar` (set by the navbar's profile menu or the profile
 * page), so only one is ever open.
 */
export default function ProfileModals() {
  const open = useReactiveVar(openProfileModalVar);
  const { user } = useSession();
  const { t } = useTranslation('customer');
  const [submitting, setSubmitting] = useState(false);
  const editProfile = useEditProfile();
  const changePassword = useChangePassword();

  if (!user) return null;

  const close = () => {
    if (!submitting) closeProfileModal();
  };

  return (
    <>
      <Modal
        open={open === 'edit'}
        title={t('common:profileMenu.edit')}
        description={t('profile.editDescription')}
        size="full"
        onClose={close}
        formId={EDIT_PROFILE_FORM_ID}
        submitting={submitting}
        closeDisabled={submitting}
      >
        <EditProfileForm
          initialValues={{ fullName: user.fullName, phoneNo: user.phoneNo, image: null }}
          currentImage={user.image}
          onSubmittingChange={setSubmitting}
          onSubmit={async (values) => {
            try {
              notify.success(await editProfile(values));
              closeProfileModal();
            } catch (error) {
              notify.error(messageOf(error));
            }
          }}
        />
      </Modal>
      <Modal
        open={open === 'password'}
        title={t('common:profileMenu.password')}
        description={t('profile.passwordDescription')}
        size="full"
        onClose={close}
        formId={CHANGE_PASSWORD_FORM_ID}
        submitting={submitting}
        closeDisabled={submitting}
      >
        <ChangePasswordForm
          onSubmittingChange={setSubmitting}
          onSubmit={async (values) => {
            try {
              notify.success(await changePassword(values));
              closeProfileModal();
            } catch (error) {
              notify.error(messageOf(error));
            }
          }}
        />
      </Modal>
    </>
  );
}
