import { Field, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';
import { MONDAY_FIRST, weekdayNames } from '../../../lib/dates';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { ArabicField } from './ArabicField';
import { formatAed } from '../../../lib/money';
import { useMonthDays } from '../hooks/use-month-days';
import { AED_AMOUNT, toAedInput, toFils } from '../../../lib/money';
import type { PlanFormValues } from '../validation/plan.schema';
import styles from './AdminPage.module.css';
import { useAdminText } from '../hooks/use-admin-text';
import { DatePickerField } from './DatePickerField';
import { ImageUploadField } from './ImageUploadField';

/** The plan form's fields (inside a formik form): prices in AED, optional start and end dates. */
export function PlanFormFields() {
  const t = useAdminText();
  // Amounts are typed with Latin digits and a dot in both languages, left to right.
  const money = { type: 'text', inputMode: 'decimal' as const, dir: 'ltr', hint: t('plans.form.moneyHint') };
  return (
    <div className={styles.formGrid}>
      <TextField name="name" label={t('common.planName')} data-autofocus />
      <ArabicField name="name" label={t('common.planName')} />
      <div>
        <TextField name="price" label={t('plans.form.price')} {...money} />
        <MonthlyPriceSuggestion />
      </div>
      <TextAreaField name="description" label={t('common.description')} className={styles.full} rows={3} />
      <ArabicField name="description" label={t('common.description')} kind="textarea" className={styles.full} />
      <div className={styles.full}>
        <ImageUploadField name="image" label={t('common.image')} />
      </div>
      <TextField name="breakfast" label={t('plans.form.breakfast')} {...money} />
      <TextField name="lunch" label={t('plans.form.lunch')} {...money} />
      <TextField name="dinner" label={t('plans.form.dinner')} {...money} />
      <TextField name="snacks" label={t('plans.form.snack')} {...money} />
      <DatePickerField name="startDate" label={t('plans.form.startDate')} maxDate={new Date(2100, 0, 1)} />
      <DatePickerField name="endDate" label={t('plans.form.endDate')} maxDate={new Date(2100, 0, 1)} />
      <TextField name="sortOrder" label={t('plans.form.sortOrder')} type="number" step={1} />
      <label className={styles.checkboxRow}>
        <Field type="checkbox" name="isTrial" /> {t('plans.form.trial')}
      </label>
      <DeliveryWeeksFields />
    </div>
  );
}

/**
 * The weeks the plan is sold with (not for the trial, sold every day): every day, 6 days with a day off, 5 days with
 * two; the days off default to the UAE weekend. The server checks the whole (docs/decisions/0087-dubai-days-and-delivery-weeks.md).
 */
export function DeliveryWeeksFields() {
  const t = useAdminText();
  const { i18n } = useTranslation();
  const { values, errors, submitCount } = useFormikContext<PlanFormValues>();
  if (values.isTrial) return null;
  const names = weekdayNames(i18n.language);
  const days = MONDAY_FIRST.map((d) => ({ value: d, label: names[d] }));
  // A whole-group error (no week ticked) is a string; a field's error is an object of messages.
  const weeksError: unknown = errors.weeks;
  const whole = submitCount > 0 && typeof weeksError === 'string' ? weeksError : null;
  return (
    <fieldset className={`${styles.allergens} ${styles.full}`} aria-describedby={whole ? 'plan-weeks-error' : undefined}>
      <legend className={styles.allergensLegend}>{t('plans.form.weeks')}</legend>
      <p className={styles.allergensHint}>{t('plans.form.weeksHint')}</p>
      <label className={styles.checkboxRow}>
        <Field type="checkbox" name="weeks.every" /> {t('plans.form.weekEvery')}
      </label>
      <label className={styles.checkboxRow}>
        <Field type="checkbox" name="weeks.six" /> {t('plans.form.weekSix')}
      </label>
      {values.weeks.six && <SelectField name="weeks.sixOff" label={t('plans.form.dayOff')} options={days} />}
      <label className={styles.checkboxRow}>
        <Field type="checkbox" name="weeks.five" /> {t('plans.form.weekFive')}
      </label>
      {values.weeks.five && (
        <div className={styles.formGrid}>
          <SelectField name="weeks.fiveOff1" label={t('plans.form.firstDayOff')} options={days} />
          <SelectField name="weeks.fiveOff2" label={t('plans.form.secondDayOff')} options={days} />
        </div>
      )}
      {whole && (
        <p id="plan-weeks-error" className={styles.allergensError} role="alert">
          {whole}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Under Price (monthly plans only): what checkout charges for all four meals for '1 Month' at the daily
 * prices typed below before VAT (sum of the daily prices x the server's month days, fils), with a button that copies
 * it into Price, so a headline price does not go stale when the daily prices change; while Price holds another
 * amount, a warning says the card and checkout would disagree (staff may still save it). A trial's price is
 * fixed, so it shows nothing there; nor while a daily price is not a valid amount or the days are loading.
 */
export function MonthlyPriceSuggestion() {
  const t = useAdminText();
  const { values, setFieldValue } = useFormikContext<PlanFormValues>();
  const monthDays = useMonthDays();
  const daily = [values.breakfast, values.lunch, values.dinner, values.snacks];
  if (values.isTrial || monthDays === undefined || !daily.every((v) => AED_AMOUNT.test(v))) return null;
  const monthly = daily.reduce((sum, v) => sum + toFils(v), 0) * monthDays;
  const current = AED_AMOUNT.test(values.price) ? toFils(values.price) : null;
  // The spec leaves the headline price to staff, so a different figure is allowed, but said plainly.
  const differs = monthly > 0 && current !== null && current !== monthly;
  return (
    <>
      <p className={styles.priceSuggestion}>
        <span>
          {t('plans.form.suggestion')}{' '}
          <strong>
            <bdi>{formatAed(monthly)}</bdi>
          </strong>
        </span>
        <Button
          variant="outline"
          className={styles.smallButton}
          disabled={monthly === 0 || current === monthly}
          onClick={() => void setFieldValue('price', toAedInput(monthly))}
        >
          {t('plans.form.useSuggestion')}
        </Button>
      </p>
      {differs && (
        <p className={styles.priceWarning} role="status">
          {t('plans.form.priceDiffers')}
        </p>
      )}
    </>
  );
}
