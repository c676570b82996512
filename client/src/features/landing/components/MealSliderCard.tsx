import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trimText } from '../../../lib/text';
import styles from './MealSlider.module.css';

/** A meal without a picture (or whose picture fails to load) shows an empty covered plate, never another dish. */
const FALLBACK_IMAGE = '/images/meals/plate.svg';
/** Spec section 9: the slider paragraph is trimmed to 200 characters. */
const PARAGRAPH_MAX = 200;

export interface MealSliderCardProps {
  id: string;
  headings: string;
  paragraph: string;
  image: string | null | undefined;
  calories: number;
  category: string;
  discountPercentage?: number;
  showDiscountRibbon: boolean;
}

/** One meal in the landing slider (spec section 3 "Meal slider item"). */
export function MealSliderCard({
  id,
  headings,
  paragraph,
  image,
  calories,
  category,
  discountPercentage,
  showDiscountRibbon,
}: MealSliderCardProps) {
  const { t } = useTranslation('landing');
  const [src, setSrc] = useState(image || FALLBACK_IMAGE);
  const name = headings.trim() || t('slider.fallbackName');
  const titleId = `slider-meal-${id}`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img
          src={src}
          alt={name}
          width={320}
          height={220}
          loading="lazy"
          onError={() => {
            if (src !== FALLBACK_IMAGE) setSrc(FALLBACK_IMAGE);
          }}
        />
        {showDiscountRibbon && discountPercentage ? (
          <span className={styles.ribbon}>{t('plans.off', { percent: discountPercentage })}</span>
        ) : null}
        <span className={styles.category}>{t(`common:categories.${category}`, { defaultValue: category })}</span>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name} dir="auto">
          {name}
        </h3>
        <p className={styles.kcal}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.6 2-4.6.3 1.6 1.2 2.6 2.2 2.6C10.5 8.5 11 5.5 12 3z"
              fill="currentColor"
            />
          </svg>
          {t('slider.kcal', { kcal: calories })}
        </p>
        <p className={styles.paragraph} dir="auto">
          {trimText(paragraph, PARAGRAPH_MAX)}
        </p>
        <Link
          to={`/meal-plan-selection?selectedMeal=${encodeURIComponent(id)}`}
          className={`btn btn-yellow ${styles.order}`}
          aria-describedby={titleId}
        >
          {t('slider.order')}
        </Link>
      </div>
    </article>
  );
}
