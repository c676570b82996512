import type { ReactNode } from 'react';
import i18n from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { ADMIN_NAMESPACES } from '../hooks/use-admin-text';
import styles from './AdminPage.module.css';

// Every staff page imports this module: its translations start loading with the page's chunk, not after it renders.
void i18n.loadNamespaces(ADMIN_NAMESPACES);

/** A dashboard page: title (also the document title), optional intro and header actions. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A white card around a block of the page. */
export function Panel({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.panel}>
      {(title || actions) && (
        <div className={styles.panelHeader}>
          {title && <h2 className={styles.panelTitle}>{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}

/** Two lists of the same kind (Active / Expired) as accessible tabs. */
export function Tabs<K extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          className={`${styles.tab} ${tab.key === value ? styles.tabActive : ''}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
