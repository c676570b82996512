import { Spinner } from '../../../components/ui/Spinner';
import { mealsLabel, type Quote } from '../utils/selection';
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
  const shown = quote ?? (loading ? previous : null);
  return (
    <aside className={styles.aside} aria-labelledby="price-title">
      <div className={styles.priceCard}>
        <div className={styles.priceHead}>
          <h2 id="price-title" className={styles.priceTitle}>Your price</h2>
          {loading && (
            <span className={styles.updating} role="status">
              <Spinner size={16} /> Updating…
            </span>
          )}
        </div>
        <p className={styles.priceMeta}>
          {planName ?? 'Choose a plan'} · {duration}
          {shown ? ` · ${mealsLabel(shown.mealsCount)} a day` : ''}
        </p>
        <div className={`${styles.priceBody} ${loading ? styles.stale : ''}`} aria-live="polite" aria-busy={loading || undefined}>
          {error ? (
            <p className={styles.error} role="alert">{error}</p>
          ) : shown ? (
            <PriceBreakdown quote={shown} showLines />
          ) : (
            <p className={styles.note}>{loading ? 'Calculating your price…' : 'Complete your selection to see the price.'}</p>
          )}
        </div>
        <button type="submit" className={`btn btn-primary ${styles.continue}`} disabled={!canContinue || loading}>
          Continue
        </button>
        <p className={styles.finePrint}>Totals include 5% VAT. Discount codes can be applied at checkout.</p>
      </div>
    </aside>
  );
}
