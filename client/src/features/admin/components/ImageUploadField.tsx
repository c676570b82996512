import { useField } from 'formik';
import { ImageUpload } from '../../../components/form/ImageUpload';

/** ImageUpload bound to a formik field holding the image URL. */
export function ImageUploadField({ name, label }: { name: string; label: string }) {
  // A field missing from (or null in) the form's initial values reads as undefined (or null): shown as ''.
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  return (
    <ImageUpload
      label={label}
      value={field.value ?? ''}
      onChange={(url) => void helpers.setValue(url)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}
