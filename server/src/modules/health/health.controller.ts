import { applyDecorators, Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  MongooseHealthIndicator,
  type HealthCheckResult,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import type { Response } from 'express';
import mongoose, { type Connection } from 'mongoose';
import { Public } from '../../common/auth/roles.decorator.js';
import { Lifecycle } from '../../common/lifecycle/lifecycle.service.js';

/** Longest wait for the database ping before it counts as down (ms). */
export const PING_TIMEOUT_MS = 2000;
/**
 * How long one database ping's outcome answers readiness probes (ms): a burst of probes (several load
 * balancers, or a benchmark) costs one ping per second, not one per probe.
 */
export const PING_REUSE_MS = 1000;
/**
 * How long database pings may keep timing out on an open connection before readiness turns 503 (ms). Every
 * replica pings the same database: if one slow ping made each of them unready, the proxy would take all of
 * them out at once and answer 503 even for static pages. A database that is gone (connection closed or
 * refused) still turns readiness 503 at the first ping; data requests answer SERVICE_UNAVAILABLE meanwhile.
 */
export const SLOW_DATABASE_GRACE_MS = 10_000;

/**
 * What every health endpoint declares: public, a terminus check that is never cached (and documented
 * here rather than by terminus), and its OpenAPI answers: `ok` for 200 and, where the check can fail,
 * `unavailable` for 503.
 */
function HealthEndpoint(ok: string, unavailable?: string) {
  return applyDecorators(
    Public(),
    HealthCheck({ noCache: true, swaggerDocumentation: false }),
    ApiOkResponse({ description: ok }),
    ...(unavailable ? [ApiServiceUnavailableResponse({ description: unavailable })] : []),
  );
}

/**
 * Liveness and readiness through @nestjs/terminus. Answers follow terminus:
 * 200 `{ status: 'ok', info: { database: { status: 'up' }, instance: { status: 'up' } }, error: {}, details }`,
 * or 503 `{ status: 'error', error: { database: { status: 'down', message } ... } }`.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly mongoose: MongooseHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly lifecycle: Lifecycle,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private lastPing: { startedAt: number; result: Promise<HealthIndicatorResult> } | undefined;
  /** When the pings on an open connection began timing out (null while they answer, or the connection is down). */
  private slowSince: number | null = null;

  /** `GET /api/health`: readiness (same as `/api/health/ready`), kept at the path load balancers already use. */
  @Get()
  @HealthEndpoint(
    'Ready: the database answers (a ping within 2 s, or pings slow for under 10 s) and not shutting down',
    'Database unreachable, or slow for 10 s, or instance shutting down',
  )
  check(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    return this.readiness(res);
  }

  /**
   * `GET /api/health/ready`: 200 while this instance should get traffic; 503 when the database ping fails, when
   * pings have been timing out (2 s each) for {@link SLOW_DATABASE_GRACE_MS}, or once shutdown began. One ping's
   * outcome answers the probes of the following second.
   */
  @Get('ready')
  @HealthEndpoint('Ready', 'Not ready')
  ready(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    return this.readiness(res);
  }

  /** `GET /api/health/live`: 200 while the process answers at all (no dependency checked), for restart decisions. */
  @Get('live')
  @HealthEndpoint('The process is alive')
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /** Runs the readiness checks; a failed check answers 503 with terminus' result as the body. */
  private async readiness(res: Response): Promise<HealthCheckResult> {
    try {
      return await this.runReadiness();
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      res.status(503);
      return err.getResponse() as HealthCheckResult;
    }
  }

  private runReadiness(): Promise<HealthCheckResult> {
    return this.health.check([
      () => {
        const check = this.indicators.check('instance');
        return this.lifecycle.isShuttingDown ? check.down({ message: 'shutting down' }) : check.up();
      },
      () => this.databaseReadiness(),
    ]);
  }

  /**
   * The database ping's verdict for readiness: down at once when the ping fails on a closed connection or with
   * an error, but a ping that times out on an open connection (a slow database) counts as down only once pings
   * have been timing out for {@link SLOW_DATABASE_GRACE_MS}; until then `database` is up with a `slow` note.
   */
  private async databaseReadiness(): Promise<HealthIndicatorResult> {
    const result = await this.pingDatabase();
    const database = result.database as { status: string; message?: string } | undefined;
    const slow =
      database?.status === 'down' &&
      this.connection.readyState === mongoose.ConnectionStates.connected &&
      /timeout/i.test(database.message ?? '');
    if (!slow) {
      this.slowSince = null;
      return result;
    }
    const now = Date.now();
    // The first ping to time out began PING_TIMEOUT_MS before it did.
    this.slowSince ??= now - PING_TIMEOUT_MS;
    const seconds = Math.round((now - this.slowSince) / 1000);
    if (now - this.slowSince >= SLOW_DATABASE_GRACE_MS) {
      return this.indicators.check('database').down({ message: `pings time out (over ${PING_TIMEOUT_MS} ms) for ${seconds} s` });
    }
    return this.indicators.check('database').up({ slow: `pings time out (over ${PING_TIMEOUT_MS} ms) for ${seconds} s` });
  }

  /** The database ping's outcome, shared by the probes within {@link PING_REUSE_MS} of its start (a ping in flight included). */
  private pingDatabase(): Promise<HealthIndicatorResult> {
    const now = Date.now();
    if (this.lastPing && now - this.lastPing.startedAt < PING_REUSE_MS) return this.lastPing.result;
    const result = Promise.resolve(this.mongoose.pingCheck('database', { timeout: PING_TIMEOUT_MS, connection: this.connection }));
    this.lastPing = { startedAt: now, result };
    // A ping that fails by throwing is not reused: the next probe pings again.
    result.catch(() => {
      if (this.lastPing?.result === result) this.lastPing = undefined;
    });
    return result;
  }
}
