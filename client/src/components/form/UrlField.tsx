import { TextField, type TextFieldProps } from './TextField';

/**
 * A labelled formik web-address input: `type="url"`, the URL keyboard, no auto-capitalising or spell check, and
 * "https://" as placeholder unless another is given. Other props go to `TextField`.
 */
export function UrlField({ placeholder = 'https://', ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField type="url" inputMode="url" autoCapitalize="none" spellCheck={false} placeholder={placeholder} {...props} />;
}
