import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { dashboardHome, isStaff, useSession } from '../lib/session';

/**
 * Route protection (spec sections 2 and 6): signed-out visitors go to /login (and come back after);
 * staff-only pages send customers to their own dashboard home. The server enforces the same rules.
 */
export function RequireAuth({ children, staff = false }: { children: ReactNode; staff?: boolean }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (staff && !isStaff(user)) return <Navigate to={dashboardHome(user)} replace />;
  return <>{children}</>;
}
