import { AppError } from '../../common/errors/app-error.js';

/** Error codes of the profile and password change. */
export const ProfileErrors = {
  /** The current password sent with a password change is wrong. */
  wrongPassword: () => new AppError('WRONG_PASSWORD', 'Your current password is incorrect.', 400),
  samePassword: () => new AppError('SAME_PASSWORD', 'Your new password must be different from your current password.', 400),
  /** Another request changed the password first (its token version moved on). */
  passwordChangedElsewhere: () =>
    new AppError('UNAUTHENTICATED', 'Your password was just changed in another session. Please log in again.', 401),
  phoneTaken: () => new AppError('PHONE_TAKEN', 'This phone number is already registered to another account.', 409),
  userNotFound: () => new AppError('NOT_FOUND', 'User not found.', 404),
} as const;
