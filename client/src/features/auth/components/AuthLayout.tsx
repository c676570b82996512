import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';
import { LineIcon } from '../../../components/ui/LineIcon';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A short message above the form (why the user is here, e.g. their session ended), read out politely. */
  notice?: ReactNode;
  /** Links under the form ("Already have an account? Log in"). */
  footer?: ReactNode;
  /** 'customer' shows the brand panel on wide screens; 'staff' is a compact card with a dark band. */
  variant?: 'customer' | 'staff';
  children: ReactNode;
}

/** The card every auth screen sits in: heading, intro, form, footer links. */
export function AuthLayout({ title, subtitle, notice, footer, variant = 'customer', children }: AuthLayoutProps) {
  const staff = variant === 'staff';
  const { t } = useTranslation('auth');
  return (
    <section className={styles.page}>
      <div className={[styles.shell, staff ? styles.staff : styles.withAside].join(' ')}>
        {!staff && (
          <aside className={styles.aside} aria-label={t('aside.label')}>
            <div>
              <p className={styles.asideTitle}>{t('aside.title')}</p>
              <p>{t('aside.text')}</p>
              <ul className={styles.perks}>
                <li>{t('aside.perk1')}</li>
                <li>{t('aside.perk2')}</li>
                <li>{t('aside.perk3')}</li>
              </ul>
            </div>
            <ul className={styles.stats} aria-label={t('aside.numbers')}>
              <li>
                <strong>
                  <bdi>4.8+</bdi>
                </strong>
                {t('aside.rating')}
              </li>
              <li>
                <strong>
                  <bdi>1,012+</bdi>
                </strong>
                {t('aside.ratings', { count: 1012 })}
              </li>
              <li>
                <strong>
                  <bdi>5000+</bdi>
                </strong>
                {t('aside.subscriptions', { count: 5000 })}
              </li>
            </ul>
          </aside>
        )}
        <div className={styles.card}>
          {staff && (
            <div className={styles.staffBand}>
              <ShieldIcon />
              <span>
                {t('aside.staff')}
                <small>{t('aside.staffDashboard')}</small>
              </span>
            </div>
          )}
          <header className={styles.header}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </header>
          {notice && (
            <p role="status" className={styles.notice}>
              {notice}
            </p>
          )}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </section>
  );
}

function ShieldIcon() {
  return (
    <LineIcon>
      <path d="M12 3l7 3v6c0 4.4-3 7.9-7 9-4-1.1-7-4.6-7-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </LineIcon>
  );
}
