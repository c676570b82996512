import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toAppError } from './all-exceptions.filter.js';

/**
 * REST filter for the public forms whose client reads `data.message` on failure too (spec sections
 * 7 and 8: ambassador and newsletter forms). Same status and body as the global filter,
 * `{ code, message, errors? }`, plus `data: { message }`. Apply per handler with `@UseFilters(...)`;
 * every other route keeps the global {@link import('./all-exceptions.filter.js').AllExceptionsFilter}.
 */
@Catch()
export class DataMessageExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const err = toAppError(exception, this.logger);
    host.switchToHttp().getResponse<Response>().status(err.status).json({
      code: err.code,
      message: err.message,
      ...(err.fields ? { errors: err.fields } : {}),
      data: { message: err.message },
    });
  }
}
