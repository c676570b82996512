import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLong } from '../../../lib/date-format';
import { formatAed } from '../../../lib/money';
import type { CatalogPlan } from '../hooks/use-plans';
import styles from './PlanCard.module.css';

const SLOTS = [
  { key: 'breakfast', label: 'common:categories.Breakfast' },
  { key: 'lunch', label: 'common:categories.Lunch' },
  { key: 'dinner', label: 'common:categories.Dinner' },
  { key: 'snacks', label: 'planCard.snacks' },
] as const;

/**
 * A plan on /plans_and_packages with prices, daily slot prices and its promotion. The headline price is
 * VAT-inclusive (the server's `priceInclVat` / `discountedPriceInclVat`: what checkout charges for the
 * whole package), and so are the daily slot prices (`dailyPricesInclVat`): one price, VAT included, as UAE
 * consumer prices are read.
 */
export function PlanCard({
  plan,
  priority = false,
}: {
  plan: CatalogPlan;
  /** First card on screen: its image loads at once, with high priority (the page's largest paint). */ priority?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const promo = plan.promotion;
  const titleId = `plan-${plan.id}-name`;
  const period = plan.isTrial ? t('planCard.periodTrial') : t('planCard.periodMonth');
  const mealCount = plan.planMeals.length;

  return (
    <article className={`${styles.card} ${promo ? styles.promoted : ''}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img
          src={plan.image}
          alt=""
          width={400}
          height={240}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        <div className={styles.badges}>
          {plan.isTrial && <span className={styles.trial}>{t('planCard.trial')}</span>}
          {promo && <span className={styles.promo}>{t('planCard.off', { percent: promo.discountPercentage })}</span>}
        </div>
      </div>

      <div className={styles.body}>
        <h3 id={titleId} className={styles.name} dir="auto">
          {plan.name}
        </h3>
        <p className={styles.description} dir="auto">
          {plan.description}
        </p>

        <div className={styles.priceBlock}>
          <p className={styles.price}>
            {promo ? (
              <>
                <span className="visually-hidden">{t('planCard.was')} </span>
                <del className={styles.was}>{formatAed(plan.priceInclVat)}</del>
                <span className="visually-hidden">{t('planCard.now')} </span>
                <strong className={styles.now}>{formatAed(promo.discountedPriceInclVat)}</strong>
              </>
            ) : (
              <strong className={styles.now}>{formatAed(plan.priceInclVat)}</strong>
            )}
            <span className={styles.vat}>{t('common:vat.inclVat')}</span>
            <span className={styles.period}> / {period}</span>
          </p>
          {promo && (
            <p className={styles.promoNote}>
              <strong dir="auto">{promo.name}</strong> ·{' '}
              {t('planCard.save', { amount: formatAed(plan.priceInclVat - promo.discountedPriceInclVat) })} ·{' '}
              {t('planCard.ends', { date: formatLong(promo.endDate) })}
            </p>
          )}
        </div>

        <ul className={styles.facts}>
          {plan.caloriesPerDay ? (
            <li>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.6 2-4.6.3 1.6 1.2 2.6 2.2 2.6C10.5 8.5 11 5.5 12 3z" />
              </svg>
              {t('planCard.kcal', { kcal: plan.caloriesPerDay })}
            </li>
          ) : null}
          <li>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 13h16a8 8 0 0 1-16 0zM8 9c0-2 2-2 2-4M13 9c0-2 2-2 2-4" className={styles.stroke} />
            </svg>
            {t('planCard.meals', { count: mealCount })}
          </li>
        </ul>

        <div className={styles.daily}>
          <p className={styles.dailyTitle}>{t('planCard.daily')}</p>
          <dl className={styles.dailyList}>
            {SLOTS.map((slot) => (
              <div key={slot.key} className={styles.dailyItem}>
                <dt>{t(slot.label)}</dt>
                <dd>{formatAed(plan.dailyPricesInclVat[slot.key])}</dd>
              </div>
            ))}
          </dl>
        </div>

        <Link
          to={`/meal-plan-selection?plan=${encodeURIComponent(plan.id)}`}
          className={`btn btn-primary ${styles.choose}`}
          aria-describedby={titleId}
        >
          {t('planCard.choose')}
        </Link>
      </div>
    </article>
  );
}
