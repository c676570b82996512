import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/graphql-errors';
import { formatLong } from '../../lib/dates';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useMyNotifications } from '../../lib/hooks/use-notifications';
import { notify } from '../../lib/toast';
import { useDismiss } from '../../lib/hooks/use-dismiss';
import styles from './NotificationBell.module.css';
import { LineIcon } from '../../components/ui/LineIcon';

/** Unread count refresh interval (ms). */
const POLL_MS = 60_000;

/**
 * The navbar bell of a signed-in user: unread count on the icon, a dropdown with the latest
 * notifications; a click marks one read, "Mark all read" all of them. Closes on Escape or outside click.
 */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { data, loading, error } = useMyNotifications(10, POLL_MS);
  const [markOne] = useMarkNotificationRead();
  const [markAll, { loading: markingAll }] = useMarkAllNotificationsRead();
  const unread = data?.myNotifications.unreadCount ?? 0;
  const items = data?.myNotifications.data ?? [];

  useDismiss(open, root, () => setOpen(false), { returnFocus: button, pointer: 'mousedown' });

  const fail = (e: unknown) => notify.error(errorMessage(e));

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread ? t('notifications.labelUnread', { count: unread }) : t('notifications.title')}
        onClick={() => setOpen((o) => !o)}
      >
        <LineIcon size={22} strokeWidth={2} d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="region" aria-label={t('notifications.title')}>
          <div className={styles.head}>
            <strong>{t('notifications.title')}</strong>
            <button
              type="button"
              className={styles.linkButton}
              disabled={unread === 0 || markingAll}
              onClick={() => void markAll().catch(fail)}
            >
              {t('notifications.markAll')}
            </button>
          </div>
          {error && !data ? (
            <p className={styles.empty}>{errorMessage(error)}</p>
          ) : loading && !data ? (
            <p className={styles.empty}>{t('loading')}</p>
          ) : items.length === 0 ? (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => (
                <li key={n.id} className={n.read ? styles.read : styles.unread}>
                  <p className={styles.title} dir="auto">
                    {n.title}
                  </p>
                  <p className={styles.message} dir="auto">
                    {n.message}
                  </p>
                  <div className={styles.meta}>
                    <span>{formatLong(n.createdAt)}</span>
                    {!n.read && (
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => void markOne({ variables: { id: n.id } }).catch(fail)}
                        aria-label={t('notifications.markOneLabel', { title: n.title })}
                      >
                        {t('notifications.markOne')}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
