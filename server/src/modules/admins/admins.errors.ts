import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of staff account management (super_admin only). */
export const AdminErrors = {
  /** 404 'Admin not found.': unknown or malformed id, or not a staff account. */
  notFound: () => CommonErrors.notFound('Admin'),
  emailTaken: () => new AppError('ACCOUNT_EXISTS', 'An account with this email already exists.', 409),
  phoneTaken: () => new AppError('ACCOUNT_EXISTS', 'An account with this phone number already exists.', 409),
  invalidPhone: () => CommonErrors.validation({ phoneNo: 'Invalid phone number' }),
  /** 403: super admin accounts (the caller's own included) are not managed through the admin screens. */
  superAdminProtected: () => new AppError('SUPER_ADMIN_PROTECTED', 'Super admin accounts cannot be changed here.', 403),
  /** 403: a super admin cannot deactivate themselves (there would be nobody left to undo it). */
  cannotChangeSelf: () => new AppError('CANNOT_CHANGE_SELF', 'You cannot deactivate your own account.', 403),
  /**
   * 409: the first-deploy command found a super admin already (or lost the race to another first run); it adds
   * one only when told to (`--another`).
   */
  superAdminExists: () =>
    new AppError('SUPER_ADMIN_EXISTS', 'A super admin already exists. Sign in as them, or pass --another to add one more.', 409),
} as const;
