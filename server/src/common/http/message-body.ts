import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse } from '@nestjs/swagger';
import { Public } from '../auth/roles.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';

/** A REST success body for the public forms: `{ message, data: { message } }` (the spec's client reads `data.message`). */
export interface MessageBody {
  message: string;
  data: { message: string };
}

/** Wraps a service's `{ message }` result as a {@link MessageBody}. */
export function messageBody({ message }: { message: string }): MessageBody {
  return { message, data: { message } };
}

/**
 * What a public form's REST route declares: 201 on success, public, the shared `forms` rate limit, and
 * its OpenAPI answers: `created` (the form's `{ message, data: { message } }`) and the 400
 * `{ code, message, errors, data: { message } }` (with DataMessageExceptionFilter on the route or controller).
 */
export function PublicFormRoute(created: string) {
  return applyDecorators(
    HttpCode(201),
    Public(),
    RateLimit('forms'),
    ApiCreatedResponse({ description: created }),
    ApiBadRequestResponse({ description: '{ code, message, errors, data: { message } }' }),
  );
}
