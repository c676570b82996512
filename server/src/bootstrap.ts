import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { configureApp } from './app.setup.js';
import type { AppConfig } from './common/config/config.schema.js';
import { Lifecycle } from './common/lifecycle/lifecycle.service.js';

type NestLevel = 'error' | 'warn' | 'log';

export interface CreateAppOptions {
  /** Levels to log (the CLIs keep to errors and warnings); `false`: nothing. Default: LOG_LEVEL. */
  logger?: false | NestLevel[];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Runs after the common set-up and before `init`, e.g. to add an Express route in a test fixture. */
  beforeInit?: (app: INestApplication) => void;
}

/** The pino level matching Nest's level list of the CLIs. */
function levelOf(levels: false | NestLevel[]): AppConfig['LOG_LEVEL'] {
  if (levels === false) return 'silent';
  return levels.includes('log') ? 'info' : levels.includes('warn') ? 'warn' : 'error';
}

/** Creates and configures the Nest application (no listening): shared by main.ts, the CLIs and tests. */
export async function createApp(cfg: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  const effective = options.logger === undefined ? cfg : { ...cfg, LOG_LEVEL: levelOf(options.logger) };
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(effective, { logStream: options.logStream }), {
    rawBody: true,
    bufferLogs: true,
  });
  app.useLogger(app.get(PinoNestLogger));
  app.flushLogs();
  configureApp(app);
  options.beforeInit?.(app);
  await app.init();
  return app;
}

/**
 * How long (ms) an idle keep-alive connection stays open, sent as `Keep-Alive: timeout=75`. The proxy in front
 * must close its idle connections first (ops/caddy/Caddyfile: `keepalive 60s`): with Node's default of 5 s
 * the app closed a connection just as Caddy reused it, and Caddy answered 502 to a POST it may not retry.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/**
 * Listens on PORT/HOST (idle connections kept {@link KEEP_ALIVE_TIMEOUT_MS}) and shuts down gracefully on SIGTERM or SIGINT: readiness off,
 * listener closed, in-flight requests finished within SHUTDOWN_GRACE_MS, drain hooks, then
 * `app.close()` (jobs, then the database) and exit 0. A second signal, or a drain that overruns by
 * 10 s, exits at once with status 1.
 */
export async function serve(app: INestApplication, cfg: AppConfig): Promise<void> {
  await app.listen(cfg.PORT, cfg.HOST);
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.log(`${signal} received`);
    setTimeout(
      () => {
        logger.error('Shutdown overran its grace period; exiting');
        process.exit(1);
      },
      cfg.SHUTDOWN_READY_DELAY_MS + cfg.SHUTDOWN_GRACE_MS + 10_000,
    ).unref();
    void app
      .get(Lifecycle)
      .drain(server)
      .then(() => app.close())
      .then(() => flushTraces())
      .then(
        () => {
          logger.log('Shutdown complete');
          process.exit(0);
        },
        (err: Error) => {
          logger.error(`Shutdown failed: ${err.stack ?? err.message}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** Sends the spans still buffered when tracing is on (src/tracing.ts); a no-op otherwise. */
async function flushTraces(): Promise<void> {
  const shutdown = (globalThis as Record<symbol, unknown>)[Symbol.for('freshfuel.tracing.shutdown')];
  if (typeof shutdown === 'function') await (shutdown as () => Promise<void>)().catch(() => undefined);
}

export const logger = new Logger('Main');
