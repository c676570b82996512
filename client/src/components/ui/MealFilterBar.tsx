import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { ALLERGENS, allergenKey, sortAllergens, type Allergen } from '../../lib/allergens';
import { DIETS, isFiltering, NO_MEAL_FILTER, type MealFilter } from '../../lib/meal-filters';

/**
 * Allergen exclusions ("Without": the closed allergen list, lib/allergens.ts), diet tags and a calorie
 * range as toggle chips and two number inputs (the state lives with the caller, usually in the URL). A
 * minimum above the maximum (which matches no meal) is flagged next to the inputs with a button that swaps
 * them; it is not swapped behind the customer's back while they may still be typing.
 */
export function MealFilterBar({ value, onChange, note }: { value: MealFilter; onChange: (f: MealFilter) => void; note?: string }) {
  const toggleAllergen = (item: Allergen) =>
    onChange({
      ...value,
      exclude: value.exclude.includes(item) ? value.exclude.filter((x) => x !== item) : sortAllergens([...value.exclude, item]),
    });
  const toggleDiet = (item: string) =>
    onChange({ ...value, diets: value.diets.includes(item) ? value.diets.filter((x) => x !== item) : [...value.diets, item] });
  const { t } = useTranslation('common');
  const num = (v: string) => (v === '' ? null : Math.max(0, Math.round(Number(v))));
  const reversedId = useId();
  const reversed = value.kcalMin !== null && value.kcalMax !== null && value.kcalMin > value.kcalMax;
  const kcalInput = (key: 'kcalMin' | 'kcalMax', text: string, ariaLabel: string) => (
    <label>
      {text}{' '}
      <input
        type="number"
        min={0}
        step={10}
        style={{ width: 80 }}
        value={value[key] ?? ''}
        onChange={(e) => onChange({ ...value, [key]: num(e.target.value) })}
        aria-label={ariaLabel}
        aria-invalid={reversed || undefined}
        aria-describedby={reversed ? reversedId : undefined}
      />
    </label>
  );
  return (
    <div
      role="group"
      aria-label={t('mealFilter.label')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '12px 0' }}
    >
      <ChipGroup
        legend={t('mealFilter.without')}
        options={ALLERGENS}
        selected={value.exclude}
        label={(a) => t(allergenKey(a))}
        onToggle={toggleAllergen}
      />
      <ChipGroup
        legend={t('mealFilter.diet')}
        options={DIETS}
        selected={value.diets}
        label={(d) => t(`mealFilter.tags.${d}`)}
        onToggle={toggleDiet}
      />
      {kcalInput('kcalMin', t('mealFilter.kcalFrom'), t('mealFilter.kcalMin'))}
      {kcalInput('kcalMax', t('mealFilter.kcalTo'), t('mealFilter.kcalMax'))}
      {reversed && (
        <p id={reversedId} role="alert" style={{ margin: 0, color: 'var(--danger-text)' }}>
          {t('mealFilter.kcalReversed')}{' '}
          <Button variant="outline" onClick={() => onChange({ ...value, kcalMin: value.kcalMax, kcalMax: value.kcalMin })}>
            {t('mealFilter.kcalSwap')}
          </Button>
        </p>
      )}
      {isFiltering(value) && (
        <Button variant="outline" onClick={() => onChange(NO_MEAL_FILTER)}>
          {t('mealFilter.clear')}
        </Button>
      )}
      {note && <p style={{ flexBasis: '100%', margin: 0 }}>{note}</p>}
    </div>
  );
}

/** A row of toggle chips under a legend ("Without", "Diet"); a chosen option is pressed (aria-pressed). */
function ChipGroup<T extends string>({
  legend,
  options,
  selected,
  label,
  onToggle,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  label: (option: T) => string;
  onToggle: (option: T) => void;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
      <legend style={{ float: 'inline-start', marginInlineEnd: 6 }}>{legend}</legend>
      {options.map((option) => (
        <Button
          key={option}
          variant={selected.includes(option) ? 'primary' : 'outline'}
          aria-pressed={selected.includes(option)}
          onClick={() => onToggle(option)}
        >
          {label(option)}
        </Button>
      ))}
    </fieldset>
  );
}
