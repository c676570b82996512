import { useState } from 'react';
import type { MealCategory } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/apollo-client';
import { mealMatches, mentionsDisliked, NO_MEAL_FILTER, type MealFilter } from '../../../lib/meal-filters';
import { notify } from '../../../lib/toast';
import { useSwapMeal, type DayMenu } from '../hooks/use-day-menu';
import { MacroProgress } from './MacroProgress';
import styles from './MenuChange.module.css';

const CATEGORY_ORDER: MealCategory[] = ['Breakfast', 'Lunch', 'Dinner', 'Snack'];

type Entry = DayMenu['entries'][number];

const macrosOf = (m: { calories: number; protein: number; carbs: number; fat: number }) =>
  `${m.calories} kcal · P ${Math.round(m.protein)} g · C ${Math.round(m.carbs)} g · F ${Math.round(m.fat)} g`;

const allergenNote = (list: readonly string[]) => `Contains your allergens: ${list.join(', ')}`;

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
  const t = menu.target;

  async function confirmSwap(entry: Entry) {
    if (!choice) return;
    setRefusal(null);
    try {
      await swapMeal({ variables: { input: { subscriptionId: menu.subscriptionId, date, category: entry.category, index: entry.index, mealId: choice } } });
      notify.success('Meal swapped.');
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
        <h2 id="day-totals-title" className={styles.sectionTitle}>Day totals{t ? ' vs your target' : ''}</h2>
        <MacroProgress label="Calories" value={menu.totals.calories} target={t?.calories ?? null} unit="kcal" />
        <MacroProgress label="Protein" value={menu.totals.protein} target={t?.protein ?? null} unit="g" />
        <MacroProgress label="Carbs" value={menu.totals.carbs} target={t?.carbs ?? null} unit="g" />
        <MacroProgress label="Fat" value={menu.totals.fat} target={t?.fat ?? null} unit="g" />
        {!t && <p className={styles.muted}>Calculate your targets to compare the day with them.</p>}
      </section>

      {!menu.editable && (
        <p className={styles.notice} role="status">Changes for this day closed on {new Date(menu.changesCloseAt).toUTCString().slice(0, 22)} (48 hours before delivery).</p>
      )}
      {menu.paused && <p className={styles.notice} role="status">This day is paused; its meals moved to the end of your plan.</p>}
      {refusal && <p className={styles.alert} role="alert">{refusal}</p>}

      <ul className={styles.entries}>
        {entries.map((entry) => {
          const alternatives = menu.alternatives.find((a) => a.category === entry.category)?.meals ?? [];
          const options = alternatives.filter((alt) => alt.meal.id !== entry.meal?.id && !(hideAllergens && alt.containsMyAllergens) && mealMatches(alt.meal, filter) && !mentionsDisliked(alt.meal, avoid));
          const open = swapping === entry.id;
          return (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryHead}>
                {entry.meal?.image && <img src={entry.meal.image} alt="" width={64} height={64} className={styles.thumb} loading="lazy" />}
                <div className={styles.entryText}>
                  <span className={styles.category}>{entry.category}</span>
                  <h3 className={styles.mealName}>{entry.meal?.name ?? 'Meal no longer available'}</h3>
                  {entry.meal && <p className={styles.muted}>{macrosOf(entry.meal)}</p>}
                  {entry.containsMyAllergens && <p className={styles.allergen}>{allergenNote(entry.myAllergens)}</p>}
                </div>
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-expanded={open}
                  aria-controls={`swap-${entry.id}`}
                  disabled={!menu.editable || menu.paused}
                  onClick={() => {
                    setSwapping(open ? null : entry.id);
                    setChoice(null);
                  }}
                  aria-label={`Swap ${entry.category.toLowerCase()}${entry.meal ? `: ${entry.meal.name}` : ''}`}
                >
                  Swap
                </button>
              </div>
              {open && (
                <fieldset id={`swap-${entry.id}`} className={styles.alternatives}>
                  <legend className={styles.legend}>Choose another {entry.category.toLowerCase()}</legend>
                  {options.length === 0 ? (
                    <p className={styles.muted}>No other {entry.category.toLowerCase()} is available{hideAllergens ? ' without your allergens' : ''}.</p>
                  ) : (
                    <ul className={styles.altList}>
                      {options.map((alt) => (
                        <li key={alt.meal.id}>
                          <label className={`${styles.alt} ${choice === alt.meal.id ? styles.altChosen : ''}`}>
                            <input type="radio" name={`alt-${entry.id}`} value={alt.meal.id} checked={choice === alt.meal.id} onChange={() => setChoice(alt.meal.id)} />
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
                    <button type="button" className="btn btn-primary" disabled={!choice || swapState.loading} aria-busy={swapState.loading || undefined} onClick={() => void confirmSwap(entry)}>
                      {swapState.loading && <span className="spinner" style={{ width: 16, height: 16 }} aria-hidden="true" />}
                      Confirm swap
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => setSwapping(null)}>Cancel</button>
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
