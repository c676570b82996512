import type { FormikErrors } from 'formik';
import { errorCode, fieldErrors } from '../../../lib/graphql-errors';

/**
 * The per-field messages of a VALIDATION_FAILED error that belong to this form, ready for formik's
 * setErrors (`{ phoneNo: 'This phone number is already registered…' }`), or null when none apply.
 */
export function formFieldErrors<Values extends object>(error: unknown, values: Values): FormikErrors<Values> | null {
  if (errorCode(error) !== 'VALIDATION_FAILED') return null;
  const known = Object.entries(fieldErrors(error)).filter(([name]) => name in values);
  return known.length ? (Object.fromEntries(known) as FormikErrors<Values>) : null;
}
