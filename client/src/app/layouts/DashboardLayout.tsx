import { Outlet } from 'react-router-dom';

/** Stub: replaced by the role sidebar layout (spec section 2 "Dashboard sidebar"). */
export default function DashboardLayout() {
  return <div className="dashboard"><Outlet /></div>;
}
