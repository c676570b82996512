import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of the legal pages and consents (style rule 8). */
export const LegalErrors = {
  /** 404 NOT_FOUND 'Legal page version not found.': no such version of that page. */
  versionNotFound: () => CommonErrors.notFound('Legal page version'),
  /** 400 VALIDATION_FAILED on `body` (or `bodyAr`) when nothing is left after sanitizing. */
  emptyBody: (field: 'body' | 'bodyAr') => CommonErrors.validation({ [field]: 'The text is required' }),
  /**
   * 409 TERMS_CHANGED: the version the customer was shown is not the current one (a new version was
   * published meanwhile): show the current one and ask again. `meta.kind` names the page.
   */
  outdated: (kind: string) =>
    new AppError(
      'TERMS_CHANGED',
      'Our terms were updated while you were reading them. Please read and accept the current version.',
      409,
      undefined,
      {
        kind,
      },
    ),
  /** 400 TERMS_NOT_ACCEPTED: checkout needs the current terms and conditions accepted. */
  notAccepted: () =>
    new AppError('TERMS_NOT_ACCEPTED', 'Please read and accept the terms and conditions to continue.', 400, {
      acceptTerms: 'Please accept the terms and conditions.',
    }),
} as const;
