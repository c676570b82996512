import { useTranslation } from 'react-i18next';
import { startTransition, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { DislikesNotice } from '../../../components/ui/DislikesNotice';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSavedAllergens } from '../../../lib/hooks/use-saved-allergens';
import { CardSkeletons } from '../../../components/ui/CardSkeletons';
import { isStaff, useSession } from '../../../lib/session';
import { errorMessage } from '../../../lib/graphql-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { MealFilterBar } from '../../../components/ui/MealFilterBar';
import { allergenKey } from '../../../lib/allergens';
import {
  hasAvoidParam,
  hasExcludeParam,
  isFiltering,
  mealMatches,
  mentionsDisliked,
  normalizeDislikes,
  readAvoid,
  readMealFilter,
  writeAvoid,
  writeMealFilter,
  type MealFilter,
} from '../../../lib/meal-filters';
import { CategoryTabs, categoryTabId, type CategoryTab } from '../components/CategoryTabs';
import { MenuMealCard } from '../components/MenuMealCard';
import { useMeals, type MealCategory } from '../hooks/use-meals';
import styles from './MenuPage.module.css';

const CATEGORIES: readonly { slug: string; label: string; value: MealCategory | null }[] = [
  { slug: 'all', label: 'menu.all', value: null },
  { slug: 'breakfast', label: 'common:categories.Breakfast', value: 'Breakfast' },
  { slug: 'lunch', label: 'common:categories.Lunch', value: 'Lunch' },
  { slug: 'dinner', label: 'common:categories.Dinner', value: 'Dinner' },
  { slug: 'snack', label: 'common:categories.Snack', value: 'Snack' },
];

const PANEL_ID = 'menu-panel';

/**
 * Meal cards rendered with the page; the rest follow in a transition, which React renders in slices that yield to
 * the browser: on a phone the whole menu at once blocks the main thread for a third of a second.
 */
const FIRST_CARDS = 6;

/** /menu: the active meals by category, with a name search and allergen, diet and calorie filters kept in the URL. */
export default function MenuPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('menu.pageTitle'), t('menu.pageDescription'));
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const searchId = useId();

  const current = CATEGORIES.find((c) => c.slug === params.get('category')) ?? CATEGORIES[0];
  const { data, error, refetch } = useMeals(current.value);
  // All meals (shared with the "All" tab in the cache) give the counts on the tabs.
  const { data: allData } = useMeals(null);

  const tabs: CategoryTab[] = CATEGORIES.map((c) => ({
    slug: c.slug,
    label: t(c.label),
    count: allData ? allData.meals.filter((m) => c.value === null || m.category === c.value).length : undefined,
  }));

  // A signed-in customer's saved allergens are the default exclusion until the URL says otherwise.
  const { user } = useSession();
  const saved = useSavedAllergens(!user || isStaff(user));
  const fromUrl = readMealFilter(params);
  const savedAllergens = saved.data?.myNutritionProfile?.allergens ?? [];
  const filter = hasExcludeParam(params) ? fromUrl : { ...fromUrl, exclude: savedAllergens };
  // Saved dislikes likewise hide the meals that mention them, until the URL says otherwise (`avoid=`).
  const savedDislikes = normalizeDislikes(saved.data?.myNutritionProfile?.dislikes ?? []);
  const avoid = hasAvoidParam(params) ? readAvoid(params) : savedDislikes;
  const setFilter = (f: MealFilter) =>
    setParams(writeMealFilter(params, f, savedAllergens.length > 0), { replace: true, preventScrollReset: true });
  const query = search.trim().toLowerCase();
  // A few dozen meals: filtered on each render (the filter and the dislikes are new objects every render anyway).
  const meals = (data?.meals ?? []).filter(
    (m) => (!query || m.name.toLowerCase().includes(query)) && mealMatches(m, filter) && !mentionsDisliked(m, avoid),
  );

  const [allCards, setAllCards] = useState(false);
  useEffect(() => {
    if (data && !allCards) startTransition(() => setAllCards(true));
  }, [data, allCards]);
  const shown = allCards ? meals : meals.slice(0, FIRST_CARDS);

  const selectCategory = (slug: string) => {
    const next = new URLSearchParams(params);
    if (slug === 'all') next.delete('category');
    else next.set('category', slug);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  let content;
  if (error && !data) {
    content = <ErrorState title={t('menu.error')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = (
      <CardSkeletons
        count={6}
        label={t('menu.loading')}
        className={styles.grid}
        cardClassName={styles.skeletonCard}
        bodyClassName={styles.skeletonBody}
      >
        <Skeleton width="60%" height={22} />
        <Skeleton height={14} />
        <Skeleton width="85%" height={14} />
        <Skeleton height={52} radius={10} />
      </CardSkeletons>
    );
  } else if (data.meals.length === 0) {
    content = (
      <EmptyState
        title={current.value ? t('menu.emptyCategory', { category: current.value }) : t('menu.emptyAll')}
        message={t('menu.emptyText')}
      />
    );
  } else if (meals.length === 0) {
    content = (
      <EmptyState
        title={query ? t('menu.noMatchQuery', { query: search.trim() }) : t('menu.noMatchFilters')}
        message={query ? t('menu.noMatchQueryHint') : t('menu.noMatchFiltersHint')}
      >
        {query && (
          <Button variant="outline" onClick={() => setSearch('')}>
            {t('menu.clearSearch')}
          </Button>
        )}
        {isFiltering(filter) && (
          <Button variant="outline" onClick={() => setFilter(readMealFilter(new URLSearchParams()))}>
            {t('common:mealFilter.clear')}
          </Button>
        )}
      </EmptyState>
    );
  } else {
    content = (
      <ul className={styles.grid}>
        {shown.map((meal, index) => (
          <li key={meal.id} className={styles.item}>
            <MenuMealCard meal={meal} priority={index === 0} />
          </li>
        ))}
      </ul>
    );
  }

  const total = data?.meals.length ?? 0;
  const summary = !data
    ? ''
    : query || isFiltering(filter)
      ? t('menu.showing', { shown: meals.length, total, category: current.value ?? 'all' })
      : t('menu.count', { count: total, category: current.value ?? 'all' });

  return (
    <>
      <header className={styles.intro}>
        <div className={styles.introInner}>
          <p className={styles.eyebrow}>{t('menu.eyebrow')}</p>
          <h1 className={styles.title}>{t('menu.title')}</h1>
          <p className={styles.lead}>{t('menu.lead')}</p>
        </div>
      </header>

      <section className={styles.section} aria-label={t('menu.meals')}>
        <div className={styles.toolbar}>
          <CategoryTabs tabs={tabs} selected={current.slug} onSelect={selectCategory} panelId={PANEL_ID} label={t('menu.categories')} />
          <div className={styles.search}>
            <label htmlFor={searchId} className="visually-hidden">
              {t('menu.searchLabel')}
            </label>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-4-4" />
            </svg>
            <input
              id={searchId}
              type="search"
              placeholder={t('menu.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              autoComplete="off"
            />
          </div>
        </div>

        <MealFilterBar
          value={filter}
          onChange={setFilter}
          note={
            !hasExcludeParam(params) && savedAllergens.length
              ? t('menu.hidingAllergens', {
                  allergens: savedAllergens.map((a) => t(allergenKey(a))).join(t('menu.listSeparator')),
                })
              : undefined
          }
        />
        {!hasAvoidParam(params) && (
          <DislikesNotice
            dislikes={savedDislikes}
            className={styles.summary}
            onShowAll={() => setParams(writeAvoid(params, []), { replace: true, preventScrollReset: true })}
          />
        )}
        <p className={styles.summary} role="status" aria-live="polite">
          {summary}
        </p>

        <div id={PANEL_ID} role="tabpanel" aria-labelledby={categoryTabId(current.slug)}>
          {content}
        </div>
      </section>
    </>
  );
}
