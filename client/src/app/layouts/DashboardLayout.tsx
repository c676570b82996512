import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../components/ui/LanguageSwitch';
import { PageLoader } from '../../components/ui/PageLoader';
import { useSession, type SessionUser } from '../../lib/session';
import styles from './DashboardLayout.module.css';
import { Sidebar } from './Sidebar';
import { LineIcon } from '../../components/ui/LineIcon';

const SIDEBAR_ID = 'dashboard-sidebar';
/** Spec section 9: mobile breakpoint. */
const MOBILE_QUERY = '(max-width: 768px)';

const ROLE_LABELS: Record<SessionUser['role'], string> = {
  User: 'dashboard.roleUser',
  Admin: 'dashboard.roleAdmin',
  SuperAdmin: 'dashboard.roleSuperAdmin',
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

/**
 * /dashboard/*: role sidebar on the left, top bar with the signed-in user, page on the right.
 * At 768 px and below the sidebar is a drawer opened by the menu button.
 */
export default function DashboardLayout() {
  const { user } = useSession();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The drawer is open on the route where it was opened: a route change closes it (no effect needed).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenOn(null), []);

  // Close the drawer when the window grows past the breakpoint.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [close]);

  // While the drawer is open: Escape closes it (focus back on the menu button), focus moves into it.
  useEffect(() => {
    if (!open) return;
    document.getElementById(SIDEBAR_ID)?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div className={styles.shell}>
      <a href="#dashboard-main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Sidebar id={SIDEBAR_ID} user={user} open={open} onNavigate={close} />
      {open && <button type="button" className={styles.backdrop} aria-label={t('nav.closeMenu')} tabIndex={-1} onClick={close} />}
      <div className={styles.content}>
        <header className={styles.topbar}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-controls={SIDEBAR_ID}
            aria-expanded={open}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <LineIcon strokeWidth={2} round="caps">
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </LineIcon>
          </button>
          {user && (
            <>
              <p className={styles.greeting}>
                {t('dashboard.hello', { name: user.fullName.split(/\s+/)[0] })} <span>{t('dashboard.welcomeBack')}</span>
              </p>
              <div className={styles.user}>
                <LanguageSwitch className={styles.language} />
                <div className={styles.userText}>
                  <span className={styles.name} title={user.fullName}>
                    <span className="visually-hidden">{t('dashboard.signedInAs')} </span>
                    {user.fullName}
                  </span>
                  <span className={styles.role}>{t(ROLE_LABELS[user.role])}</span>
                </div>
                <span className={styles.avatar} aria-hidden="true">
                  {user.image ? <img src={user.image} alt="" /> : initials(user.fullName)}
                </span>
              </div>
            </>
          )}
        </header>
        <main id="dashboard-main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
