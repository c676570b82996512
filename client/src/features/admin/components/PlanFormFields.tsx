import { Field, useFormikContext } from 'formik';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { ArabicField } from './ArabicField';
import { formatAed } from '../../../lib/money';
import { useMonthDays } from '../hooks/use-month-days';
import { AED_AMOUNT, toAedInput, toFils } from '../utils/format';
import type { PlanFormValues } from '../validation/plan.schema';
import styles from './AdminPage.module.css';
import { DatePickerField } from './DatePickerField';
import { ImageUploadField } from './ImageUploadField';

const money = { type: 'text', inputMode: 'decimal' as const, hint: 'AED, e.g. 499.00' };

/** The plan form's fields (inside a formik form): prices in AED, optional start and end dates. */
export function PlanFormFields() {
  return (
    <div className={styles.formGrid}>
      <TextField name="name" label="Plan name" data-autofocus />
      <ArabicField name="name" label="Plan name" />
      <div>
        <TextField name="price" label="Price (AED)" {...money} />
        <MonthlyPriceSuggestion />
      </div>
      <TextAreaField name="description" label="Description" className={styles.full} rows={3} />
      <ArabicField name="description" label="Description" kind="textarea" className={styles.full} />
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

/**
 * Under Price (monthly plans only): what checkout charges for all four meals for '1 Month' at the daily
 * prices typed below before VAT (sum of the daily prices x the server's month days, fils), with a button that copies
 * it into Price, so a headline price does not go stale when the daily prices change. A trial's price is
 * fixed, so it shows nothing there; nor while a daily price is not a valid amount or the days are loading.
 */
export function MonthlyPriceSuggestion() {
  const { values, setFieldValue } = useFormikContext<PlanFormValues>();
  const monthDays = useMonthDays();
  const daily = [values.breakfast, values.lunch, values.dinner, values.snacks];
  if (values.isTrial || monthDays === undefined || !daily.every((v) => AED_AMOUNT.test(v))) return null;
  const monthly = daily.reduce((sum, v) => sum + toFils(v), 0) * monthDays;
  const current = AED_AMOUNT.test(values.price) ? toFils(values.price) : null;
  return (
    <p className={styles.priceSuggestion}>
      <span>All four meals for 1 month at these daily prices: <strong>{formatAed(monthly)}</strong></span>
      <button
        type="button"
        className={`btn btn-outline ${styles.smallButton}`}
        disabled={monthly === 0 || current === monthly}
        onClick={() => void setFieldValue('price', toAedInput(monthly))}
      >
        Use this price
      </button>
    </p>
  );
}
