import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, allergenKey, sortAllergens, type Allergen } from '../../../lib/allergens';
import { useAdminText } from '../hooks/use-admin-text';
import styles from './AdminPage.module.css';

/**
 * The meal form's allergens (formik field `allergens`, an `Allergen[]`): one labelled checkbox per
 * allergen of the closed list, in a fieldset whose legend and hint describe them; the value stays
 * sorted in the list order. Exactly the list the menu's "Without" filter offers.
 */
export function AllergensField({ className }: { className?: string }) {
  const t = useAdminText();
  const { t: common } = useTranslation('common');
  const [field, meta, helpers] = useField<Allergen[]>('allergens');
  const hintId = useId();
  const errorId = useId();
  const value = field.value;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const toggle = (a: Allergen, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? sortAllergens([...value, a]) : value.filter((x) => x !== a));
  };
  return (
    <fieldset
      className={[styles.allergens, className].filter(Boolean).join(' ')}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className={styles.allergensLegend}>{t('meals.allergens')}</legend>
      <p id={hintId} className={styles.allergensHint}>
        {t('meals.form.allergensHint')}
      </p>
      <div className={styles.allergenOptions}>
        {ALLERGENS.map((a) => (
          <label key={a} className={styles.checkboxRow}>
            <input type="checkbox" name="allergens" value={a} checked={value.includes(a)} onChange={(e) => toggle(a, e.target.checked)} />
            {common(allergenKey(a))}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.allergensError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
