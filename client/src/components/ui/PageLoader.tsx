import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** Full-area loading fallback for lazy pages. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spinner size={40} />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
