import { TextField, type TextFieldProps } from './TextField';

/**
 * A labelled formik phone input: `type="tel"`, the phone keyboard and the browser's phone autofill. The placeholder
 * (an example number) and hint come from the form. Other props go to `TextField`.
 */
export function TelField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
