import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Header a request id is accepted from and returned in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Ids accepted from a client or proxy: 1-128 characters of letters, digits and `._:-`; others are replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Query parameters whose values never reach a log line (tokens, codes, secrets, signatures). */
const SECRET_PARAM = /token|secret|password|passcode|otp|code|signature|key|auth|session/i;

/** The request fields the logging and metrics layers read (set by Express, passport and the GraphQL plugin). */
export interface ObservedRequest extends IncomingMessage {
  originalUrl?: string;
  baseUrl?: string;
  route?: { path?: string };
  user?: { id?: string; role?: string };
  /** The GraphQL operation name, once Apollo has resolved the operation. */
  graphqlOperation?: { name: string; type: string };
}

/**
 * The request id of `req`: the caller's `X-Request-Id` when it is well-formed, else a new UUID.
 * Sets the same id on the response header, so a client or proxy can quote it.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id given by {@link assignRequestId}, or undefined outside a request. */
export function requestIdOf(req: unknown): string | undefined {
  const id = (req as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** `url` with the values of secret-looking query parameters replaced by `[REDACTED]`. */
export function safeUrl(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, '[REDACTED]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * The route template that served `req` (`/api/plans/:id`), `/graphql`, or `unmatched` for static files,
 * the SPA and 404s: a bounded label for metrics and log queries, never the raw path.
 */
export function routeOf(req: ObservedRequest): string {
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0] ?? '';
  if (path === '/graphql') return '/graphql';
  if (req.route?.path) return `${req.baseUrl ?? ''}${req.route.path}`;
  if (path === '/metrics') return '/metrics';
  return 'unmatched';
}
