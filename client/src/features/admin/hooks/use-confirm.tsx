import { useState } from 'react';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { ConfirmDialog, type PendingConfirm } from '../components/ConfirmDialog';

/**
 * State of one confirmation dialog: `ask({ ... , run })` opens it; confirming runs the action, shows
 * `success` as a toast (a text, or made from what `run` resolved with; the server's message on failure) and closes.
 */
export function useConfirm() {
  const [pending, setPending] = useState<(PendingConfirm & { success: string | ((result: unknown) => string) }) | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      const result = await pending.run();
      notify.success(typeof pending.success === 'string' ? pending.success : pending.success(result));
      setPending(null);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const dialog = <ConfirmDialog pending={pending} busy={busy} onClose={() => setPending(null)} onConfirm={() => void confirm()} />;
  return { ask: setPending, dialog };
}
