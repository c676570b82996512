import { errorMessage } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import type { PendingConfirm } from '../components/ConfirmDialog';

/**
 * Activate at once, deactivate after a confirmation: the pattern of meals, plans, codes and admins.
 */
export function toggleActive(
  row: { active: boolean },
  name: string,
  what: string,
  set: (active: boolean) => Promise<unknown>,
  ask: (p: PendingConfirm & { success: string }) => void,
) {
  if (!row.active) {
    set(true).then(() => notify.success(`${name} is active again.`)).catch((e: unknown) => notify.error(errorMessage(e)));
    return;
  }
  ask({
    title: `Deactivate ${what}`,
    message: `Deactivate ${name}? You can activate it again later.`,
    confirmLabel: 'Deactivate',
    success: `${name} deactivated.`,
    run: () => set(false),
  });
}
