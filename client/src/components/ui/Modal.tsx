import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';
import { Button } from './Button';
import { LineIcon } from './LineIcon';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Short text under the title (linked with aria-describedby). */
  description?: ReactNode;
  /**
   * `default`: a footer with Cancel and a Save button (spinner while `submitting`).
   * `checkout`: no footer (spec section 2: the card payment modal has its own Pay button).
   */
  variant?: 'default' | 'checkout';
  /** Save handler; with `formId` the Save button submits that form instead. */
  onSave?: () => void;
  /** Id of a form inside the modal that the Save button submits. */
  formId?: string;
  saveLabel?: string;
  /** The dismiss button's text (default "Cancel"), e.g. "Keep my plan" when Save cancels something. */
  cancelLabel?: string;
  /** `danger` for a destructive Save (red), so it never looks like the safe choice. */
  tone?: 'default' | 'danger';
  /** Shows a spinner on Save and disables it. */
  submitting?: boolean;
  saveDisabled?: boolean;
  /** While true, Escape, the backdrop and the close icon do nothing (e.g. a payment is being confirmed). */
  closeDisabled?: boolean;
  /** `md` dialog (default) or `full`: 560 px wide and centred on wider screens, the whole screen below 600 px. */
  size?: 'md' | 'full';
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Class on <body> while a modal is open. */
export const MODAL_OPEN_CLASS = 'ff-modal-open';

/**
 * The modal dialog of spec section 2: title, close icon, content and a footer with a Save button
 * that shows a spinner while submitting (the checkout variant has no footer). Rendered in a portal
 * with aria-modal; focus moves inside, Tab stays inside (focus trap), Escape closes, and focus
 * returns to the element that opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  description,
  variant = 'default',
  onSave,
  formId,
  saveLabel,
  cancelLabel,
  tone = 'default',
  submitting = false,
  saveDisabled = false,
  closeDisabled = false,
  size = 'md',
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const closeDisabledRef = useRef(closeDisabled);

  useEffect(() => {
    onCloseRef.current = onClose;
    closeDisabledRef.current = closeDisabled;
  });

  // While any modal is open, toasts move to the bottom of the screen (global.css) so they never
  // cover the dialog's close icon; a count keeps the class while nested modals remain.
  useEffect(() => {
    if (!open) return;
    const body = document.body;
    body.dataset.modals = String(Number(body.dataset.modals ?? 0) + 1);
    body.classList.add(MODAL_OPEN_CLASS);
    return () => {
      const left = Number(body.dataset.modals ?? 1) - 1;
      body.dataset.modals = String(left);
      if (left <= 0) body.classList.remove(MODAL_OPEN_CLASS);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (!closeDisabledRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === dialog)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && active === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (active && !dialog.contains(active)) {
        event.preventDefault();
        firstItem.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const requestClose = () => {
    if (!closeDisabled) onClose();
  };

  return createPortal(
    // The backdrop is decoration: a click on it closes like Escape does for the keyboard (handled above). The second
    // press of a double click does not: it is the button that opened the dialog pressed twice ("Pay AED ..." opened
    // the card dialog, and its second press landed on the backdrop and closed it).
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && event.detail < 2) requestClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`${styles.dialog} ${size === 'full' ? styles.full : ''}`}
      >
        <header className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          <button type="button" className={styles.close} onClick={requestClose} disabled={closeDisabled} aria-label={t('close')}>
            <LineIcon strokeWidth={2} round="caps" d="M6 6l12 12M18 6L6 18" />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {variant === 'default' && (
          <footer className={styles.footer}>
            <Button variant="outline" onClick={requestClose} disabled={closeDisabled}>
              {cancelLabel ?? t('cancel')}
            </Button>
            <Button
              type={formId ? 'submit' : 'button'}
              form={formId}
              variant={tone === 'danger' ? 'danger' : 'primary'}
              className={styles.save}
              onClick={formId ? undefined : onSave}
              disabled={saveDisabled}
              loading={submitting}
            >
              <span>{saveLabel ?? t('save')}</span>
            </Button>
          </footer>
        )}
      </div>
    </div>,
    document.body,
  );
}
