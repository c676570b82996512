import { Modal } from '../../../components/ui/Modal';
import { useAdminText } from '../hooks/use-admin-text';

export interface PendingConfirm {
  title: string;
  message: string;
  confirmLabel: string;
  run: () => Promise<unknown>;
}

/**
 * Confirmation before a destructive action (deactivate, reject, bulk status): the shared Modal with
 * its Save button relabelled; the button spins while `run` settles and the dialog closes after.
 */
export function ConfirmDialog({
  pending,
  busy,
  onClose,
  onConfirm,
}: {
  pending: PendingConfirm | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useAdminText();
  return (
    <Modal
      open={pending !== null}
      title={pending?.title ?? ''}
      onClose={onClose}
      onSave={onConfirm}
      saveLabel={pending?.confirmLabel ?? t('common.confirm')}
      submitting={busy}
      closeDisabled={busy}
    >
      <p>{pending?.message}</p>
    </Modal>
  );
}
