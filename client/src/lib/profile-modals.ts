import { createVar } from './store';

/** Which full-screen profile modal is open: set by the navbar's profile menu and the profile page. */
export type ProfileModal = 'edit' | 'password';

/**
 * The open profile modal, or null. app/ (ProfileMenu) and the customer feature communicate only
 * through this variable, so neither imports the other's components.
 */
export const openProfileModalVar = createVar<ProfileModal | null>(null);

export function openProfileModal(which: ProfileModal) {
  openProfileModalVar(which);
}

export function closeProfileModal() {
  openProfileModalVar(null);
}
