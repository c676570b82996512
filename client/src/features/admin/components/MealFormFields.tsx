import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { MealCategory } from '../hooks/use-admin-meals';
import { useAdminText } from '../hooks/use-admin-text';
import styles from './AdminPage.module.css';
import { AllergensField } from './AllergensField';
import { ArabicField } from './ArabicField';
import { ImageUploadField } from './ImageUploadField';

/** The meal categories in menu order (labels: `enums.mealCategory.<value>`). */
export const MEAL_CATEGORIES: readonly MealCategory[] = ['Breakfast', 'Lunch', 'Dinner', 'Snack'];

/** The meal form's fields (inside a formik form), used by the Add modal and the edit page. */
export function MealFormFields() {
  const t = useAdminText();
  const categories = MEAL_CATEGORIES.map((value) => ({ value, label: t(`enums.mealCategory.${value}`) }));
  return (
    <div className={styles.formGrid}>
      <TextField name="name" label={t('common.name')} data-autofocus />
      <ArabicField name="name" label={t('common.name')} />
      <SelectField name="category" label={t('common.category')} options={categories} />
      <TextAreaField name="description" label={t('common.description')} className={styles.full} rows={3} />
      <ArabicField name="description" label={t('common.description')} kind="textarea" className={styles.full} />
      <div className={styles.full}>
        <ImageUploadField name="image" label={t('common.image')} />
      </div>
      <TextField name="calories" label={t('meals.form.calories')} type="number" min={0} step={1} />
      <TextField name="protein" label={t('meals.form.protein')} type="number" min={0} step="0.1" />
      <TextField name="carbs" label={t('meals.form.carbs')} type="number" min={0} step="0.1" />
      <TextField name="fat" label={t('meals.form.fat')} type="number" min={0} step="0.1" />
      <TextField name="tags" label={t('common.tags')} hint={t('meals.form.tagsHint')} />
      <AllergensField className={styles.full} />
    </div>
  );
}
