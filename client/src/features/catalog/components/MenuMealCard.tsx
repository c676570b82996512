import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/money';
import { allergenKey } from '../../../lib/allergens';
import { mealTagLabel } from '../../../lib/meal-tags';
import { useState } from 'react';
import type { CatalogMeal } from '../hooks/use-meals';
import styles from './MenuMealCard.module.css';

/** A meal without a picture (or whose picture fails to load) shows an empty covered plate, never another dish. */
const FALLBACK_IMAGE = '/images/meals/plate.svg';
const grams = { format: (n: number) => formatNumber(n, { maximumFractionDigits: 1 }) };

/** A meal on /menu: image, name, description, energy, macros, allergens and tags. */
export function MenuMealCard({
  meal,
  priority = false,
}: {
  meal: CatalogMeal;
  /** First card on screen: its image loads at once, with high priority (the page's largest paint). */ priority?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const [src, setSrc] = useState(meal.image || FALLBACK_IMAGE);
  const titleId = `menu-meal-${meal.id}`;
  const macros = [
    { label: t('meal.protein'), value: meal.protein },
    { label: t('meal.carbs'), value: meal.carbs },
    { label: t('meal.fat'), value: meal.fat },
  ];

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img
          src={src}
          alt={meal.name}
          width={360}
          height={240}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          onError={() => {
            if (src !== FALLBACK_IMAGE) setSrc(FALLBACK_IMAGE);
          }}
        />
        <span className={styles.category}>{t(`common:categories.${meal.category}`, { defaultValue: meal.category })}</span>
        <span className={styles.kcal}>
          <strong>{meal.calories}</strong> {t('meal.kcal')}
        </span>
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.name} dir="auto">
          {meal.name}
        </h2>
        <p className={styles.description} dir="auto">
          {meal.description}
        </p>

        <dl className={styles.macros} aria-label={t('meal.nutrition')}>
          <div className={styles.macro}>
            <dt>{t('meal.energy')}</dt>
            <dd>
              {meal.calories} {t('meal.kcal')}
            </dd>
          </div>
          {macros.map((m) => (
            <div key={m.label} className={styles.macro}>
              <dt>{m.label}</dt>
              <dd>{t('meal.grams', { value: grams.format(m.value) })}</dd>
            </div>
          ))}
        </dl>

        {meal.allergens.length > 0 ? (
          <div className={styles.allergens}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 3l9 16H3z" />
              <path d="M12 10v4M12 16.5v.5" />
            </svg>
            <p className={styles.allergenText}>
              <span className={styles.allergenLabel}>{t('meal.contains')}</span>{' '}
              {meal.allergens.map((allergen, i) => (
                <span key={allergen}>
                  <span className={styles.allergen}>{t(allergenKey(allergen))}</span>
                  {i < meal.allergens.length - 1 && <span className="visually-hidden">{t('meal.listSeparator')}</span>}{' '}
                </span>
              ))}
            </p>
          </div>
        ) : (
          <div className={styles.noAllergens}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            <p className={styles.allergenText}>{t('meal.noAllergens')}</p>
          </div>
        )}

        {meal.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('meal.tags')}>
            {meal.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {mealTagLabel(tag)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
