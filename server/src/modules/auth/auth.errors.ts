import { AppError } from '../../common/errors/app-error.js';

/**
 * A wrong sign-up or reset code (400 `code`): with the attempts left when the code was found
 * ("The code is incorrect. 2 attempts left."), else `unknown` (the code or link is gone or never was).
 */
const wrongCode =
  (code: string, unknown: string) =>
  (attemptsLeft?: number): AppError =>
    new AppError(
      code,
      attemptsLeft === undefined ? unknown : `The code is incorrect. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`,
      400,
    );

/**
 * The error for a wrong code whose try was taken before comparing (`attempts`: this try's number, 1..max):
 * `locked()` at `max` (the last try was wrong), else `invalid(attempts left)`.
 */
export function wrongGuessError(
  attempts: number,
  max: number,
  invalid: (attemptsLeft?: number) => AppError,
  locked: () => AppError,
): AppError {
  return attempts >= max ? locked() : invalid(max - attempts);
}

/** The error when no try could be taken: the code is gone (`invalid()`), its tries are used up, or it expired. */
export function noTryError(
  reason: 'gone' | 'locked' | 'expired',
  errors: { invalid: (attemptsLeft?: number) => AppError; locked: () => AppError; expired: () => AppError },
): AppError {
  return reason === 'gone' ? errors.invalid() : reason === 'locked' ? errors.locked() : errors.expired();
}

/** Error codes of sign-up, OTP and login (style rule 8). Messages never reveal whether an e-mail exists. */
export const AuthErrors = {
  invalidCredentials: () => new AppError('INVALID_CREDENTIALS', 'Incorrect e-mail/phone or password.', 401),
  accountLocked: (minutes: number) =>
    new AppError('ACCOUNT_LOCKED', `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 423),
  /** Carries the verification token for the code just sent (extensions / body `verificationToken`). */
  emailNotVerified: (verificationToken: string) =>
    new AppError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail first. We have sent you a 6-digit code.', 403, undefined, {
      verificationToken,
    }),
  otpInvalid: wrongCode('OTP_INVALID', 'The code is incorrect or has expired. Please request a new code.'),
  otpExpired: () => new AppError('OTP_EXPIRED', 'This code has expired. Please request a new code.', 400),
  otpLocked: () => new AppError('OTP_LOCKED', 'Too many incorrect attempts. Please request a new code.', 400),
  resendTooSoon: (seconds: number) =>
    new AppError('OTP_RESEND_TOO_SOON', `Please wait ${seconds} seconds before requesting a new code.`, 429),
  resetInvalid: wrongCode('RESET_INVALID', 'This reset code or link is not valid. Please request a new one.'),
  resetExpired: () => new AppError('RESET_EXPIRED', 'This reset code has expired. Please request a new one.', 400),
  resetLocked: () => new AppError('RESET_LOCKED', 'Too many incorrect attempts. Please request a new reset code.', 400),
} as const;
