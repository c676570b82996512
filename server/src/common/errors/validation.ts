import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { CommonErrors } from './app-error.js';

/** Flattens class-validator errors into `{ 'field.sub': 'first message' }`. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const messages = Object.values(e.constraints ?? {});
    if (messages.length) out[path] = e.constraints?.whitelistValidation ? `Unknown field "${path}".` : messages[messages.length - 1];
    if (e.children?.length) Object.assign(out, flattenValidationErrors(e.children, path));
  }
  return out;
}

/** The global pipe (style rule 6): strips nothing silently, refuses unknown fields, names each bad field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => CommonErrors.validation(flattenValidationErrors(errors)),
  });
}
