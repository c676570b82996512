import { useTranslation } from 'react-i18next';
import { ALLERGENS, DIETS, isFiltering, NO_MEAL_FILTER, type MealFilter } from '../../lib/meal-filters';

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
  return (
    <div
      role="group"
      aria-label={t('mealFilter.label')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '12px 0' }}
    >
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        <legend style={{ float: 'inline-start', marginInlineEnd: 6 }}>{t('mealFilter.without')}</legend>
        {ALLERGENS.map((a) => (
          <button
            key={a}
            type="button"
            className={value.exclude.includes(a) ? 'btn btn-primary' : 'btn btn-outline'}
            aria-pressed={value.exclude.includes(a)}
            onClick={() => toggle('exclude', a)}
          >
            {label(a)}
          </button>
        ))}
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        <legend style={{ float: 'inline-start', marginInlineEnd: 6 }}>{t('mealFilter.diet')}</legend>
        {DIETS.map((d) => (
          <button
            key={d}
            type="button"
            className={value.diets.includes(d) ? 'btn btn-primary' : 'btn btn-outline'}
            aria-pressed={value.diets.includes(d)}
            onClick={() => toggle('diets', d)}
          >
            {label(d)}
          </button>
        ))}
      </fieldset>
      <label>
        {t('mealFilter.kcalFrom')}{' '}
        <input
          type="number"
          min={0}
          step={10}
          style={{ width: 80 }}
          value={value.kcalMin ?? ''}
          onChange={(e) => onChange({ ...value, kcalMin: num(e.target.value) })}
          aria-label={t('mealFilter.kcalMin')}
        />
      </label>
      <label>
        {t('mealFilter.kcalTo')}{' '}
        <input
          type="number"
          min={0}
          step={10}
          style={{ width: 80 }}
          value={value.kcalMax ?? ''}
          onChange={(e) => onChange({ ...value, kcalMax: num(e.target.value) })}
          aria-label={t('mealFilter.kcalMax')}
        />
      </label>
      {isFiltering(value) && (
        <button type="button" className="btn btn-outline" onClick={() => onChange(NO_MEAL_FILTER)}>
          {t('mealFilter.clear')}
        </button>
      )}
      {note && <p style={{ flexBasis: '100%', margin: 0 }}>{note}</p>}
    </div>
  );
}
