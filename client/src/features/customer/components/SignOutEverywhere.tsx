import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/graphql-errors';
import { clearSession } from '../../../lib/session';
import { useLogoutEverywhere } from '../hooks/use-logout-everywhere';

/**
 * "Sign out everywhere" on the profile: after a confirmation, every session of the account (other
 * browsers and devices, and this one) stops working, and this browser goes to /login.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation('customer');
  const [open, setOpen] = useState(false);
  const [logoutEverywhere, { loading }] = useLogoutEverywhere();
  const apollo = useApolloClient();
  const navigate = useNavigate();

  async function confirm() {
    try {
      await logoutEverywhere();
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    setOpen(false);
    clearSession();
    void apollo.clearStore().catch(() => undefined);
    toast.success(t('signOut.done'));
    void navigate('/login', { replace: true });
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('signOut.button')}
      </Button>
      <Modal
        open={open}
        title={t('signOut.title')}
        description={t('signOut.description')}
        onClose={() => setOpen(false)}
        onSave={() => void confirm()}
        saveLabel={t('signOut.button')}
        submitting={loading}
        closeDisabled={loading}
      >
        <p>{t('signOut.text')}</p>
      </Modal>
    </>
  );
}
