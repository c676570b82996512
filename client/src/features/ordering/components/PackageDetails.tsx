import { useTranslation } from 'react-i18next';
import { formatAed } from '../../../lib/money';
import { formatLong } from '../../../lib/dates';
import { deliveriesOf, describeMeals, mealsLabel, selectionCounts, type Cart } from '../utils/selection';
import styles from './PackageDetails.module.css';

/** The cart's selection: plan, duration (its deliveries at the chosen week), meals per day, start date and package price (fils). */
export function PackageDetails({ cart, showPrice = true }: { cart: Cart; showPrice?: boolean }) {
  const { t } = useTranslation('ordering');
  const { selection, plan } = cart;
  const perWeek = selection.deliveryDaysPerWeek ?? 7;
  const days = deliveriesOf(selection.duration, perWeek);
  const counts = selectionCounts(selection);
  const mealsCount = counts.breakfast + counts.lunch + counts.dinner + counts.snack;
  return (
    <dl className={styles.details}>
      <div>
        <dt>{t('details.plan')}</dt>
        <dd>
          {plan.name}
          {plan.promotion && (
            <span className={styles.promo}>
              {plan.promotion.name} · {t('details.off', { percent: plan.promotion.discountPercentage })}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('selection.duration')}</dt>
        <dd>
          {t(`durations.${selection.duration}`, { defaultValue: selection.duration })}
          {days ? ` (${t('selection.deliveryDays', { count: days })})` : ''}
          {perWeek < 7 && <span className={styles.sub}>{t('selection.weekDays', { count: perWeek })}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('selection.mealsPerDay')}</dt>
        <dd>
          {mealsLabel(mealsCount)}
          <span className={styles.sub}>{describeMeals(selection)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('selection.startDate')}</dt>
        <dd>{selection.startDate ? formatLong(selection.startDate) : '—'}</dd>
      </div>
      {showPrice && (
        <div>
          <dt>{t('details.price')}</dt>
          <dd>
            {cart.priceInclVat !== undefined ? formatAed(cart.priceInclVat) : t('details.priceAtCheckout')}
            <span className={styles.sub}>{t('details.priceNote')}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
