import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { revokeSession } from '../../lib/hooks/revoke-session';
import { clearSession, isStaff, type SessionUser } from '../../lib/session';
import styles from './Sidebar.module.css';

/** One sidebar entry: label, route and the public id of its icon (`<id>.svg` and `<id>-active.svg`). */
export interface SidebarEntry {
  label: string;
  to: string;
  icon: string;
  /** Other path prefixes that belong to this entry (e.g. /dashboard/addBlog under Blogs). */
  alsoActiveOn?: string[];
}

/** Spec section 2 "Dashboard sidebar", role user. */
export const USER_ENTRIES: SidebarEntry[] = [
  { label: 'User Profile', to: '/dashboard/user-profile', icon: 'user-profile' },
  { label: 'Subscribed Plan', to: '/dashboard/user-subscribed-plan', icon: 'subscribed-plan' },
  { label: 'Order History', to: '/dashboard/user-orders', icon: 'order-history' },
];

/** Spec section 2 "Dashboard sidebar", roles admin and super_admin (plus Newsletters). */
export const STAFF_ENTRIES: SidebarEntry[] = [
  { label: 'Dashboard', to: '/dashboard/analytics', icon: 'dashboard' },
  { label: 'Ambassadors', to: '/dashboard/ambassadors', icon: 'ambassadors' },
  { label: 'Customers', to: '/dashboard/customers', icon: 'customers', alsoActiveOn: ['/dashboard/order/'] },
  { label: 'Orders', to: '/dashboard/orders', icon: 'orders' },
  { label: 'Menu', to: '/dashboard/menus', icon: 'menu' },
  { label: 'Plan Promotions', to: '/dashboard/promotion_plans', icon: 'promotions' },
  { label: 'Plans', to: '/dashboard/plans', icon: 'plans' },
  { label: 'Blogs', to: '/dashboard/blogs', icon: 'blogs', alsoActiveOn: ['/dashboard/addBlog'] },
  { label: 'Notifications', to: '/dashboard/notifications', icon: 'notifications' },
  { label: 'Discount Codes', to: '/dashboard/discount_codes', icon: 'discount-codes' },
  { label: 'Contact Us', to: '/dashboard/contact_us', icon: 'contact-us' },
  { label: 'Newsletters', to: '/dashboard/newsletters', icon: 'newsletters' },
  { label: 'Kitchen', to: '/dashboard/kitchen', icon: 'kitchen' },
  { label: 'Delivery Slots', to: '/dashboard/delivery_slots', icon: 'delivery-slots' },
  { label: 'Legal Pages', to: '/dashboard/legal', icon: 'legal' },
];

/** Super admin only: staff accounts and the audit log. */
export const SUPER_ADMIN_ENTRIES: SidebarEntry[] = [
  { label: 'Admins', to: '/dashboard/admins', icon: 'admins' },
  { label: 'Audit Log', to: '/dashboard/audit', icon: 'audit' },
];

export const sidebarEntries = (user: SessionUser | null): SidebarEntry[] =>
  !isStaff(user) ? USER_ENTRIES : user?.role === 'SuperAdmin' ? [...STAFF_ENTRIES, ...SUPER_ADMIN_ENTRIES] : STAFF_ENTRIES;

/**
 * Icons come from an image host by public id (spec section 2): `${VITE_ICON_BASE_URL}/${id}.svg`,
 * or the bundled copies under /images/icons when the variable is unset.
 */
const ICON_BASE = ((import.meta.env.VITE_ICON_BASE_URL as string | undefined) ?? '').trim().replace(/\/+$/, '') || '/images/icons';

export function iconUrl(publicId: string, active = false): string {
  return `${ICON_BASE}/${publicId}${active ? '-active' : ''}.svg`;
}

/**
 * Both states of an icon; CSS shows the active one when the entry is active or hovered. `mirrored`: the icon points
 * along the reading direction (log out: an arrow leaving the door) and turns round in Arabic (`.icon-dir`).
 */
function EntryIcon({ id, mirrored = false }: { id: string; mirrored?: boolean }) {
  return (
    <span className={mirrored ? `${styles.icon} icon-dir` : styles.icon} aria-hidden="true">
      <img className={styles.iconDefault} src={iconUrl(id)} alt="" width={24} height={24} />
      <img className={styles.iconActive} src={iconUrl(id, true)} alt="" width={24} height={24} />
    </span>
  );
}

interface SidebarProps {
  user: SessionUser | null;
  /** Drawer state below 768 px (ignored on wider screens, where the sidebar is always shown). */
  open: boolean;
  onNavigate: () => void;
  id: string;
}

/** The dashboard's left navigation: logo, the role's entries, Logout. */
export function Sidebar({ user, open, onNavigate, id }: SidebarProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = sidebarEntries(user);
  const { t } = useTranslation('common');
  const [loggingOut, setLoggingOut] = useState(false);
  const logoutPending = useRef(false);

  /**
   * Logout goes to / first and clears the session once the dashboard has unmounted: clearing it while
   * the dashboard is still shown would make the route guard send the visitor to /login instead.
   */
  useEffect(() => {
    if (!loggingOut) return;
    const fallback = window.setTimeout(finishLogout, 4000); // the landing page never loaded
    return () => {
      window.clearTimeout(fallback);
      finishLogout();
    };

    function finishLogout() {
      if (!logoutPending.current) return;
      logoutPending.current = false;
      clearSession();
      void client.clearStore().catch(() => undefined);
    }
  }, [loggingOut, client]);

  async function logout() {
    if (logoutPending.current) return;
    logoutPending.current = true;
    await revokeSession(client); // the server forgets this token before the session is cleared
    setLoggingOut(true);
    onNavigate();
    void navigate('/', { replace: true });
  }

  return (
    <div id={id} className={[styles.sidebar, open ? styles.open : ''].join(' ')}>
      <Link to="/" className={styles.logo} onClick={onNavigate}>
        <picture>
          <source srcSet="/images/logo-white.svg" media="(prefers-color-scheme: dark)" />
          <img src="/images/logo.svg" alt={t('nav.homeLabel')} width={140} height={40} />
        </picture>
      </Link>
      <nav className={styles.nav} aria-label={t('nav.dashboard')}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  [styles.link, isActive || entry.alsoActiveOn?.some((p) => pathname.startsWith(p)) ? styles.active : ''].join(' ')
                }
              >
                <EntryIcon id={entry.icon} />
                <span>{t(`sidebar.${entry.icon}`, { defaultValue: entry.label })}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={`${styles.link} ${styles.logout}`} onClick={() => void logout()} disabled={loggingOut}>
        <EntryIcon id="logout" mirrored />
        <span>{t('nav.logout')}</span>
      </button>
    </div>
  );
}
