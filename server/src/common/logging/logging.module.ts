import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { stdTimeFunctions, type DestinationStream, type Level } from 'pino';
import type { Options } from 'pino-http';
import type { AppConfig } from '../config/config.schema.js';
import { assignRequestId, routeOf, safeUrl, type ObservedRequest } from './request-context.js';

/**
 * Keys whose values pino replaces with `[REDACTED]` wherever code logs an object (one or two levels deep):
 * a second line of defence behind the serializers, which never log headers or bodies.
 */
export const REDACTED_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'accessToken',
  'token',
  'refreshToken',
  'authorization',
  'cookie',
  'otp',
  'otpCode',
  'clientSecret',
  'client_secret',
  'card',
  'cardNumber',
  'cvc',
  'secret',
];

/** Probes and scrapes that would drown the request log (answered many times a minute by design). */
const QUIET_PATHS = /^\/(api\/health(\/|$|\?)|metrics(\/|$|\?))/;

/** Everything about the request a log line carries: method, URL (secret query values redacted), client address. */
function serializeRequest(req: ObservedRequest & { raw?: ObservedRequest; remoteAddress?: string }) {
  return { method: req.method, url: safeUrl(req.originalUrl ?? req.url) };
}

/** What the request's own log line names: the route template, the GraphQL operation and the signed-in user. */
function requestFacts(req: ObservedRequest) {
  const op = req.graphqlOperation;
  return {
    route: routeOf(req),
    ...(op ? { operation: op.name, operationType: op.type } : {}),
    ...(req.user?.id ? { userId: req.user.id, role: req.user.role } : {}),
  };
}

/** The pino-http options of {@link LoggingModule} (exported for tests of the serializers). */
export function pinoHttpOptions(cfg: AppConfig): Options<ObservedRequest> {
  const pretty = cfg.NODE_ENV === 'development';
  return {
    level: cfg.LOG_LEVEL,
    timestamp: stdTimeFunctions.isoTime,
    base: { service: 'freshfuel', pid: process.pid, hostname: process.env.HOSTNAME },
    redact: { paths: REDACTED_KEYS.flatMap((k) => [k, `*.${k}`]), censor: '[REDACTED]' },
    genReqId: assignRequestId,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    quietReqLogger: true,
    serializers: {
      req: serializeRequest,
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.test(req.originalUrl ?? req.url ?? '') },
    // On the request's own line only, not as `customProps`: pino-http makes a child logger for those at the start and
    // again at the end of every request (each one re-serialising and redacting its bindings), while the route, the
    // operation and the user are only known at the end anyway. Lines logged while serving still carry `requestId`.
    customSuccessObject: (req, _res, line: object) => ({ ...line, ...requestFacts(req) }),
    customErrorObject: (req, _res, _err, line: object) => ({ ...line, ...requestFacts(req) }),
    customLogLevel: (_req, res, err): Level => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' },
          },
        }
      : {}),
  };
}

/**
 * Structured logs through nestjs-pino: one JSON line per request with method, route,
 * status, `durationMs`, user id and role when signed in, and `requestId` (accepted from and returned
 * in `X-Request-Id`); every log line written while serving a request carries the same `requestId`.
 * Pretty single lines in development. `stream` replaces stdout (tests read what was logged).
 */
// A Nest dynamic module: the class only carries the static forRoot() factory.
// eslint-disable-next-line @typescript-eslint/no-extraneous-class
export class LoggingModule {
  static forRoot(cfg: AppConfig, stream?: DestinationStream): DynamicModule {
    const options = pinoHttpOptions(cfg);
    if (stream) delete options.transport;
    return LoggerModule.forRoot({
      pinoHttp: stream ? [options, stream] : options,
      renameContext: 'context',
    });
  }
}
