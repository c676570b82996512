import { createServer, type Server } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { watchDatabaseCommands } from './database-commands.js';
import { operationMetricLabel } from './operation-labels.js';

/** Longest wait for the database ping behind `freshfuel_database_up` at a scrape (ms). */
export const DATABASE_PING_TIMEOUT_MS = 1000;

/** Latency buckets in seconds: 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database commands are mostly quicker: 1 ms to 5 s. */
const DB_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** Payment outcomes counted in `freshfuel_payments_total{outcome}`. */
export const PAYMENT_OUTCOMES = ['succeeded', 'failed', 'refunded'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
/** What happened to one webhook delivery: handled now, or skipped as already handled. */
export type WebhookResult = 'processed' | 'duplicate';
/** How a scheduled job run ended: it ran, it failed, or another instance held the lease. */
export type JobOutcome = 'success' | 'failure' | 'skipped';

/**
 * The app's Prometheus metrics, one registry per app instance, scraped at `/metrics`.
 * Features record through the small methods below; they never touch prom-client themselves.
 * Every series is per process: Prometheus scrapes each instance and sums.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');
  private internalServer?: Server;

  private readonly httpRequests = new Counter({
    name: 'freshfuel_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly httpDuration = new Histogram({
    name: 'freshfuel_http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly graphqlOperations = new Counter({
    name: 'freshfuel_graphql_operations_total',
    help: 'GraphQL operations, by operation name, type and outcome (ok or error).',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly graphqlDuration = new Histogram({
    name: 'freshfuel_graphql_operation_duration_seconds',
    help: 'GraphQL operation latency in seconds, by operation name and type.',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly dbDuration = new Histogram({
    name: 'freshfuel_db_command_duration_seconds',
    help: 'MongoDB command latency in seconds, by command, collection and outcome.',
    labelNames: ['command', 'collection', 'outcome'] as const,
    buckets: DB_BUCKETS,
    registers: [this.registry],
  });
  private readonly payments = new Counter({
    name: 'freshfuel_payments_total',
    help: 'Card payment outcomes reported by Stripe webhooks (succeeded, failed, refunded).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly webhookEvents = new Counter({
    name: 'freshfuel_webhook_events_total',
    help: 'Stripe webhook events, by event type and result (processed or duplicate).',
    labelNames: ['type', 'result'] as const,
    registers: [this.registry],
  });
  private readonly rateLimitRefusals = new Counter({
    name: 'freshfuel_rate_limit_refusals_total',
    help: 'Requests refused by a rate limiter, by limiter.',
    labelNames: ['limiter'] as const,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'freshfuel_job_runs_total',
    // `job_name`, not `job`: Prometheus keeps `job` for the scrape job and would rename ours to exported_job.
    help: 'Scheduled job runs, by job_name and outcome (success, failure, skipped).',
    labelNames: ['job_name', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'freshfuel_job_duration_seconds',
    help: 'Scheduled job run time in seconds, by job_name.',
    labelNames: ['job_name'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [this.registry],
  });
  private readonly ready = new Gauge({
    name: 'freshfuel_ready',
    help: '1 while this instance takes traffic, 0 once it is shutting down.',
    registers: [this.registry],
  });

  /**
   * Pinged at each scrape: an instance whose database is unreachable still answers scrapes (it stays up and
   * reports 503 on readiness), so `up` alone cannot show an outage; this gauge does.
   */
  private readonly databaseUp = new Gauge({
    name: 'freshfuel_database_up',
    help: `1 when this instance's database answered a ping within ${DATABASE_PING_TIMEOUT_MS} ms at this scrape, else 0.`,
    registers: [this.registry],
    collect: async () => {
      this.databaseUp.set((await this.pingDatabase()) ? 1 : 0);
    },
  });

  private stopWatching: (() => void) | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    @InjectConnection() private readonly connection: Connection,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'freshfuel_' });
    // Every outcome's series exists from the start at 0: the payment alert compares failures with successes, and
    // a series that appears only at its first success (or first failure) hides a total outage from increase().
    for (const outcome of PAYMENT_OUTCOMES) this.payments.inc({ outcome }, 0);
    this.ready.set(1);
    this.stopWatching = watchDatabaseCommands(
      () => this.connection.name,
      (command, collection, ok, seconds) => this.observeDbCommand(command, collection, ok, seconds),
    );
  }

  /** One answered HTTP request; `route` is a template (`/api/plans/:id`), never a raw path. */
  observeHttp(method: string, route: string, status: number, seconds: number): void {
    this.httpRequests.inc({ method, route, status: String(status) });
    this.httpDuration.observe({ method, route }, seconds);
  }

  /** One GraphQL operation; `operation` is passed through {@link operationMetricLabel}. */
  observeGraphql(operation: string | null | undefined, type: string, ok: boolean, seconds: number): void {
    const labels = { operation: operationMetricLabel(operation), type };
    this.graphqlOperations.inc({ ...labels, outcome: ok ? 'ok' : 'error' });
    this.graphqlDuration.observe(labels, seconds);
  }

  /** One database operation as the app waits for it (Mongoose, named by its wire command). */
  observeDbCommand(command: string, collection: string, ok: boolean, seconds: number): void {
    this.dbDuration.observe({ command, collection, outcome: ok ? 'ok' : 'error' }, seconds);
  }

  /** A card payment outcome (spec: payments; counted once per Stripe event, on the instance that processed it). */
  paymentOutcome(outcome: PaymentOutcome): void {
    this.payments.inc({ outcome });
  }

  /** A Stripe webhook delivery, processed now or skipped as a duplicate of an event already processed. */
  webhookEvent(type: string, result: WebhookResult): void {
    this.webhookEvents.inc({ type, result });
  }

  /** A request refused by the limiter with this key prefix (`auth`, `forms`, `codes`, `wrong-password`...). */
  rateLimitRefused(limiter: string): void {
    this.rateLimitRefusals.inc({ limiter });
  }

  /** One run of a scheduled job and how long it took (skipped: another instance held the lease). */
  jobRun(job: string, outcome: JobOutcome, seconds = 0): void {
    this.jobRuns.inc({ job_name: job, outcome });
    if (outcome !== 'skipped') this.jobDuration.observe({ job_name: job }, seconds);
  }

  /**
   * Runs `fn` as one run of `job`, recording its outcome and duration; rethrows its error.
   * Example: `await metrics.timeJob('pause-reminders', () => this.sendReminders())`.
   */
  async timeJob<T>(job: string, fn: () => Promise<T>): Promise<T> {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const result = await fn();
      this.jobRun(job, 'success', seconds());
      return result;
    } catch (err) {
      this.jobRun(job, 'failure', seconds());
      throw err;
    }
  }

  /** Readiness as exported in `freshfuel_ready` (set by the shutdown sequence). */
  setReady(ready: boolean): void {
    this.ready.set(ready ? 1 : 0);
  }

  /**
   * Whether the app's database answers `ping` within {@link DATABASE_PING_TIMEOUT_MS}. False at once while
   * the connection is not open (the driver reconnects by itself); never throws.
   */
  private async pingDatabase(): Promise<boolean> {
    const db = this.connection.readyState === 1 ? this.connection.db : undefined;
    if (!db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_PING_TIMEOUT_MS);
      timer.unref();
    });
    const ping = db
      .command({ ping: 1 })
      .then((reply) => reply.ok === 1)
      .catch(() => false);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The exposition text of every metric (Prometheus text format 0.0.4). */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** The Content-Type of {@link text}. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** With METRICS_PORT set: a second, internal listener that serves only `GET /metrics`, without a token. */
  async onApplicationBootstrap(): Promise<void> {
    const port = this.cfg.METRICS_PORT;
    if (!port) return;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      this.text().then(
        (body) => res.writeHead(200, { 'Content-Type': this.contentType }).end(body),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.cfg.HOST, () => resolve());
    });
    this.internalServer = server;
    this.logger.log(`Metrics on internal port ${port}`);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopWatching?.();
    this.stopWatching = undefined;
    const server = this.internalServer;
    this.internalServer = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
