import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { GqlArgumentsHost, type GqlContextType } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import mongoose from 'mongoose';
import { languageOfRequest } from '../i18n/language.js';
import { translateError } from '../i18n/messages.js';
import { requestIdOf } from '../logging/request-context.js';
import { AppError, CommonErrors } from './app-error.js';

const HTTP_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Turns anything thrown into an {@link AppError}; unknown errors become a logged 500 without details. */
export function toAppError(err: unknown, logger?: Logger): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const body = err.getResponse();
    const message =
      typeof body === 'string'
        ? body
        : Array.isArray((body as { message?: unknown }).message)
          ? String((body as { message: unknown[] }).message[0])
          : ((body as { message?: string }).message ?? err.message);
    return new AppError(HTTP_CODES[status] ?? 'ERROR', message, status);
  }
  if (err instanceof mongoose.Error.CastError) return CommonErrors.badRequest(`Invalid value for "${err.path}".`);
  if (err instanceof mongoose.Error.ValidationError) {
    const fields = Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v.message]));
    return CommonErrors.validation(fields);
  }
  if (
    err instanceof Error &&
    /ECONNREFUSED|MongoNotConnected|buffering timed out|Server selection timed out|MongoNetworkError|Topology is closed/i.test(
      `${err.name} ${err.message}`,
    )
  ) {
    return CommonErrors.databaseUnavailable();
  }
  logger?.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  return new AppError('INTERNAL', 'Something went wrong. Please try again.', 500);
}

/**
 * The single exception filter (style rule 8). REST: status + `{ code, message, errors?, requestId }`.
 * GraphQL: a `GraphQLError` with `extensions: { code, status, fields? }` (the GraphQL observer plugin
 * adds `requestId` to every error of the answer). `requestId` is the `X-Request-Id` of the answer.
 * Messages (and per-field messages) are in the request's `Accept-Language` language (English or
 * Arabic, see common/i18n); codes and statuses never change with it.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const graphql = host.getType<GqlContextType>() === 'graphql';
    const req: unknown = graphql ? GqlArgumentsHost.create(host).getContext<{ req?: unknown }>().req : host.switchToHttp().getRequest();
    const err = translateError(toAppError(exception, this.logger), languageOfRequest(req));
    if (graphql) {
      return new GraphQLError(err.message, {
        extensions: { code: err.code, status: err.status, ...(err.fields ? { fields: err.fields } : {}), ...err.meta },
      });
    }
    const res = host.switchToHttp().getResponse<Response>();
    res.status(err.status).json({
      code: err.code,
      message: err.message,
      ...(err.fields ? { errors: err.fields } : {}),
      ...err.meta,
      requestId: requestIdOf(res.req),
    });
  }
}
