import type { Server } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { MetricsService } from '../metrics/metrics.service.js';

/** A step run after the last request is answered and before the database closes (e.g. stop a scheduler). */
export type DrainHook = () => Promise<void> | void;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Graceful shutdown. On SIGTERM, `serve()` in bootstrap.ts calls {@link drain} and then
 * `app.close()`. The order is:
 * 1. readiness (`/api/health`, `/api/health/ready`, `freshfuel_ready`) turns 503/0;
 * 2. after SHUTDOWN_READY_DELAY_MS (time for the proxy to notice), the listener closes: no new connections;
 * 3. requests already in flight finish, for up to SHUTDOWN_GRACE_MS; their answers say `Connection: close`;
 * 4. the drain hooks run ({@link onDrain}: jobs stop here, while the database is still open);
 * 5. `app.close()`: Nest's `onModuleDestroy`, `beforeApplicationShutdown`, then `onApplicationShutdown`,
 *    where Mongoose closes the connection. A job runner may instead stop in `beforeApplicationShutdown`,
 *    which also runs before the database closes.
 */
@Injectable()
export class Lifecycle {
  private readonly logger = new Logger('Lifecycle');
  private draining = false;
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly hooks: { name: string; run: DrainHook }[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  /** True from the moment shutdown starts: readiness answers 503. */
  get isShuttingDown(): boolean {
    return this.draining;
  }

  /** Requests being answered right now on this instance. */
  get inFlightRequests(): number {
    return this.inFlight;
  }

  /** Registers a step of the drain (run in registration order; a failing step is logged, the others still run). */
  onDrain(name: string, run: DrainHook): void {
    this.hooks.push({ name, run });
  }

  /** Express middleware counting in-flight requests (installed first in app.setup.ts). */
  readonly trackRequests = (_req: Request, res: Response, next: NextFunction): void => {
    this.inFlight += 1;
    if (this.draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    });
    next();
  };

  /**
   * Steps 1-4 of the shutdown above on `server`. Resolves when the in-flight requests are answered
   * (or the grace period is over) and the drain hooks have run. Idempotent: a second call waits too.
   */
  async drain(server: Server | undefined): Promise<{ unfinished: number }> {
    this.draining = true;
    this.metrics.setReady(false);
    const { SHUTDOWN_READY_DELAY_MS: readyDelay, SHUTDOWN_GRACE_MS: grace } = this.cfg;
    this.logger.log(
      `Shutting down: not ready; closing the listener in ${readyDelay} ms, then up to ${grace} ms for ${this.inFlight} request(s)`,
    );
    if (readyDelay > 0) await sleep(readyDelay);
    if (server?.listening) {
      server.close();
      server.closeIdleConnections();
    }
    if (this.inFlight > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => this.idleWaiters.push(resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, grace))),
      ]);
      clearTimeout(timer);
    }
    const unfinished = this.inFlight;
    if (unfinished > 0) this.logger.warn(`Grace period over with ${unfinished} request(s) unfinished; closing their connections`);
    server?.closeAllConnections();
    for (const hook of this.hooks) {
      try {
        await hook.run();
      } catch (err) {
        this.logger.error(`Drain step "${hook.name}" failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return { unfinished };
  }
}
