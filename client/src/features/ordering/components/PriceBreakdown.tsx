import { isolate } from '../../../lib/messages';
import { useTranslation } from 'react-i18next';
import { formatAed } from '../../../lib/money';
import { MEAL_LABELS, type Quote } from '../utils/selection';
import styles from './PriceBreakdown.module.css';

const CATEGORY_KEY = { Breakfast: 'breakfast', Lunch: 'lunch', Dinner: 'dinner', Snack: 'snack' } as const;

interface PriceBreakdownProps {
  quote: Pick<
    Quote,
    | 'lines'
    | 'subtotalInclVat'
    | 'discountInclVat'
    | 'vat'
    | 'vatPercent'
    | 'deliveryFee'
    | 'discount'
    | 'total'
    | 'promotion'
    | 'discountCode'
    | 'isTrial'
    | 'days'
  >;
  /** Show the subtotal lines (count x daily price x days). */
  showLines?: boolean;
  /** Always show the Discount row, AED 0.00 when none (checkout summary). */
  alwaysShowDiscount?: boolean;
  /** Label of the last row. */
  totalLabel?: string;
}

/**
 * The server's price in fils as a customer reads it, VAT included (UAE consumer prices include VAT): each
 * line at its VAT-inclusive daily price, the package price, the discount, the delivery fee and the total,
 * then the VAT the total includes. The figures are the quote's own (`subtotalInclVat - discountInclVat +
 * deliveryFee = total`); the net breakdown is on the tax invoice.
 */
export function PriceBreakdown({ quote, showLines = false, alwaysShowDiscount = false, totalLabel }: PriceBreakdownProps) {
  const { t } = useTranslation('ordering');
  const discountLabel = quote.discountCode
    ? t('price.discountCode', { code: isolate(quote.discountCode.code), percent: quote.discountCode.percentage })
    : quote.promotion
      ? t('price.promotion', { name: isolate(quote.promotion.name), percent: quote.promotion.discountPercentage })
      : t('price.discount');
  return (
    <div className={styles.list}>
      {showLines && quote.lines.length > 0 && (
        <dl className={styles.lines}>
          {quote.lines.map((line) => (
            <div key={line.category} className={styles.line}>
              <dt>
                {t(`common:categories.${MEAL_LABELS[CATEGORY_KEY[line.category]]}`)}
                <span className={styles.lineDetail}>
                  {' '}
                  {t('price.lineDetail', { count: line.count, price: formatAed(line.dailyPriceInclVat), days: line.days })}
                </span>
              </dt>
              <dd>{formatAed(line.amountInclVat)}</dd>
            </div>
          ))}
        </dl>
      )}
      {showLines && quote.isTrial && (
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>
              {t('price.trialPackage')}
              <span className={styles.lineDetail}> {t('price.trialDetail', { days: quote.days })}</span>
            </dt>
            <dd>{formatAed(quote.subtotalInclVat)}</dd>
          </div>
        </dl>
      )}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('price.packagePrice')}</dt>
          <dd>{formatAed(quote.subtotalInclVat)}</dd>
        </div>
        {(quote.discount > 0 || alwaysShowDiscount) && (
          <div className={`${styles.row} ${quote.discount > 0 ? styles.discount : ''}`}>
            <dt>{discountLabel}</dt>
            <dd>{quote.discount > 0 ? `− ${formatAed(quote.discountInclVat)}` : formatAed(0)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('price.deliveryFee')}</dt>
          <dd>{formatAed(quote.deliveryFee)}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{totalLabel ?? t('price.total')}</dt>
          <dd>{formatAed(quote.total)}</dd>
        </div>
        <div className={`${styles.row} ${styles.included}`}>
          <dt>{t('price.vatIncluded', { percent: quote.vatPercent })}</dt>
          <dd>{formatAed(quote.vat)}</dd>
        </div>
      </dl>
    </div>
  );
}
