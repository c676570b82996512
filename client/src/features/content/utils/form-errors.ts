import type { FormikErrors } from 'formik';
import { errorCode, fieldErrors } from '../../../lib/apollo-client';
import { isHttpError } from '../../../lib/rest';

/**
 * The per-field messages of a refused submit that belong to this form: GraphQL
 * `extensions.fields` of VALIDATION_FAILED, or the `errors` of a REST 400. Null when none apply.
 */
export function serverFieldErrors<Values extends object>(error: unknown, values: Values): FormikErrors<Values> | null {
  let fields: Record<string, string> = {};
  if (isHttpError(error)) fields = error.fields;
  else if (errorCode(error) === 'VALIDATION_FAILED') fields = fieldErrors(error);
  const known = Object.entries(fields).filter(([name]) => name in values);
  return known.length ? (Object.fromEntries(known) as FormikErrors<Values>) : null;
}

