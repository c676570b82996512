import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { LanguageSwitch } from '../../components/ui/LanguageSwitch';
import { loadApolloClient } from '../../lib/apollo-on-demand';
import { revokeSession } from '../../lib/hooks/revoke-session';
import { useDismiss } from '../../lib/hooks/use-dismiss';
import { activeTabVar, clearSession, dashboardHome, setActiveTab, useHasCart, useSession, type ActiveTab } from '../../lib/session';
import styles from './Navbar.module.css';
import { ProfileMenu } from './ProfileMenu';
import { PromotionBanner } from './PromotionBanner';
import { LineIcon } from '../../components/ui/LineIcon';
import { withApollo } from '../with-apollo';
import { useVar } from '../../lib/store';

/** The bell of a signed-in user, loaded when first shown: signed-out visitors (and the first paint) never download it. */
const NotificationBell = lazy(withApollo<object>(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell }))));

/** Width at or below which the links move into the hamburger panel (spec section 9). */
const MOBILE_BREAKPOINT = 768;
const PANEL_ID = 'main-nav-panel';

interface NavItem {
  label: ActiveTab;
  to: string;
}

const PUBLIC_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Plans & Packages', to: '/plans_and_packages' },
  { label: 'Menu', to: '/menu' },
  { label: 'Blog', to: '/blog' },
  { label: 'For Corporate', to: '/corporate' },
  { label: 'Ambassador', to: '/ambassador' },
];

/** The translation key of each tab's label (the tab ids stay the spec's English names). */
export const TAB_KEYS: Record<ActiveTab, string> = {
  Home: 'nav.home',
  'Plans & Packages': 'nav.plans',
  Menu: 'nav.menu',
  Blog: 'nav.blog',
  'For Corporate': 'nav.corporate',
  Ambassador: 'nav.ambassador',
  Subscription: 'nav.subscription',
  Dashboard: 'nav.dashboard',
};

/** The tab that belongs to a path, or null for pages outside the navbar (login, cart, ...). */
function tabForPath(pathname: string): ActiveTab | null {
  if (pathname === '/') return 'Home';
  if (pathname.startsWith('/plans_and_packages')) return 'Plans & Packages';
  if (pathname.startsWith('/menu')) return 'Menu';
  if (pathname.startsWith('/blog')) return 'Blog';
  if (pathname.startsWith('/corporate')) return 'For Corporate';
  if (pathname.startsWith('/ambassador')) return 'Ambassador';
  if (pathname.startsWith('/subscription')) return 'Subscription';
  if (pathname.startsWith('/dashboard')) return 'Dashboard';
  return null;
}

/** Top navigation bar (spec section 2): tabs, session-aware links, hamburger panel at <= 768 px. */
export function Navbar() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const activeTab = useVar(activeTabVar);
  const hasCart = useHasCart();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onTabPage = tabForPath(pathname) !== null;
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  // Close the panel on navigation (links, back/forward).
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  // Keep the highlighted tab in sync with the address (direct visits, back/forward).
  useEffect(() => {
    const tab = tabForPath(pathname);
    if (tab && tab !== activeTabVar()) setActiveTab(tab);
  }, [pathname]);

  // The panel closes when the window grows wider than the breakpoint.
  useEffect(() => {
    const onResize = () => {
      if (window.innerWidth > MOBILE_BREAKPOINT) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // Escape and clicks outside close the open panel.
  useDismiss(open, barRef, () => setOpen(false), { returnFocus: toggleRef });

  const select = useCallback((tab: ActiveTab) => {
    setActiveTab(tab);
    setOpen(false);
  }, []);

  const logout = async () => {
    const apollo = await loadApolloClient().catch(() => undefined); // loaded already for a signed-in user
    if (apollo) await revokeSession(apollo); // the server forgets this token first (at most 3 s)
    clearSession();
    setOpen(false);
    apollo?.clearStore().catch((err: unknown) => console.warn('[logout] could not reset the Apollo store', err));
    void navigate('/');
  };

  const links: NavItem[] = [...PUBLIC_LINKS];
  if (user?.planStatus === 'Active' || user?.planStatus === 'Paused') links.push({ label: 'Subscription', to: '/subscription' });
  if (user) links.push({ label: 'Dashboard', to: dashboardHome(user) });

  return (
    <>
      <PromotionBanner />
      <header className={styles.header}>
        <div className={`${styles.bar} ${user ? styles.signedIn : ''}`} ref={barRef}>
          <Link to="/" className={styles.logo} aria-label={t('nav.homeLabel')} onClick={() => select('Home')}>
            <picture>
              <source srcSet="/images/logo-white.svg" media="(prefers-color-scheme: dark)" />
              <img className={styles.logoFull} src="/images/logo.svg" alt="" width={160} height={40} />
            </picture>
            <img className={styles.logoMark} src="/images/logo-mark.svg" alt="" width={40} height={40} />
          </Link>

          <nav aria-label={t('nav.main')} id={PANEL_ID} className={`${styles.panel} ${open ? styles.panelOpen : ''}`}>
            <ul className={styles.links}>
              {links.map((item) => {
                // Pages outside the navbar (contact, login, cart...) highlight no tab.
                const isActive = onTabPage && item.label === activeTab;
                return (
                  <li key={item.label}>
                    <Link
                      to={item.to}
                      className={`${styles.link} ${isActive ? styles.active : ''}`}
                      aria-current={isActive ? 'page' : undefined}
                      onClick={() => select(item.label)}
                    >
                      {t(TAB_KEYS[item.label])}
                    </Link>
                  </li>
                );
              })}
              <li className={styles.panelOnly}>
                <LanguageSwitch className={`${styles.link} ${styles.linkButton} ${styles.language}`} />
              </li>
              {user && (
                // On phones the signed-in controls fold into this menu (the bar keeps bell, avatar and toggle).
                <li className={styles.panelOnly}>
                  <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={() => void logout()}>
                    {t('nav.logout')}
                  </button>
                </li>
              )}
            </ul>
          </nav>

          <div className={styles.actions}>
            <LanguageSwitch className={`${styles.language} ${styles.barLanguage}`} />
            {hasCart && pathname !== '/cart' && (
              <Link to="/cart" className={styles.cartLink} aria-label={t('nav.cart')} title={t('nav.cart')}>
                <LineIcon
                  className={styles.cartIcon}
                  d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20a1 1 0 1 0 0-.01M17.5 20a1 1 0 1 0 0-.01"
                />
                <span className={styles.cartDot} aria-hidden="true" />
              </Link>
            )}
            {user && (
              <Suspense fallback={<span className={styles.bellSlot} aria-hidden="true" />}>
                <NotificationBell />
              </Suspense>
            )}
            {user && <ProfileMenu user={user} />}
            {user ? (
              <Button
                variant="outline"
                className={`${styles.cta} ${styles.barLogout}`}
                title={t('nav.logout')}
                onClick={() => void logout()}
              >
                <LineIcon
                  className={`${styles.ctaIcon} icon-dir`}
                  strokeWidth={2}
                  d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3"
                />
                <span className={styles.ctaText}>{t('nav.logout')}</span>
              </Button>
            ) : (
              <Link to="/login" className={`btn btn-primary ${styles.cta}`} onClick={() => setOpen(false)}>
                {t('nav.getStarted')}
              </Link>
            )}
            <button
              ref={toggleRef}
              type="button"
              className={`${styles.toggle} ${open ? styles.toggleOpen : ''}`}
              aria-expanded={open}
              aria-controls={PANEL_ID}
              aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setOpen((o) => !o)}
            >
              <span className={styles.toggleBar} />
              <span className={styles.toggleBar} />
              <span className={styles.toggleBar} />
            </button>
          </div>
        </div>
      </header>
    </>
  );
}
