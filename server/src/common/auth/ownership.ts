import type { AuthUser } from './current-user.decorator.js';
import { STAFF_ROLES } from './roles.decorator.js';

/** Whether `caller` is staff (admin or super admin). */
export function isStaff(caller: AuthUser): boolean {
  return (STAFF_ROLES as readonly string[]).includes(caller.role);
}

/** Style rule 3, ownership: whether `caller` may read a record owned by `ownerId` (its owner, or staff). */
export function isOwnerOrStaff(caller: AuthUser, ownerId: { toString(): string }): boolean {
  return ownerId.toString() === caller.id || isStaff(caller);
}
