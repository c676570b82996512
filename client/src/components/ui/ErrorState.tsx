import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import styles from './ErrorState.module.css';

interface ErrorStateProps {
  title?: string;
  /** A message fit to show a person (see errorMessage in lib/apollo-client). */
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load: what went wrong and a retry button. */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.box} role="alert">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title ?? t('error.loadTitle')}</p>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel ?? t('error.retry')}
        </Button>
      )}
    </div>
  );
}
