import { tr } from '../../../lib/messages';
import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { closeProfileModal, openProfileModalVar } from '../../../lib/profile-modals';
import { isHttpError } from '../../../lib/rest';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { CHANGE_PASSWORD_FORM_ID, ChangePasswordForm } from '../components/ChangePasswordForm';
import { EDIT_PROFILE_FORM_ID, EditProfileForm } from '../components/EditProfileForm';
import { useChangePassword } from '../hooks/use-change-password';
import { useEditProfile } from '../hooks/use-edit-profile';
import { useVar } from '../../../lib/store';

const messageOf = (error: unknown) => (isHttpError(error) || error instanceof Error ? error.message : tr('common:error.genericRetry'));

/**
 * The Edit Profile and Change Password modals: full-screen on phones, a centred 560 px dialog on wider screens. Mounted once by the app
 * shell; which one shows is `openProfileModalVar` (set by the navbar's profile menu or the profile
 * page), so only one is ever open.
 */
export default function ProfileModals() {
  const open = useVar(openProfileModalVar);
  const { user } = useSession();
  const { t } = useTranslation('customer');
  const [submitting, setSubmitting] = useState(false);
  const editProfile = useEditProfile();
  const changePassword = useChangePassword();

  if (!user) return null;

  const close = () => {
    if (!submitting) closeProfileModal();
  };

  /** Saves through `run`, shows the server's message, and closes the modal (or shows why it failed). */
  const submitWith =
    <V,>(run: (values: V) => Promise<string>) =>
    async (values: V) => {
      try {
        notify.success(await run(values));
        closeProfileModal();
      } catch (error) {
        notify.error(messageOf(error));
      }
    };

  /** The `full` modal of one form (`which`), its title and description, its form as `children`. */
  const modal = (which: 'edit' | 'password', formId: string, title: string, description: string, children: ReactNode) => (
    <Modal
      open={open === which}
      title={title}
      description={description}
      size="full"
      onClose={close}
      formId={formId}
      submitting={submitting}
      closeDisabled={submitting}
    >
      {children}
    </Modal>
  );

  return (
    <>
      {modal(
        'edit',
        EDIT_PROFILE_FORM_ID,
        t('common:profileMenu.edit'),
        t('profile.editDescription'),
        <EditProfileForm
          initialValues={{ fullName: user.fullName, phoneNo: user.phoneNo, image: null }}
          currentImage={user.image}
          onSubmittingChange={setSubmitting}
          onSubmit={submitWith(editProfile)}
        />,
      )}
      {modal(
        'password',
        CHANGE_PASSWORD_FORM_ID,
        t('common:profileMenu.password'),
        t('profile.passwordDescription'),
        <ChangePasswordForm onSubmittingChange={setSubmitting} onSubmit={submitWith(changePassword)} />,
      )}
    </>
  );
}
