import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useColorScheme } from '../lib/color-scheme';
import { TOAST_CONTAINER_PROPS } from '../lib/toast';

/** react-toastify's close button (same markup and look) with its name in the interface language. */
function ToastCloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The toast container with the spec's settings; its own chunk (with its CSS), loaded after the first paint.
 * Light theme as the spec says, react-toastify's dark theme when the system asks for dark. Every name it
 * gives a screen reader is in the interface language: the region and the close button through props, the
 * progress bar (react-toastify writes "notification timer" with no option) relabelled as it appears.
 */
export default function ToastHost() {
  const scheme = useColorScheme();
  const { dir } = useLanguage();
  const { t } = useTranslation('common');
  const host = useRef<HTMLDivElement>(null);
  const timerLabel = t('toasts.timer');

  useEffect(() => {
    const root = host.current;
    if (!root) return;
    const relabel = () => {
      for (const bar of root.querySelectorAll('[role="progressbar"]')) {
        if (bar.getAttribute('aria-label') !== timerLabel) bar.setAttribute('aria-label', timerLabel);
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [timerLabel]);

  // Right to left, the text and the close button follow the reading direction; the corner stays the spec's.
  return (
    <div ref={host}>
      <ToastContainer
        {...TOAST_CONTAINER_PROPS}
        theme={scheme === 'dark' ? 'dark' : TOAST_CONTAINER_PROPS.theme}
        rtl={dir === 'rtl'}
        aria-label={t('toasts.region')}
        closeButton={(props: CloseButtonProps) => <ToastCloseButton {...props} label={t('close')} />}
      />
    </div>
  );
}
