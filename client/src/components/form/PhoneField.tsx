import { useField } from 'formik';
import { useId } from 'react';
import PhoneInput, { type Country } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import arLabels from 'react-phone-number-input/locale/ar.json';
import 'react-phone-number-input/style.css';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import styles from './Field.module.css';
import phoneStyles from './PhoneField.module.css';

export interface PhoneFieldProps {
  /** Formik field name; the value is E.164 (e.g. +971501234567) or ''. */
  name: string;
  label: string;
  /** Country assumed for numbers typed without a code; UAE (+971) by default. */
  defaultCountry?: Country;
  disabled?: boolean;
}

/**
 * A labelled formik phone input with a country picker that formats the number by the country's
 * mask as it is typed (react-phone-number-input); errors show once the field is touched.
 */
export function PhoneField({ name, label, defaultCountry = 'AE', disabled }: PhoneFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const { t } = useTranslation('common');
  const errorId = `${id}-error`;
  const language = currentLanguage();
  const error = meta.touched && meta.error ? meta.error : undefined;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <PhoneInput
        id={id}
        name={name}
        international
        flags={flags}
        countryCallingCodeEditable={false}
        defaultCountry={defaultCountry}
        value={field.value || undefined}
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
        disabled={disabled}
        className={[phoneStyles.phone, error ? phoneStyles.invalid : ''].filter(Boolean).join(' ')}
        numberInputProps={{
          className: styles.input,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        }}
        countrySelectProps={{ 'aria-label': t('phone.country') }}
        labels={language === 'ar' ? arLabels : undefined}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
