import { CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of the blog (style rule 8). */
export const BlogErrors = {
  /** 404 NOT_FOUND 'Blog not found.': unknown, malformed or (for the public) unpublished id or slug. */
  notFound: () => CommonErrors.notFound('Blog'),
  /** 400 VALIDATION_FAILED on `body` when nothing is left after sanitizing. */
  emptyBody: () => CommonErrors.validation({ body: 'Body is required' }),
} as const;
