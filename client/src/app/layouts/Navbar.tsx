import { Link } from 'react-router-dom';
import { clearSession, dashboardHome, useSession } from '../../lib/session';

/** Stub: replaced by the full navbar (spec section 2 "Top navigation bar"). */
export function Navbar() {
  const { user } = useSession();
  return (
    <header>
      <nav aria-label="Main">
        <Link to="/">Home</Link> <Link to="/plans_and_packages">Plans &amp; Packages</Link> <Link to="/menu">Menu</Link>
        {user ? <><Link to={dashboardHome(user)}>Dashboard</Link> <button type="button" onClick={clearSession}>Logout</button></> : <Link to="/login">Get Started</Link>}
      </nav>
    </header>
  );
}
