import { tr } from '../../../lib/messages';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/graphql-errors';
import { mealMatches, mentionsDisliked, NO_MEAL_FILTER, type MealFilter } from '../../../lib/meal-filters';
import { allergenKey, type Allergen } from '../../../lib/allergens';
import { notify } from '../../../lib/toast';
import { useSwapMeal, type DayMenu, type MealCategory } from '../hooks/use-day-menu';
import { MacroProgress } from './MacroProgress';
import styles from './MenuChange.module.css';
import { formatDubaiDateTime } from '../../../lib/dates';

const CATEGORY_ORDER: MealCategory[] = ['Breakfast', 'Lunch', 'Dinner', 'Snack'];

type Entry = DayMenu['entries'][number];

const macrosOf = (m: { calories: number; protein: number; carbs: number; fat: number }) =>
  tr('customer:menu.macros', { kcal: m.calories, protein: Math.round(m.protein), carbs: Math.round(m.carbs), fat: Math.round(m.fat) });

const allergenNote = (list: readonly Allergen[]) =>
  tr('customer:menu.allergenNote', {
    list: list.map((a) => tr(allergenKey(a))).join(tr('ordering:listSeparator')),
  });

export interface DayMenuViewProps {
  menu: DayMenu;
  /** The day, YYYY-MM-DD. */
  date: string;
  hideAllergens: boolean;
  /** Allergen, diet and calorie filter of the swap choices (from the URL). */
  filter?: MealFilter;
  /** Disliked foods: swap choices whose name or description mentions one are left out. */
  avoid?: readonly string[];
}

/** One day's meals by category, its totals against the targets and a Swap control per entry. */
export function DayMenuView({ menu, date, hideAllergens, filter = NO_MEAL_FILTER, avoid = [] }: DayMenuViewProps) {
  const [swapping, setSwapping] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [swapMeal, swapState] = useSwapMeal();
  const { t } = useTranslation('customer');
  const target = menu.target;

  async function confirmSwap(entry: Entry) {
    if (!choice) return;
    setRefusal(null);
    try {
      await swapMeal({
        variables: { input: { subscriptionId: menu.subscriptionId, date, category: entry.category, index: entry.index, mealId: choice } },
      });
      notify.success(t('menu.swapped'));
      setSwapping(null);
      setChoice(null);
    } catch (e) {
      const message = errorMessage(e);
      setRefusal(message);
      notify.error(message);
    }
  }

  const entries = [...menu.entries].sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || a.index - b.index,
  );

  return (
    <div className={styles.day}>
      <section className={styles.totals} aria-labelledby="day-totals-title">
        <h2 id="day-totals-title" className={styles.sectionTitle}>
          {target ? t('menu.totalsVsTarget') : t('menu.totals')}
        </h2>
        <MacroProgress
          label={t('menu.calories')}
          value={menu.totals.calories}
          target={target?.calories ?? null}
          unit={t('catalog:meal.kcal')}
        />
        <MacroProgress label={t('catalog:meal.protein')} value={menu.totals.protein} target={target?.protein ?? null} unit={t('menu.g')} />
        <MacroProgress label={t('catalog:meal.carbs')} value={menu.totals.carbs} target={target?.carbs ?? null} unit={t('menu.g')} />
        <MacroProgress label={t('catalog:meal.fat')} value={menu.totals.fat} target={target?.fat ?? null} unit={t('menu.g')} />
        {!target && <p className={styles.muted}>{t('menu.noTargets')}</p>}
      </section>

      {menu.editable ? (
        <p className={styles.muted}>{t('menu.changesOpenUntil', { when: formatDubaiDateTime(menu.changesCloseAt) })}</p>
      ) : (
        <p className={styles.notice} role="status">
          {t('menu.changesClosed', { when: formatDubaiDateTime(menu.changesCloseAt) })}
        </p>
      )}
      {menu.paused && (
        <p className={styles.notice} role="status">
          {t('menu.paused')}
        </p>
      )}
      {refusal && (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      )}

      <ul className={styles.entries}>
        {entries.map((entry) => {
          const alternatives = menu.alternatives.find((a) => a.category === entry.category)?.meals ?? [];
          const options = alternatives.filter(
            (alt) =>
              alt.meal.id !== entry.meal?.id &&
              !(hideAllergens && alt.containsMyAllergens) &&
              mealMatches(alt.meal, filter) &&
              !mentionsDisliked(alt.meal, avoid),
          );
          const open = swapping === entry.id;
          return (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryHead}>
                {entry.meal?.image && <img src={entry.meal.image} alt="" width={64} height={64} className={styles.thumb} loading="lazy" />}
                <div className={styles.entryText}>
                  <span className={styles.category}>{t(`common:categories.${entry.category}`, { defaultValue: entry.category })}</span>
                  <h3 className={styles.mealName}>{entry.meal?.name ?? t('menu.gone')}</h3>
                  {entry.meal && <p className={styles.muted}>{macrosOf(entry.meal)}</p>}
                  {entry.containsMyAllergens && <p className={styles.allergen}>{allergenNote(entry.myAllergens)}</p>}
                </div>
                <Button
                  variant="outline"
                  aria-expanded={open}
                  aria-controls={`swap-${entry.id}`}
                  disabled={!menu.editable || menu.paused}
                  onClick={() => {
                    setSwapping(open ? null : entry.id);
                    setChoice(null);
                  }}
                  aria-label={
                    entry.meal
                      ? t('menu.swapNamed', { category: entry.category, name: entry.meal.name })
                      : t('menu.swapLabel', { category: entry.category })
                  }
                >
                  {t('menu.swap')}
                </Button>
              </div>
              {open && (
                <fieldset id={`swap-${entry.id}`} className={styles.alternatives}>
                  <legend className={styles.legend}>{t('menu.chooseAnother', { category: entry.category })}</legend>
                  {options.length === 0 ? (
                    <p className={styles.muted}>
                      {hideAllergens
                        ? t('menu.noOtherSafe', { category: entry.category })
                        : t('menu.noOther', { category: entry.category })}
                    </p>
                  ) : (
                    <ul className={styles.altList}>
                      {options.map((alt) => (
                        <li key={alt.meal.id}>
                          <label className={`${styles.alt} ${choice === alt.meal.id ? styles.altChosen : ''}`}>
                            <input
                              type="radio"
                              name={`alt-${entry.id}`}
                              value={alt.meal.id}
                              checked={choice === alt.meal.id}
                              onChange={() => setChoice(alt.meal.id)}
                            />
                            <span className={styles.altText}>
                              <span className={styles.altName}>{alt.meal.name}</span>
                              <span className={styles.muted}>{macrosOf(alt.meal)}</span>
                              {alt.containsMyAllergens && <span className={styles.allergen}>{allergenNote(alt.myAllergens)}</span>}
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className={styles.altActions}>
                    <Button disabled={!choice} loading={swapState.loading} onClick={() => void confirmSwap(entry)}>
                      {t('menu.confirmSwap')}
                    </Button>
                    <Button variant="outline" onClick={() => setSwapping(null)}>
                      {t('common:cancel')}
                    </Button>
                  </div>
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
