/**
 * Paths served outside the global `/api` prefix: `/metrics` (Prometheus' conventional path) and
 * `/graphql` (Apollo's own route, listed so that prefix-following Nest middleware such as the request
 * logger covers it too). app.setup.ts excludes them from the prefix; the permissions explorer names them so.
 */
export const UNPREFIXED_PATHS = ['metrics', 'graphql'];
