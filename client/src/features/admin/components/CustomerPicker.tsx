import { useField } from 'formik';
import { useEffect, useId, useState } from 'react';
import fieldStyles from '../../../components/form/Field.module.css';
import { useCustomerOptions } from '../hooks/use-admin-customers';
import { useAdminText } from '../hooks/use-admin-text';

/** One customer for a formik field (`userId`): a search box (300 ms) and a select of the matches. */
export function CustomerPicker({ name }: { name: string }) {
  const t = useAdminText();
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setSearch(text.trim()), 300);
    return () => window.clearTimeout(t);
  }, [text]);
  const { data, loading } = useCustomerOptions(search);
  const options = data?.customers.data ?? [];
  const error = meta.touched && meta.error ? meta.error : undefined;

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={`${id}-search`}>
        {t('notifications.picker.find')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={fieldStyles.input}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('notifications.picker.placeholder')}
      />
      <label className={fieldStyles.label} htmlFor={`${id}-select`} style={{ marginTop: 8 }}>
        {t('notifications.picker.customer')}
      </label>
      <select
        id={`${id}-select`}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
        value={field.value}
        onChange={(e) => void helpers.setValue(e.target.value)}
        onBlur={() => void helpers.setTouched(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">
          {loading
            ? t('notifications.picker.searching')
            : options.length
              ? t('notifications.picker.select')
              : t('notifications.picker.none')}
        </option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.fullName} ({c.email})
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
