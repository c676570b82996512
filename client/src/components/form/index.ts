export { FocusFirstError } from './FocusFirstError';
export { FormError } from './FormError';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { TextField, type TextFieldProps } from './TextField';
export { EmailField, EMAIL_PLACEHOLDER } from './EmailField';
export { UrlField } from './UrlField';
export { PasswordStrength, type PasswordStrengthProps } from './PasswordStrength';
export { FormPasswordStrength } from './PasswordStrength';
