import { useField } from 'formik';
import { useId } from 'react';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';

/** The shared SingleDatePicker bound to a formik field holding a Date or null. */
export function DatePickerField({ name, label, minDate, maxDate }: { name: string; label: string; minDate?: Date; maxDate?: Date }) {
  const [field, meta, helpers] = useField<Date | null>(name);
  const id = useId();
  return (
    <SingleDatePicker
      id={id}
      name={name}
      label={label}
      value={field.value}
      onChange={(date) => void helpers.setValue(date)}
      onBlur={() => void helpers.setTouched(true)}
      minDate={minDate}
      maxDate={maxDate}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}
