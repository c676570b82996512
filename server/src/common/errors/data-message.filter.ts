import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { languageOfRequest } from '../i18n/language.js';
import { translateError } from '../i18n/messages.js';
import { toAppError } from './all-exceptions.filter.js';

/**
 * REST filter for the public forms whose client reads `data.message` on failure too (spec sections
 * 7 and 8: ambassador and newsletter forms). Same status and body as the global filter,
 * `{ code, message, errors? }`, plus `data: { message }`. Apply per handler with `@UseFilters(...)`;
 * Messages follow the request's `Accept-Language` like the global filter's. Every other route keeps the global {@link import('./all-exceptions.filter.js').AllExceptionsFilter}.
 */
@Catch()
export class DataMessageExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const err = translateError(toAppError(exception, this.logger), languageOfRequest(host.switchToHttp().getRequest()));
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(err.status)
      .json({
        code: err.code,
        message: err.message,
        ...(err.fields ? { errors: err.fields } : {}),
        data: { message: err.message },
      });
  }
}
