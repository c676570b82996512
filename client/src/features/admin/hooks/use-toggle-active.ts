import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import type { PendingConfirm } from '../components/ConfirmDialog';
import { adminText } from './use-admin-text';

/**
 * Activate at once, deactivate after a confirmation: the pattern of meals, plans, codes and admins.
 * `what` names the kind of thing in the dialog's title (translated in `toggle.title`).
 */
export function toggleActive(
  row: { active: boolean },
  name: string,
  what: 'meal' | 'plan' | 'admin',
  set: (active: boolean) => Promise<unknown>,
  ask: (p: PendingConfirm & { success: string }) => void,
) {
  if (!row.active) {
    set(true)
      .then(() => notify.success(adminText('toggle.activeAgain', { name })))
      .catch((e: unknown) => notify.error(errorMessage(e)));
    return;
  }
  ask({
    title: adminText('toggle.title', { what }),
    message: adminText('toggle.message', { name }),
    confirmLabel: adminText('common.deactivate'),
    success: adminText('toggle.success', { name }),
    run: () => set(false),
  });
}
