import { CLIENT_OPERATIONS } from './client-operations.js';

/** Operation names are written to log lines only in this shape; anything else is logged as `invalid`. */
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** A bounded value for a GraphQL operation name in a log line (any well-formed name, as sent). */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  return OPERATION_NAME.test(name) ? name : 'invalid';
}

/**
 * The metric label of a GraphQL operation name, from a closed set: the name of one of the client's own
 * operations ({@link CLIENT_OPERATIONS}), `anonymous` when there is none, and `other` for every other
 * name. Each label value is a set of permanent series, so names a caller makes up must not become labels.
 */
export function operationMetricLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  return CLIENT_OPERATIONS.has(name) ? name : 'other';
}
