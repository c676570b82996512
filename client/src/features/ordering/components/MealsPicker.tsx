import { Trans, useTranslation } from 'react-i18next';
import { formatAed } from '../../../lib/money';
import {
  MAX_CUSTOM_COUNT,
  MEAL_KEYS,
  MEAL_LABELS,
  mealsPerDay,
  type MealCounts,
  type MealKey,
  type MealMode,
  type SelectionPlan,
} from '../utils/selection';
import styles from './SelectionForm.module.css';
import { ChoiceOption, SelectionStep } from './SelectionStep';

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

const DAILY_KEY: Record<MealKey, 'breakfast' | 'lunch' | 'dinner' | 'snacks'> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snack: 'snacks',
};

/**
 * Step 3: meals per day, as breakfast / lunch / dinner / snack toggles (`meals`, `mealsCount`), or
 * "Customise quantities" with a 0-3 stepper per category (`isCustom`, each starting at 0).
 * Categories the plan has no meals of are disabled; the trial always has every meal.
 */
export function MealsPicker({
  plan,
  available,
  mode,
  meals,
  isCustom,
  onModeChange,
  onMealsChange,
  onCustomChange,
  error,
  picked,
}: MealsPickerProps) {
  const { t } = useTranslation('ordering');
  const isTrial = plan?.isTrial ?? false;
  const name = (key: MealKey) => t(`common:categories.${MEAL_LABELS[key]}`);
  const total = mealsPerDay({ mode, meals, isCustom });
  const daily = (key: MealKey) => (plan ? formatAed(plan.dailyPricesInclVat[DAILY_KEY[key]]) : '');
  const errorId = 'meals-error';

  return (
    <SelectionStep step={3} legend={t('selection.mealsPerDay')} describedBy={error ? errorId : undefined}>
      {picked && (
        <p className={styles.pickedMeal} data-testid="picked-meal">
          <Trans
            t={t}
            i18nKey={activeCountsOf(mode, meals, isCustom)[picked.key] > 0 ? 'selection.pickedIncluded' : 'selection.pickedAdd'}
            values={{ meal: picked.name, category: MEAL_LABELS[picked.key] }}
            components={{ bold: <strong /> }}
          />
        </p>
      )}

      {!isTrial && (
        <div className={styles.modeSwitch} role="radiogroup" aria-label={t('selection.modeLabel')}>
          {(['toggles', 'custom'] as const).map((m) => (
            <ChoiceOption key={m} name="mode" value={m} checked={mode === m} onSelect={() => onModeChange(m)} className={styles.modeOption}>
              {m === 'toggles' ? t('selection.modeToggles') : t('selection.modeCustom')}
            </ChoiceOption>
          ))}
        </div>
      )}

      {mode === 'toggles' ? (
        <div className={styles.toggleGrid}>
          {MEAL_KEYS.map((key) => {
            const disabled = isTrial || !available.has(key);
            const checked = meals[key] === 1;
            return (
              <label
                key={key}
                className={`${styles.toggle} ${checked ? styles.checked : ''} ${disabled && !checked ? styles.disabled : ''}`}
              >
                <input
                  type="checkbox"
                  name={`meals.${key}`}
                  checked={checked}
                  disabled={disabled}
                  onChange={(e) => onMealsChange({ ...meals, [key]: e.target.checked ? 1 : 0 })}
                  className={styles.checkbox}
                />
                <span className={styles.toggleBox} aria-hidden="true">
                  <svg viewBox="0 0 24 24">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                </span>
                <span className={styles.toggleText}>
                  <span className={styles.toggleName}>{name(key)}</span>
                  <span className={styles.toggleHint}>
                    {available.has(key)
                      ? isTrial
                        ? t('selection.included')
                        : t('selection.perDay', { price: daily(key) })
                      : t('selection.notOnPlan')}
                  </span>
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
            const label = name(key);
            return (
              <li key={key} className={`${styles.stepperRow} ${enabled ? '' : styles.disabled}`}>
                <span className={styles.toggleText}>
                  <span className={styles.toggleName} id={`count-${key}-label`}>
                    {label}
                  </span>
                  <span className={styles.toggleHint}>
                    {enabled ? t('selection.eachPerDay', { price: daily(key) }) : t('selection.notOnPlan')}
                  </span>
                </span>
                <span className={styles.stepper} role="group" aria-labelledby={`count-${key}-label`}>
                  <button
                    type="button"
                    className={styles.stepButton}
                    aria-label={t('selection.fewer', { category: MEAL_LABELS[key] })}
                    disabled={!enabled || count <= 0}
                    onClick={() => onCustomChange({ ...isCustom, [key]: count - 1 })}
                  >
                    −
                  </button>
                  <output className={styles.stepValue} aria-live="polite" aria-label={t('selection.countPerDay', { label })}>
                    {count}
                  </output>
                  <button
                    type="button"
                    className={styles.stepButton}
                    aria-label={t('selection.more', { category: MEAL_LABELS[key] })}
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
        {isTrial ? t('selection.trialIncludes') : t('selection.mealsADay', { count: total })}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </SelectionStep>
  );
}
