import * as yup from 'yup';
import type { LoginInput } from '../hooks/use-login';
import { EMAIL_MAX, MESSAGES, PASSWORD_MAX } from './messages';

export const loginInitialValues: LoginInput = { identifier: '', password: '' };

/** Mirrors LoginInput's server rules (used by /login and /admin). */
export const loginSchema: yup.ObjectSchema<LoginInput> = yup.object({
  identifier: yup.string().trim().required(MESSAGES.identifierRequired).max(EMAIL_MAX, MESSAGES.identifierTooLong),
  password: yup.string().required(MESSAGES.passwordRequired).max(PASSWORD_MAX, MESSAGES.password),
});

export function toLoginInput(values: LoginInput): LoginInput {
  return { identifier: values.identifier.trim(), password: values.password };
}
