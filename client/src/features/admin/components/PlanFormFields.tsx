import { Field } from 'formik';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import styles from './AdminPage.module.css';
import { DatePickerField } from './DatePickerField';
import { ImageUploadField } from './ImageUploadField';

const money = { type: 'text', inputMode: 'decimal' as const, hint: 'AED, e.g. 499.00' };

/** The plan form's fields (inside a formik form): prices in AED, optional start and end dates. */
export function PlanFormFields() {
  return (
    <div className={styles.formGrid}>
      <TextField name="name" label="Plan name" data-autofocus />
      <TextField name="price" label="Price (AED)" {...money} />
      <TextAreaField name="description" label="Description" className={styles.full} rows={3} />
      <div className={styles.full}><ImageUploadField name="image" label="Image" /></div>
      <TextField name="breakfast" label="Daily breakfast price (AED)" {...money} />
      <TextField name="lunch" label="Daily lunch price (AED)" {...money} />
      <TextField name="dinner" label="Daily dinner price (AED)" {...money} />
      <TextField name="snacks" label="Daily snack price (AED)" {...money} />
      <DatePickerField name="startDate" label="Start date (optional)" maxDate={new Date(2100, 0, 1)} />
      <DatePickerField name="endDate" label="End date (optional)" maxDate={new Date(2100, 0, 1)} />
      <TextField name="sortOrder" label="Display order" type="number" step={1} />
      <label className={styles.checkboxRow}><Field type="checkbox" name="isTrial" /> Trial plan (7 days)</label>
    </div>
  );
}
