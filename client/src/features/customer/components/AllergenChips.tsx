import { useTranslation } from 'react-i18next';
import styles from './Chips.module.css';
import { ALLERGENS } from '../utils/nutrition';

export interface AllergenChipsProps {
  value: string[];
  onChange: (next: string[]) => void;
}

/** Allergens as checkbox chips (a fieldset with a legend). */
export function AllergenChips({ value, onChange }: AllergenChipsProps) {
  const { t } = useTranslation('customer');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {t('targets.allergens')} <span className={styles.optional}>{t('optional')}</span>
      </legend>
      <div className={styles.chips}>
        {ALLERGENS.map((a) => {
          const checked = value.includes(a);
          return (
            <label key={a} className={`${styles.chip} ${checked ? styles.checked : ''}`}>
              <input
                type="checkbox"
                className="visually-hidden"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((x) => x !== a) : [...value, a])}
              />
              <span aria-hidden="true">{checked ? '✓ ' : ''}</span>
              {t(`common:mealFilter.tags.${a.toLowerCase()}`, { defaultValue: a })}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
