import { formatAed } from '../../../lib/money';
import {
  MAX_CUSTOM_COUNT, MEAL_KEYS, MEAL_LABELS, mealsLabel, mealsPerDay,
  type MealCounts, type MealKey, type MealMode, type SelectionPlan,
} from '../utils/selection';
import styles from './SelectionForm.module.css';

interface MealsPickerProps {
  plan: SelectionPlan | undefined;
  available: Set<MealKey>;
  mode: MealMode;
  meals: MealCounts;
  isCustom: MealCounts;
  onModeChange: (mode: MealMode) => void;
  onMealsChange: (meals: MealCounts) => void;
  onCustomChange: (counts: MealCounts) => void;
  error?: string;
  /** A meal chosen on the landing slider that this plan serves: named above the toggles. */
  picked?: { name: string; key: MealKey } | null;
}

const activeCountsOf = (mode: MealMode, meals: MealCounts, isCustom: MealCounts) => (mode === 'custom' ? isCustom : meals);

const DAILY_KEY: Record<MealKey, 'breakfast' | 'lunch' | 'dinner' | 'snacks'> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snacks' };

/**
 * Step 3: meals per day, as breakfast / lunch / dinner / snack toggles (`meals`, `mealsCount`), or
 * "Customise quantities" with a 0-3 stepper per category (`isCustom`, each starting at 0).
 * Categories the plan has no meals of are disabled; the trial always has every meal.
 */
export function MealsPicker({ plan, available, mode, meals, isCustom, onModeChange, onMealsChange, onCustomChange, error, picked }: MealsPickerProps) {
  const isTrial = plan?.isTrial ?? false;
  const total = mealsPerDay({ mode, meals, isCustom });
  const daily = (key: MealKey) => (plan ? formatAed(plan.dailyPrices[DAILY_KEY[key]]) : '');
  const errorId = 'meals-error';

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        <span className={styles.step} aria-hidden="true">3</span> Meals per day
      </legend>

      {picked && (
        <p className={styles.pickedMeal} data-testid="picked-meal">
          Your pick: <strong>{picked.name}</strong> is on this plan&rsquo;s {MEAL_LABELS[picked.key].toLowerCase()} menu
          {activeCountsOf(mode, meals, isCustom)[picked.key] > 0 ? ', and your plan includes ' + MEAL_LABELS[picked.key].toLowerCase() + '.' : '. Add ' + MEAL_LABELS[picked.key].toLowerCase() + ' to get it.'}
        </p>
      )}

      {!isTrial && (
        <div className={styles.modeSwitch} role="radiogroup" aria-label="How to choose meals">
          {(['toggles', 'custom'] as const).map((m) => (
            <label key={m} className={`${styles.modeOption} ${mode === m ? styles.checked : ''}`}>
              <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => onModeChange(m)} className={styles.radio} />
              {m === 'toggles' ? 'One of each' : 'Customise quantities'}
            </label>
          ))}
        </div>
      )}

      {mode === 'toggles' ? (
        <div className={styles.toggleGrid}>
          {MEAL_KEYS.map((key) => {
            const disabled = isTrial || !available.has(key);
            const checked = meals[key] === 1;
            return (
              <label key={key} className={`${styles.toggle} ${checked ? styles.checked : ''} ${disabled && !checked ? styles.disabled : ''}`}>
                <input
                  type="checkbox"
                  name={`meals.${key}`}
                  checked={checked}
                  disabled={disabled}
                  onChange={(e) => onMealsChange({ ...meals, [key]: e.target.checked ? 1 : 0 })}
                  className={styles.checkbox}
                />
                <span className={styles.toggleBox} aria-hidden="true">
                  <svg viewBox="0 0 24 24"><path d="M5 12.5l4.5 4.5L19 7.5" /></svg>
                </span>
                <span className={styles.toggleText}>
                  <span className={styles.toggleName}>{MEAL_LABELS[key]}</span>
                  <span className={styles.toggleHint}>{available.has(key) ? (isTrial ? 'Included' : `${daily(key)} a day`) : 'Not on this plan'}</span>
                </span>
              </label>
            );
          })}
        </div>
      ) : (
        <ul className={styles.stepperList}>
          {MEAL_KEYS.map((key) => {
            const count = isCustom[key];
            const enabled = available.has(key);
            const label = MEAL_LABELS[key];
            return (
              <li key={key} className={`${styles.stepperRow} ${enabled ? '' : styles.disabled}`}>
                <span className={styles.toggleText}>
                  <span className={styles.toggleName} id={`count-${key}-label`}>{label}</span>
                  <span className={styles.toggleHint}>{enabled ? `${daily(key)} each a day` : 'Not on this plan'}</span>
                </span>
                <span className={styles.stepper} role="group" aria-labelledby={`count-${key}-label`}>
                  <button
                    type="button"
                    className={styles.stepButton}
                    aria-label={`Fewer ${label.toLowerCase()} meals`}
                    disabled={!enabled || count <= 0}
                    onClick={() => onCustomChange({ ...isCustom, [key]: count - 1 })}
                  >
                    −
                  </button>
                  <output className={styles.stepValue} aria-live="polite" aria-label={`${label} per day`}>{count}</output>
                  <button
                    type="button"
                    className={styles.stepButton}
                    aria-label={`More ${label.toLowerCase()} meals`}
                    disabled={!enabled || count >= MAX_CUSTOM_COUNT}
                    onClick={() => onCustomChange({ ...isCustom, [key]: count + 1 })}
                  >
                    +
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}

      <p className={styles.note} aria-live="polite">
        {isTrial ? 'The 7-day trial includes breakfast, lunch, dinner and a snack every day.' : `${mealsLabel(total)} a day`}
      </p>
      {error && <p id={errorId} className={styles.error} role="alert">{error}</p>}
    </fieldset>
  );
}
