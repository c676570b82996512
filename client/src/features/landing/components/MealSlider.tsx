import { useTranslation } from 'react-i18next';
import { useMemo, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { autoScrollStep, inlineSign, useAutoScroll } from '../hooks/use-auto-scroll';
import { useLandingMeals, type LandingMeal } from '../hooks/use-landing-meals';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import styles from './MealSlider.module.css';
import { MealSliderCard } from './MealSliderCard';

/** How many meals the slider shows, picked round-robin across categories for variety. */
const MAX_SLIDES = 12;

function pickMeals(meals: readonly LandingMeal[]): LandingMeal[] {
  const byCategory = new Map<string, LandingMeal[]>();
  for (const meal of meals) {
    const list = byCategory.get(meal.category) ?? [];
    list.push(meal);
    byCategory.set(meal.category, list);
  }
  const queues = [...byCategory.values()];
  const picked: LandingMeal[] = [];
  for (let i = 0; picked.length < Math.min(MAX_SLIDES, meals.length); i++) {
    for (const queue of queues) {
      const meal = queue.at(i); // undefined past a shorter queue's end
      if (meal && picked.length < MAX_SLIDES) picked.push(meal);
    }
  }
  return picked;
}

/** Landing meal slider (spec section 2): auto-scrolls, pauses on hover and focus. */
export function MealSlider() {
  const { data, error, refetch, bestPromotion } = useLandingMeals();
  const { t } = useTranslation('landing');
  const trackRef = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const meals = useMemo(() => pickMeals(data?.meals ?? []), [data]);

  const autoPaused = userPaused || reducedMotion;
  useAutoScroll(trackRef, autoPaused || hovered || focused || meals.length === 0);

  const scrollByStep = (direction: 1 | -1) => {
    trackRef.current?.scrollBy({
      left: direction * inlineSign(trackRef.current) * autoScrollStep(window.innerWidth),
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  let content;
  if (error && !data) {
    content = <ErrorState title={t('slider.error')} message={errorMessage(error)} onRetry={refetch} />;
  } else if (!data) {
    // The same viewport box as the loaded carousel, so nothing around it moves when the meals arrive.
    content = (
      <div className={styles.viewport}>
        <div className={styles.track} role="status" aria-label={t('slider.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${styles.slide} ${styles.card}`}>
              <Skeleton height={220} radius={0} />
              <div className={styles.body}>
                <Skeleton width="70%" height={22} />
                <Skeleton width="30%" height={16} />
                <Skeleton height={14} />
                <Skeleton width="80%" height={14} />
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  } else if (meals.length === 0) {
    content = <EmptyState title={t('slider.emptyTitle')} message={t('slider.emptyText')} />;
  } else {
    content = (
      <div
        className={styles.viewport}
        role="region"
        aria-roledescription={t('slider.carousel')}
        aria-label={t('slider.label')}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <ul ref={trackRef} className={styles.track}>
          {meals.map((meal, index) => (
            <li
              key={meal.id}
              className={styles.slide}
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { index: index + 1, total: meals.length })}
            >
              <MealSliderCard
                id={meal.id}
                headings={meal.name}
                paragraph={meal.description}
                image={meal.image}
                calories={meal.calories}
                category={meal.category}
                discountPercentage={bestPromotion?.discountPercentage}
                showDiscountRibbon={bestPromotion !== null}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="meal-slider-title">
      <div className={styles.header}>
        <SectionHeading
          id="meal-slider-title"
          eyebrow={t('slider.eyebrow')}
          title={t('slider.title')}
          subtitle={t('slider.subtitle')}
          align="start"
        />
        {meals.length > 0 && (
          <div className={styles.controls}>
            <button type="button" className={styles.control} onClick={() => scrollByStep(-1)} aria-label={t('slider.previous')}>
              <svg className="icon-dir" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M15 6l-6 6 6 6" />
              </svg>
            </button>
            {!reducedMotion && (
              <button
                type="button"
                className={styles.control}
                onClick={() => setUserPaused((p) => !p)}
                aria-label={userPaused ? t('slider.play') : t('slider.pause')}
                aria-pressed={userPaused}
              >
                {userPaused ? (
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M8 5l11 7-11 7z" className={styles.filled} />
                  </svg>
                ) : (
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M9 5v14M15 5v14" />
                  </svg>
                )}
              </button>
            )}
            <button type="button" className={styles.control} onClick={() => scrollByStep(1)} aria-label={t('slider.next')}>
              <svg className="icon-dir" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 6l6 6-6 6" />
              </svg>
            </button>
          </div>
        )}
      </div>
      {content}
      <div className={styles.more}>
        <Link to="/meal-plan-selection" className="btn btn-outline">
          {t('slider.more')}
        </Link>
      </div>
    </section>
  );
}
