import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Clock } from '../../common/clock.js';
import { formatDateISO } from '../../common/format/dates.js';
import { dubaiDayOf } from '../../common/format/dubai-days.js';
import { retryOnWriteConflict } from '../../common/database/object-id.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { JobRunRepository } from './job-runs.repository.js';

/** A daily job's work; returns counts for the run record, e.g. `{ expired: 2 }`. */
export type DailyJobHandler = (now: Date) => Promise<Record<string, number>>;

/** How long a claim holds before another instance may take the day's run over. */
export const JOB_LEASE_MS = 15 * 60_000;

/**
 * How many times a run is tried at once when it fails with a transient write conflict (DocumentDB reports racing
 * writes as "deadlock detected"): handlers are idempotent, so this is what the next tick would do, 10 minutes sooner.
 */
export const JOB_CONFLICT_TRIES = 3;

/**
 * Daily jobs safe with any number of instances. Every instance ticks every 10 minutes
 * (@nestjs/schedule cron) and tries to claim each registered job for today (Dubai's day, from the
 * injectable {@link Clock}); the claim is an insert under a unique (job, day) index, so one instance
 * runs it and the others skip. A run that hits a transient write conflict is tried again at once
 * ({@link JOB_CONFLICT_TRIES}); a run that fails otherwise gives its claim back and the next tick retries; a run
 * whose instance died is taken over once its lease lapses. Handlers are idempotent as well.
 */
@Injectable()
export class DailyJobsService {
  private readonly logger = new Logger('DailyJobs');
  private readonly handlers = new Map<string, DailyJobHandler>();
  /** This process, as named in the claims it holds. */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    private readonly runs: JobRunRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /** Registers a job under a unique name (feature modules call this on init). */
  register(name: string, handler: DailyJobHandler): void {
    this.handlers.set(name, handler);
  }

  /** The timer: every 10 minutes, unless SCHEDULED_JOBS=false. */
  @Cron('*/10 * * * *', { name: 'daily-jobs', timeZone: 'UTC' })
  async tick(): Promise<void> {
    if (!this.cfg.SCHEDULED_JOBS) return;
    try {
      await this.runDue();
    } catch (err) {
      this.logger.error(`Daily jobs tick failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /**
   * Runs each registered job not yet run today (Dubai's day: the kitchen's day turns at 00:00 Dubai time) by any instance.
   * @returns the names of the jobs this instance ran now.
   */
  async runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const [name, handler] of this.handlers) {
      const now = this.clock.now();
      const day = formatDateISO(dubaiDayOf(now));
      if (!(await this.runs.claim(name, day, this.owner, now, JOB_LEASE_MS))) continue;
      try {
        const result = await retryOnWriteConflict(() => handler(now), JOB_CONFLICT_TRIES);
        await this.runs.complete(name, day, this.owner, this.clock.now(), result);
        this.logger.log(`${name} ${day}: ${JSON.stringify(result)}`);
        ran.push(name);
      } catch (err) {
        await this.runs.release(name, day, this.owner);
        this.logger.error(`${name} ${day} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return ran;
  }
}
