import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useSupportPhone } from '../../../lib/hooks/use-support-phone';
import styles from './SupportChatButton.module.css';

/**
 * The floating support chat-link button of the corporate and ambassador pages (spec section 1): a
 * round button fixed bottom-right that opens WhatsApp; the phone number shows on hover and focus.
 * The number is the server's SUPPORT_PHONE.
 */
export function SupportChatButton() {
  const { t } = useTranslation('content');
  const tipId = useId();
  const phone = useSupportPhone();
  return (
    <a
      className={styles.button}
      href={phone.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat')}
      aria-describedby={tipId}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path
          d="M8.6 8.2c.2-.5.5-.5.8-.5h.5c.2 0 .4.1.5.4l.7 1.6c.1.2 0 .5-.1.6l-.5.6c-.1.1-.2.3 0 .5.5.9 1.3 1.7 2.3 2.2.2.1.4.1.5-.1l.6-.7c.2-.2.4-.2.6-.1l1.6.8c.2.1.3.3.3.5 0 .6-.3 1.3-.9 1.6-.6.3-1.4.4-2.8-.2-1.8-.8-3.2-2.3-4-3.9-.5-1-.6-1.9-.3-2.6z"
          fill="currentColor"
        />
      </svg>
      <span id={tipId} role="tooltip" className={styles.tip}>
        {phone.display}
      </span>
    </a>
  );
}
