import { Clock } from '../../src/common/clock.js';
import { APP_CONFIG } from '../../src/common/config/config.tokens.js';
import type { AppConfig } from '../../src/common/config/config.schema.js';
import { DailyJobsService } from '../../src/modules/jobs/daily-jobs.service.js';
import { JobRunRepository } from '../../src/modules/jobs/job-runs.repository.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * The daily jobs' claim under contention, on the real database: many callers claiming one job and day at
 * once get exactly one winner and no error (DocumentDB may abort racing writes with "deadlock detected";
 * the claim retries those).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

it('30 simultaneous claims of one job and day: exactly one holds it, none fails', async () => {
  const runs = t.app.get(JobRunRepository);
  const now = new Date();
  for (const day of ['2031-01-01', '2031-01-02', '2031-01-03']) {
    const claims = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => runs.claim('renewal-reminders', day, `owner-${i}`, now, 60_000)),
    );
    const failed = claims.filter((c) => c.status === 'rejected').map((c) => String((c as PromiseRejectedResult).reason));
    expect({ day, failed }).toEqual({ day, failed: [] });
    expect({ day, winners: claims.filter((c) => c.status === 'fulfilled' && c.value).length }).toEqual({ day, winners: 1 });
  }
}, 120_000);

it('a run that hits a transient write conflict is tried again at once; any other failure gives the claim back', async () => {
  const jobs = new DailyJobsService(t.app.get(JobRunRepository), t.app.get(Clock), t.app.get<AppConfig>(APP_CONFIG));
  const calls = { conflicted: 0, broken: 0 };
  jobs.register('conflicted-once', () => {
    calls.conflicted += 1;
    return calls.conflicted === 1 ? Promise.reject(new Error('deadlock detected')) : Promise.resolve({ done: 1 });
  });
  jobs.register('broken', () => {
    calls.broken += 1;
    return Promise.reject(new Error('no such plan'));
  });
  expect(await jobs.runDue()).toEqual(['conflicted-once']);
  expect(calls).toEqual({ conflicted: 2, broken: 1 });
  // Done for today: not run again. The broken job's claim was given back: the next tick tries it again.
  expect(await jobs.runDue()).toEqual([]);
  expect(calls).toEqual({ conflicted: 2, broken: 2 });
}, 120_000);
