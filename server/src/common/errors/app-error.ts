/**
 * The one error type services throw (style rule 8). `code` is stable and machine-readable; the
 * exception filter maps it to GraphQL `extensions.code` and to a REST status with `{ code, message }`.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** Per-field messages for validation errors: `{ email: 'Invalid email address' }`. */
    readonly fields?: Record<string, string>,
    /** Extra machine-readable data for the client (REST body and GraphQL extensions). */
    readonly meta?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Codes shared by every module. Feature modules define their own in `<feature>.errors.ts`. */
export const CommonErrors = {
  validation: (fields: Record<string, string>) =>
    new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid input', 400, fields),
  badRequest: (message: string) => new AppError('BAD_REQUEST', message, 400),
  unauthenticated: () => new AppError('UNAUTHENTICATED', 'Please log in to continue.', 401),
  forbidden: () => new AppError('FORBIDDEN', 'You do not have permission to do this.', 403),
  notFound: (what: string) => new AppError('NOT_FOUND', `${what} not found.`, 404),
  rateLimited: (seconds: number) => new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`, 429),
  databaseUnavailable: () => new AppError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.', 503),
} as const;
