/** Limits and messages shared with the server's DTOs (server/src/modules/auth/dto/auth.inputs.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX} characters.`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  password: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  passwordRequired: 'Password is required',
  confirmRequired: 'Please confirm your password',
  passwordsMustMatch: 'Passwords must match',
  identifierRequired: 'Email or phone number is required',
  identifierTooLong: 'Email or phone number is too long',
  codeInvalid: 'Enter the 6-digit code.',
} as const;

/** Allowed characters of a typed phone number and its digit count (E.164 allows at most 15). */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

/** A loose client-side check; the server does the real parsing (+971 assumed without a country code). */
export function looksLikePhone(value: string | undefined): boolean {
  if (!value) return false;
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARS.test(value.trim()) && digits >= 7 && digits <= 15;
}
