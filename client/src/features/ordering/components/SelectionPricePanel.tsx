import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import type { Quote } from '../utils/selection';
import { PriceBreakdown } from './PriceBreakdown';
import styles from './SelectionForm.module.css';

interface SelectionPricePanelProps {
  planName: string | undefined;
  duration: string;
  /** The answer for the current selection; null while it loads or when refused. */
  quote: Quote | null;
  /** The last answer, shown dimmed while the new one loads. */
  previous: Quote | null;
  loading: boolean;
  /** The server's refusal, e.g. 'This plan has no Snack meals.' */
  error?: string;
  canContinue: boolean;
}

/** The live price of the selection (server `quote`, debounced) and the Continue button. */
export function SelectionPricePanel({ planName, duration, quote, previous, loading, error, canContinue }: SelectionPricePanelProps) {
  const { t } = useTranslation('ordering');
  const shown = quote ?? (loading ? previous : null);
  return (
    <aside className={styles.aside} aria-labelledby="price-title">
      <div className={styles.priceCard}>
        <div className={styles.priceHead}>
          <h2 id="price-title" className={styles.priceTitle}>
            {t('price.title')}
          </h2>
          {loading && (
            <span className={styles.updating} role="status">
              <Spinner size={16} /> {t('price.updating')}
            </span>
          )}
        </div>
        <p className={styles.priceMeta}>
          {planName ?? t('price.choosePlan')} · {t(`durations.${duration}`, { defaultValue: duration })}
          {shown ? ` · ${t('selection.mealsADay', { count: shown.mealsCount })}` : ''}
        </p>
        <div className={`${styles.priceBody} ${loading ? styles.stale : ''}`} aria-live="polite" aria-busy={loading || undefined}>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : shown ? (
            <PriceBreakdown quote={shown} showLines />
          ) : (
            <p className={styles.note}>{loading ? t('price.calculating') : t('price.complete')}</p>
          )}
        </div>
        <Button type="submit" className={styles.continue} disabled={!canContinue || loading}>
          {t('price.continue')}
        </Button>
        <p className={styles.finePrint}>{t('price.fine')}</p>
      </div>
    </aside>
  );
}
