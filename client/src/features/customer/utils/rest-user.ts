import type { PlanStatus, Role } from '../hooks/user-types';
import type { SessionUser } from '../../../lib/session';

/** The user as the REST shim answers it (spec section 3 shape). */
export interface RestUser {
  _id: string;
  full_name: string;
  phone_no: string;
  image: string | null;
  role: string;
  plan_status: string;
  email: string;
}

const ROLES: Record<string, Role> = {
  user: 'User',
  admin: 'Admin',
  super_admin: 'SuperAdmin',
  User: 'User',
  Admin: 'Admin',
  SuperAdmin: 'SuperAdmin',
};
const PLAN_STATUSES: readonly PlanStatus[] = ['Active', 'Cancelled', 'Expired', 'None', 'Paused'];

/** Maps the REST user onto the session user; fields the REST shape lacks come from `current`. */
export function sessionUserFromRest(rest: RestUser, current: SessionUser): SessionUser {
  const planStatus = PLAN_STATUSES.find((s) => s.toLowerCase() === rest.plan_status.toLowerCase()) ?? current.planStatus;
  return {
    ...current,
    id: rest._id,
    fullName: rest.full_name,
    phoneNo: rest.phone_no,
    image: rest.image,
    email: rest.email || current.email,
    role: ROLES[rest.role] ?? current.role,
    planStatus,
  };
}
