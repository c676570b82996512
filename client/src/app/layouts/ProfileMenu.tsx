import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openProfileModal, type ProfileModal } from '../../lib/profile-modals';
import type { SessionUser } from '../../lib/session';
import { useDismiss } from '../../lib/hooks/use-dismiss';
import styles from './ProfileMenu.module.css';

const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

const ITEMS: { label: string; modal: ProfileModal }[] = [
  { label: 'profileMenu.edit', modal: 'edit' },
  { label: 'profileMenu.password', modal: 'password' },
];

/**
 * The signed-in user's avatar button in the navbar with a menu of Edit Profile and
 * Change Password. Picking one opens that full-screen modal through `openProfileModalVar` (which
 * also closes the other one). The menu closes on a click outside it, on Escape and after a pick.
 */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  useDismiss(open, root, () => setOpen(false), {
    returnFocus: button,
    onKey: (e) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      const list = items.current.filter((el): el is HTMLButtonElement => el !== null);
      const index = list.indexOf(document.activeElement as HTMLButtonElement);
      const next = e.key === 'ArrowDown' ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
      list[next]?.focus();
    },
  });

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('profileMenu.label', { name: user.fullName })}
        onClick={() => setOpen((v) => !v)}
      >
        <img src={user.image || AVATAR_PLACEHOLDER} alt="" width={40} height={40} className={styles.avatar} />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('profileMenu.menu')} className={styles.menu}>
          <li role="none" className={styles.who}>
            <span className={styles.name}>{user.fullName}</span>
            <bdi className={styles.email}>{user.email}</bdi>
          </li>
          {ITEMS.map((item, i) => (
            <li role="none" key={item.modal}>
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                className={styles.item}
                onClick={() => {
                  setOpen(false);
                  openProfileModal(item.modal);
                }}
              >
                {t(item.label)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
