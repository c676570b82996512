import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { useEmailPreferences, type EmailKind } from '../hooks/use-email-preferences';
import styles from '../pages/CustomerPages.module.css';

/**
 * The profile's "E-mail notifications" card: one switch per kind of e-mail. Reminders and schedule
 * confirmations can be switched off (saved at once); receipts, refunds, cancellations and account
 * security e-mails are always sent, shown on and disabled with the reason.
 */
export function EmailPreferencesCard() {
  const { t } = useTranslation('customerPreferences');
  const { preferences, loading, error, refetch, setPreference } = useEmailPreferences();
  const [pending, setPending] = useState<EmailKind | null>(null);

  async function toggle(kind: EmailKind, enabled: boolean) {
    setPending(kind);
    try {
      await setPreference(kind, enabled);
      notify.success(enabled ? t('saved.on') : t('saved.off'));
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setPending(null);
    }
  }

  let body;
  if (loading && !preferences.length) {
    body = <Skeleton height={120} />;
  } else if (error && !preferences.length) {
    body = <ErrorState message={t('loadError')} onRetry={() => void refetch()} />;
  } else {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {preferences.map((p) => {
          const id = `email-pref-${p.kind}`;
          return (
            <li key={p.kind} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={p.enabled}
                disabled={p.required || pending !== null}
                aria-describedby={`${id}-hint`}
                onChange={(e) => void toggle(p.kind, e.target.checked)}
                style={{ width: 20, height: 20, marginTop: 2, flex: 'none' }}
              />
              <div>
                <label htmlFor={id} style={{ fontWeight: 600 }}>
                  {t(`kinds.${p.kind}.label`)}
                </label>
                <p id={`${id}-hint`} className={styles.muted}>
                  {t(`kinds.${p.kind}.hint`)}
                  {p.required ? ` ${t('required')}` : ''}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="email-preferences-title">
      <h2 id="email-preferences-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.muted} style={{ marginBottom: 12 }}>
        {t('intro')}
      </p>
      {body}
    </section>
  );
}
