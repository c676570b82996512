import { tm } from '../../../lib/messages';
import { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/limits';

/** Limits (the server's, lib/limits.ts) and messages shared with the server's DTOs (server/src/modules/auth/dto/auth.inputs.ts). */
export { EMAIL_MAX, FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/limits';

export const MESSAGES = {
  fullNameRequired: tm('auth:validation.fullNameRequired'),
  fullNameTooLong: tm('auth:validation.fullNameTooLong', { max: FULL_NAME_MAX }),
  emailRequired: tm('auth:validation.emailRequired'),
  emailInvalid: tm('auth:validation.emailInvalid'),
  phoneRequired: tm('auth:validation.phoneRequired'),
  phoneInvalid: tm('auth:validation.phoneInvalid'),
  password: tm('auth:validation.password', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  passwordRequired: tm('auth:validation.passwordRequired'),
  confirmRequired: tm('auth:validation.confirmRequired'),
  passwordsMustMatch: tm('auth:validation.passwordsMustMatch'),
  identifierRequired: tm('auth:validation.identifierRequired'),
  identifierTooLong: tm('auth:validation.identifierTooLong'),
  codeInvalid: tm('auth:validation.codeInvalid'),
  acceptTerms: tm('auth:validation.acceptTerms'),
} as const;

/** Allowed characters of a typed phone number and its digit count (E.164 allows at most 15). */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

/** A loose client-side check; the server does the real parsing (+971 assumed without a country code). */
export function looksLikePhone(value: string | undefined): boolean {
  if (!value) return false;
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARS.test(value.trim()) && digits >= 7 && digits <= 15;
}
