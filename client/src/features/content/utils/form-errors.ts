import type { FormikErrors, FormikHelpers } from 'formik';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
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

/**
 * Submits a GraphQL form: on success the server's message as a success toast and a reset; on
 * failure field messages on their fields, anything else as an error toast (input kept).
 */
export async function submitWithFeedback<Values extends object>(
  send: () => Promise<string>,
  values: Values,
  helpers: FormikHelpers<Values>,
): Promise<void> {
  try {
    notify.success(await send());
    helpers.resetForm();
  } catch (error) {
    const fields = serverFieldErrors(error, values);
    if (fields) helpers.setErrors(fields);
    else notify.error(errorMessage(error));
  }
}
