import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../components/ui/LanguageSwitch';
import { setActiveTab, type ActiveTab } from '../../lib/session';
import { useSupportPhone } from '../../lib/hooks/use-support-phone';
import styles from './Footer.module.css';
import { TAB_KEYS } from './Navbar';
import { LineIcon } from '../../components/ui/LineIcon';
import { dubaiYear } from '../../lib/date-format';
import { LEGAL_PAGES, legalPath } from '../../lib/legal';

const EXPLORE: { label: ActiveTab; to: string }[] = [
  { label: 'Home', to: '/' },
  { label: 'Plans & Packages', to: '/plans_and_packages' },
  { label: 'Menu', to: '/menu' },
  { label: 'Blog', to: '/blog' },
  { label: 'For Corporate', to: '/corporate' },
];

/** Site footer (spec sections 1 and 2): links that set the active tab, the legal pages, contact details (the configured support phone), coverage note. */
export function Footer() {
  const phone = useSupportPhone();
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo} aria-label={t('nav.homeLabel')} onClick={() => setActiveTab('Home')}>
            <picture>
              <source srcSet="/images/logo-white.svg" media="(prefers-color-scheme: dark)" />
              <img src="/images/logo.svg" alt="" width={160} height={40} />
            </picture>
          </Link>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <p className={styles.coverage}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              <circle cx="7" cy="17.5" r="1.8" fill="currentColor" />
              <circle cx="17" cy="17.5" r="1.8" fill="currentColor" />
            </svg>
            <span>
              {t('footer.coverage')} <Link to="/contact">{t('footer.contactUs')}</Link> {t('footer.coverageCheck')}
            </span>
          </p>
        </div>

        <nav className={styles.column} aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <ul className={styles.list}>
            {EXPLORE.map((item) => (
              <li key={item.label}>
                <Link to={item.to} onClick={() => setActiveTab(item.label)}>
                  {t(TAB_KEYS[item.label])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('footer.company')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/ambassador" onClick={() => setActiveTab('Ambassador')}>
                {t('nav.ambassador')}
              </Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contactUs')}</Link>
            </li>
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.list}>
            {LEGAL_PAGES.map((p) => (
              <li key={p.slug}>
                <Link to={legalPath(p.kind)}>{t(`footer.legalPages.${p.kind}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>{t('footer.getInTouch')}</h2>
          <address className={styles.contact}>
            <span className={styles.contactRow}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <circle cx="12" cy="9.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
              {t('footer.address')}
            </span>
            <a className={styles.contactRow} href={phone.telHref}>
              <LineIcon
                className={styles.icon}
                round="joins"
                d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"
              />
              <bdi className="ltr">{phone.display}</bdi>
            </a>
          </address>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('footer.copyright', { year: String(dubaiYear()) })}</p>
        <LanguageSwitch className={styles.language} />
      </div>
    </footer>
  );
}
