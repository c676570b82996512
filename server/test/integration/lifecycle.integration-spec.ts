import { jest } from '@jest/globals';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { Clock } from '../../src/common/clock.js';
import { DailyJobsService } from '../../src/modules/jobs/daily-jobs.service.js';
import { SubscriptionLifecycleService } from '../../src/modules/subscriptions/subscription-lifecycle.service.js';
import { buyPaidSubscription, type PaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * Subscription lifecycle: every transition (Active -> Paused -> Active, Active -> Expired,
 * Active/Paused -> Cancelled, refusals), plan_status following the current subscription, the daily
 * jobs run once per job and day with two app instances on one database, the renewal reminder and
 * the expiry e-mail. Time moves through the injectable Clock of each instance.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
type Session = CreatedUser & { token: string };

const MINE = `{ mySubscription { id status startDate endDate renewal { open offeredFrom startDate duration meals { breakfast lunch dinner snack } renewedFrom } } }`;
const ME = `{ me { planStatus } }`;
const PAUSE = `mutation P($subscriptionId: ID!, $from: String!, $to: String!) { pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) { id } }`;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let a: TestApp;
let b: TestApp;

function setNow(t: TestApp, at: number | null): void {
  const clock = t.app.get(Clock);
  if (at === null) delete (clock as Partial<Clock>).now;
  else clock.now = () => new Date(at);
}
const setBoth = (at: number | null) => {
  setNow(a, at);
  setNow(b, at);
};

async function outbox(t: TestApp, to: string): Promise<{ subject: string; text: string; html?: string; meta?: { kind?: string } }[]> {
  const res = await t.http.get('/api/dev/outbox').query({ to });
  return res.body.data;
}
/** Kinds of the mails sent to `to` (the outbox is one collection shared by both instances). */
const kinds = async (to: string) => (await outbox(a, to)).map((m) => m.meta?.kind);

async function mine(t: TestApp, s: Session) {
  const body = await t.gql<{
    mySubscription: {
      id: string;
      status: string;
      endDate: string;
      renewal: { open: boolean; startDate: string; duration: string; meals: Record<string, number>; renewedFrom: string | null };
    };
  }>(MINE, {}, s.token);
  expect(body.errors).toBeUndefined();
  return body.data!.mySubscription;
}
async function planStatus(t: TestApp, s: Session): Promise<string> {
  return (await t.gql<{ me: { planStatus: string } }>(ME, {}, s.token)).data!.me.planStatus;
}

beforeAll(async () => {
  a = await createTestApp({ ...STRIPE_TEST_ENV, SCHEDULED_JOBS: 'false' });
  await seedDatabase(a);
  // A second instance on the same database, as a second app process would be.
  b = await createTestApp({ ...STRIPE_TEST_ENV, SCHEDULED_JOBS: 'false', MONGODB_URI: a.cfg.MONGODB_URI!, JWT_SECRET: a.cfg.JWT_SECRET });
});

afterEach(() => setBoth(null));

afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('daily jobs with two instances', () => {
  let owner: Session;
  let sub: PaidSubscription;

  beforeAll(async () => {
    owner = await loginAs(a, Role.User);
    sub = await buyPaidSubscription(a, owner, { duration: '1 Month', startInDays: 4 });
  });

  it('runs each job once per day although both instances tick many times at once, and expires the plan the day after its end', async () => {
    expect(await planStatus(a, owner)).toBe('Active');
    const runsA = jest.spyOn(a.app.get(SubscriptionLifecycleService), 'runLifecycle');
    const runsB = jest.spyOn(b.app.get(SubscriptionLifecycleService), 'runLifecycle');
    const remindA = jest.spyOn(a.app.get(SubscriptionLifecycleService), 'sendRenewalReminders');
    const remindB = jest.spyOn(b.app.get(SubscriptionLifecycleService), 'sendRenewalReminders');

    setBoth(sub.endDate.getTime() + DAY + 2 * HOUR); // the day after the last delivery
    const ran = await Promise.all(
      [1, 2, 3, 4, 5].flatMap(() => [a.app.get(DailyJobsService).runDue(), b.app.get(DailyJobsService).runDue()]),
    );

    expect(runsA.mock.calls.length + runsB.mock.calls.length).toBe(1);
    expect(remindA.mock.calls.length + remindB.mock.calls.length).toBe(1);
    expect(ran.flat().sort()).toEqual(['renewal-reminder', 'subscription-lifecycle', 'subscription-renewal']);
    expect((await mine(a, owner)).status).toBe('Expired');
    expect(await planStatus(a, owner)).toBe('Expired');
    expect((await kinds(owner.email)).filter((k) => k === 'expiry')).toHaveLength(1);

    // The next day the jobs run again (once), and find nothing left to expire.
    setBoth(sub.endDate.getTime() + 2 * DAY + 2 * HOUR);
    await Promise.all([a.app.get(DailyJobsService).runDue(), b.app.get(DailyJobsService).runDue()]);
    expect(runsA.mock.calls.length + runsB.mock.calls.length).toBe(2);
    expect((await kinds(owner.email)).filter((k) => k === 'expiry')).toHaveLength(1);
    runsA.mockRestore();
    runsB.mockRestore();
    remindA.mockRestore();
    remindB.mockRestore();
  });

  it('refuses to cancel an Expired plan and treats a repeated expiry as a no-op', async () => {
    const lifecycle = a.app.get(SubscriptionLifecycleService);
    const { Types } = await import('mongoose');
    await expect(lifecycle.transition(new Types.ObjectId(sub.id), 'cancel')).rejects.toMatchObject({
      code: 'SUBSCRIPTION_TRANSITION_INVALID',
    });
    await expect(lifecycle.transition(new Types.ObjectId(sub.id), 'expire')).resolves.toMatchObject({ changed: false });
  });
});

describe('pause, resume, renewal reminder', () => {
  let owner: Session;
  let sub: PaidSubscription;

  beforeAll(async () => {
    owner = await loginAs(a, Role.User);
    sub = await buyPaidSubscription(a, owner, { duration: '1 Month', meals: { breakfast: 1, lunch: 1 }, startInDays: 4 });
  });

  it('stores Paused while a pause covers today and Active again after it; plan_status follows', async () => {
    const from = sub.startDate.getTime() + 3 * DAY;
    const paused = await a.gql(PAUSE, { subscriptionId: sub.id, from: ymd(from), to: ymd(from + DAY) }, owner.token);
    expect(paused.errors).toBeUndefined();
    expect(await kinds(owner.email)).toContain('scheduleChanged');

    // A lifecycle run on another day first (the job's run of a day is used up once).
    setBoth(from + 2 * HOUR - 10 * DAY);
    await a.app.get(DailyJobsService).runDue();

    setBoth(from + 2 * HOUR);
    await Promise.all([a.app.get(DailyJobsService).runDue(), b.app.get(DailyJobsService).runDue()]);
    expect((await mine(b, owner)).status).toBe('Paused');
    expect(await planStatus(b, owner)).toBe('Paused');

    setBoth(from + 2 * DAY + 2 * HOUR);
    await Promise.all([a.app.get(DailyJobsService).runDue(), b.app.get(DailyJobsService).runDue()]);
    expect((await mine(a, owner)).status).toBe('Active');
    expect(await planStatus(a, owner)).toBe('Active');
  });

  it('offers renewal from 3 days before the end with the same duration and meals, and e-mails one reminder', async () => {
    const end = (await mine(a, owner)).endDate;
    const endMs = new Date(end).getTime();
    setBoth(endMs - 4 * DAY + 2 * HOUR);
    expect((await mine(a, owner)).renewal.open).toBe(false);

    setBoth(endMs - 3 * DAY + 2 * HOUR);
    const s = await mine(a, owner);
    expect(s.renewal).toMatchObject({
      open: true,
      duration: '1 Month',
      meals: { breakfast: 1, lunch: 1, dinner: 0, snack: 0 },
      renewedFrom: null,
    });
    expect(s.renewal.startDate).toBe(new Date(endMs + DAY).toISOString());
    await Promise.all([a.app.get(DailyJobsService).runDue(), b.app.get(DailyJobsService).runDue(), a.app.get(DailyJobsService).runDue()]);
    const reminders = (await outbox(b, owner.email)).filter((m) => m.meta?.kind === 'renewalReminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Your plan ends soon');
    expect(reminders[0]!.text).toContain('Renew my plan');
    expect(reminders[0]!.html).toContain('<html');
  });

  it('cancelling a Paused or Active plan makes it Cancelled once', async () => {
    const lifecycle = a.app.get(SubscriptionLifecycleService);
    const { Types } = await import('mongoose');
    const id = new Types.ObjectId(sub.id);
    const results = await Promise.all([
      lifecycle.transition(id, 'cancel'),
      b.app.get(SubscriptionLifecycleService).transition(id, 'cancel'),
    ]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect((await mine(a, owner)).status).toBe('Cancelled');
    expect(await planStatus(a, owner)).toBe('Cancelled');
    await expect(lifecycle.transition(id, 'resume')).rejects.toMatchObject({ code: 'SUBSCRIPTION_TRANSITION_INVALID' });
  });
});
