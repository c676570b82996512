import { formatAed } from '../../../lib/money';
import { MEAL_LABELS, type Quote } from '../utils/selection';
import styles from './PriceBreakdown.module.css';

const CATEGORY_KEY = { Breakfast: 'breakfast', Lunch: 'lunch', Dinner: 'dinner', Snack: 'snack' } as const;

interface PriceBreakdownProps {
  quote: Pick<Quote, 'lines' | 'subtotal' | 'vat' | 'vatPercent' | 'deliveryFee' | 'discount' | 'total' | 'promotion' | 'discountCode' | 'isTrial' | 'days'>;
  /** Show the subtotal lines (count x daily price x days). */
  showLines?: boolean;
  /** Always show the Discount row, AED 0.00 when none (checkout summary). */
  alwaysShowDiscount?: boolean;
  /** Label of the last row. */
  totalLabel?: string;
}

/** The server's price in fils: subtotal, discount, VAT, delivery fee and total (spec section 9). */
export function PriceBreakdown({ quote, showLines = false, alwaysShowDiscount = false, totalLabel = 'Total' }: PriceBreakdownProps) {
  const discountLabel = quote.discountCode
    ? `Discount (${quote.discountCode.code}, ${quote.discountCode.percentage}%)`
    : quote.promotion
      ? `Promotion (${quote.promotion.name}, ${quote.promotion.discountPercentage}%)`
      : 'Discount';
  return (
    <div className={styles.list}>
      {showLines && quote.lines.length > 0 && (
        <dl className={styles.lines}>
          {quote.lines.map((line) => (
            <div key={line.category} className={styles.line}>
              <dt>
                {MEAL_LABELS[CATEGORY_KEY[line.category]]}
                <span className={styles.lineDetail}> {line.count} × {formatAed(line.dailyPrice)} × {line.days} days</span>
              </dt>
              <dd>{formatAed(line.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      {showLines && quote.isTrial && (
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>
              Trial package<span className={styles.lineDetail}> all meals × {quote.days} days</span>
            </dt>
            <dd>{formatAed(quote.subtotal)}</dd>
          </div>
        </dl>
      )}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>{formatAed(quote.subtotal)}</dd>
        </div>
        {(quote.discount > 0 || alwaysShowDiscount) && (
          <div className={`${styles.row} ${quote.discount > 0 ? styles.discount : ''}`}>
            <dt>{discountLabel}</dt>
            <dd>{quote.discount > 0 ? `− ${formatAed(quote.discount)}` : formatAed(0)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>VAT ({quote.vatPercent}%)</dt>
          <dd>{formatAed(quote.vat)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Delivery fee</dt>
          <dd>{formatAed(quote.deliveryFee)}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{totalLabel}</dt>
          <dd>{formatAed(quote.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
