import { useTranslation } from 'react-i18next';
import styles from './Chips.module.css';
import { ALLERGENS, allergenKey, sortAllergens, type Allergen } from '../../../lib/allergens';

export interface AllergenChipsProps {
  value: Allergen[];
  onChange: (next: Allergen[]) => void;
}

/** The closed allergen list (the menu filter's) as checkbox chips (a fieldset with a legend). */
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
                onChange={() => onChange(checked ? value.filter((x) => x !== a) : sortAllergens([...value, a]))}
              />
              <span aria-hidden="true">{checked ? '✓ ' : ''}</span>
              {t(allergenKey(a))}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
