import { CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of contact requests (style rule 8). */
export const ContactErrors = {
  /** 404 'Contact request not found.' */
  notFound: () => CommonErrors.notFound('Contact request'),
} as const;
