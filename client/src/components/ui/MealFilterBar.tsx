import { useTranslation } from 'react-i18next';
import { ALLERGENS, DIETS, isFiltering, NO_MEAL_FILTER, type MealFilter } from '../../lib/meal-filters';

/** The chip groups: which list of the filter each toggles, its legend and its options. */
const CHIP_GROUPS = [
  ['exclude', 'mealFilter.without', ALLERGENS],
  ['diets', 'mealFilter.diet', DIETS],
] as const;

/**
 * Allergen exclusions, diet tags and a calorie range as toggle chips and two number inputs
 * (the state lives with the caller, usually in the URL).
 */
export function MealFilterBar({ value, onChange, note }: { value: MealFilter; onChange: (f: MealFilter) => void; note?: string }) {
  const toggle = (key: 'exclude' | 'diets', item: string) => {
    const has = value[key].includes(item);
    onChange({ ...value, [key]: has ? value[key].filter((x) => x !== item) : [...value[key], item] });
  };
  const { t } = useTranslation('common');
  const label = (v: string) => t(`mealFilter.tags.${v}`);
  const num = (v: string) => (v === '' ? null : Math.max(0, Math.round(Number(v))));
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
      />
    </label>
  );
  return (
    <div
      role="group"
      aria-label={t('mealFilter.label')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '12px 0' }}
    >
      {CHIP_GROUPS.map(([key, legend, options]) => (
        <ChipGroup
          key={key}
          legend={t(legend)}
          options={options}
          selected={value[key]}
          label={label}
          onToggle={(item) => toggle(key, item)}
        />
      ))}
      {kcalInput('kcalMin', t('mealFilter.kcalFrom'), t('mealFilter.kcalMin'))}
      {kcalInput('kcalMax', t('mealFilter.kcalTo'), t('mealFilter.kcalMax'))}
      {isFiltering(value) && (
        <button type="button" className="btn btn-outline" onClick={() => onChange(NO_MEAL_FILTER)}>
          {t('mealFilter.clear')}
        </button>
      )}
      {note && <p style={{ flexBasis: '100%', margin: 0 }}>{note}</p>}
    </div>
  );
}

/** A row of toggle chips under a legend ("Without", "Diet"); a chosen option is pressed (aria-pressed). */
function ChipGroup({
  legend,
  options,
  selected,
  label,
  onToggle,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  label: (option: string) => string;
  onToggle: (option: string) => void;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
      <legend style={{ float: 'inline-start', marginInlineEnd: 6 }}>{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={selected.includes(option) ? 'btn btn-primary' : 'btn btn-outline'}
          aria-pressed={selected.includes(option)}
          onClick={() => onToggle(option)}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}
