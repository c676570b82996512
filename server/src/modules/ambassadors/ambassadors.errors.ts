import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of ambassador applications (style rule 8). */
export const AmbassadorErrors = {
  /** 409: one application per e-mail address (compared case-insensitively). */
  alreadyApplied: () => new AppError('AMBASSADOR_ALREADY_APPLIED', 'An application with this email already exists.', 409),
  /** 404 'Ambassador application not found.' */
  notFound: () => CommonErrors.notFound('Ambassador application'),
} as const;
