import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import styles from './AdminPage.module.css';
import { ArabicField } from './ArabicField';
import { ImageUploadField } from './ImageUploadField';

export const CATEGORY_OPTIONS = [
  { value: 'Breakfast', label: 'Breakfast' },
  { value: 'Lunch', label: 'Lunch' },
  { value: 'Dinner', label: 'Dinner' },
  { value: 'Snack', label: 'Snack' },
] as const;

/** The meal form's fields (inside a formik form), used by the Add modal and the edit page. */
export function MealFormFields() {
  return (
    <div className={styles.formGrid}>
      <TextField name="name" label="Name" data-autofocus />
      <ArabicField name="name" label="Name" />
      <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
      <TextAreaField name="description" label="Description" className={styles.full} rows={3} />
      <ArabicField name="description" label="Description" kind="textarea" className={styles.full} />
      <div className={styles.full}><ImageUploadField name="image" label="Image" /></div>
      <TextField name="calories" label="Calories (kcal)" type="number" min={0} step={1} />
      <TextField name="protein" label="Protein (g)" type="number" min={0} step="0.1" />
      <TextField name="carbs" label="Carbs (g)" type="number" min={0} step="0.1" />
      <TextField name="fat" label="Fat (g)" type="number" min={0} step="0.1" />
      <TextField name="allergens" label="Allergens" hint="Comma separated, e.g. gluten, dairy" />
      <TextField name="tags" label="Tags" hint="Comma separated, e.g. high-protein" />
    </div>
  );
}
