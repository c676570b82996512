import { TextField, type TextFieldProps } from './TextField';

/** The example address shown in empty e-mail fields. */
export const EMAIL_PLACEHOLDER = 'you@example.com';

/**
 * A labelled formik e-mail input: `type="email"`, the browser's e-mail autofill, no auto-capitalising or spell
 * check, and the example address as placeholder (`placeholder={null}` for none). Other props go to `TextField`.
 */
export function EmailField({
  placeholder = EMAIL_PLACEHOLDER,
  ...props
}: Omit<TextFieldProps, 'type' | 'placeholder'> & { placeholder?: string | null }) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={placeholder ?? undefined}
      {...props}
    />
  );
}
