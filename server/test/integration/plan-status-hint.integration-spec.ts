import { jest } from '@jest/globals';
import { Clock } from '../../src/common/clock.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { SubscriptionRepository } from '../../src/modules/subscriptions/subscriptions.repository.js';
import { buyPaidSubscription, type PaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs, userModel, type CreatedUser } from '../factories/users.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * `User.planStatus` without a second read (docs/decisions/0069-plan-status-without-a-second-read.md): a pause first
 * raises the account's `pausedUntil`, and the computed Paused status looks the pauses up only while today is not
 * past it. Real app, real database; the lookups are counted on the real repository.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ME = `{ me { planStatus } }`;
const PAUSE = `mutation P($subscriptionId: ID!, $from: String!, $to: String!) {
  pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) { id pausedDays }
}`;

let t: TestApp;
let clock: Clock;
let lookups: ReturnType<typeof jest.spyOn>;
let owner: CreatedUser & { token: string };
let sub: PaidSubscription;

const day = (n: number) => sub.startDate.getTime() + n * DAY;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const setNow = (at: number | null) => {
  if (at === null) delete (clock as Partial<Clock>).now;
  else clock.now = () => new Date(at);
};
const storedHint = async (id: string) => (await userModel(t).findById(id).lean().exec())?.pausedUntil;

async function planStatus(token = owner.token): Promise<string> {
  const body = await t.gql<{ me: { planStatus: string } }>(ME, {}, token);
  expect(body.errors).toBeUndefined();
  return body.data!.me.planStatus;
}

/** How many pause lookups `run` made. */
async function lookupsDuring(run: () => Promise<unknown>): Promise<number> {
  lookups.mockClear();
  await run();
  return lookups.mock.calls.length;
}

beforeAll(async () => {
  t = await createTestApp(STRIPE_TEST_ENV);
  await seedDatabase(t);
  clock = t.app.get(Clock);
  lookups = jest.spyOn(t.app.get(SubscriptionRepository), 'findPausesOfActive');
  owner = await loginAs(t, Role.User);
  sub = await buyPaidSubscription(t, owner, { planName: 'Plant Power', duration: '1 Month', meals: { lunch: 1 }, startInDays: 5 });
});

afterEach(() => setNow(null));

afterAll(async () => {
  lookups?.mockRestore();
  await t?.close();
});

describe('planStatus and pausedUntil', () => {
  it('a customer who never paused is Active with no pause lookup', async () => {
    expect(await storedHint(owner.id)).toBeNull();
    expect(await lookupsDuring(async () => expect(await planStatus()).toBe('Active'))).toBe(0);
  });

  it('a pause raises pausedUntil to its last day; Paused on its days, Active after it without a lookup', async () => {
    const body = await t.gql(PAUSE, { subscriptionId: sub.id, from: ymd(day(8)), to: ymd(day(10)) }, owner.token);
    expect(body.errors).toBeUndefined();
    expect((await storedHint(owner.id))?.toISOString()).toBe(new Date(day(10)).toISOString());
    setNow(day(7) + 12 * HOUR);
    expect(await lookupsDuring(async () => expect(await planStatus()).toBe('Active'))).toBe(1);
    setNow(day(9) + 12 * HOUR);
    expect(await planStatus()).toBe('Paused');
    setNow(day(10) + 19 * HOUR); // 23:00 on day 10 in Dubai
    expect(await planStatus()).toBe('Paused');
    setNow(day(10) + 21 * HOUR); // 01:00 on day 11 in Dubai
    expect(await lookupsDuring(async () => expect(await planStatus()).toBe('Active'))).toBe(0);
  });

  it('a shorter pause later never lowers it; concurrent pauses keep the latest day', async () => {
    const pauses = [14, 18, 16].map((n) => t.gql(PAUSE, { subscriptionId: sub.id, from: ymd(day(n)), to: ymd(day(n)) }, owner.token));
    const results = await Promise.all(pauses);
    const stored = results.map((r, i) => (r.errors ? null : [14, 18, 16][i])).filter((n): n is number => n !== null);
    expect(stored.length).toBeGreaterThan(0);
    expect((await storedHint(owner.id))?.getTime()).toBeGreaterThanOrEqual(day(Math.max(...stored)));
    setNow(day(Math.max(...stored)) + 12 * HOUR);
    expect(await planStatus()).toBe('Paused');
  });

  it('an account made before pausedUntil existed always looks its pauses up, and a pause does not give it one', async () => {
    const legacy = await loginAs(t, Role.User);
    await userModel(t).updateOne({ _id: legacy.id }, { $unset: { pausedUntil: '' } });
    const legacySub = await buyPaidSubscription(t, legacy, {
      planName: 'Plant Power',
      duration: '1 Month',
      meals: { lunch: 1 },
      startInDays: 5,
    });
    const body = await t.gql(
      PAUSE,
      {
        subscriptionId: legacySub.id,
        from: ymd(legacySub.startDate.getTime() + 8 * DAY),
        to: ymd(legacySub.startDate.getTime() + 8 * DAY),
      },
      legacy.token,
    );
    expect(body.errors).toBeUndefined();
    expect(await storedHint(legacy.id)).toBeUndefined();
    setNow(legacySub.startDate.getTime() + 8 * DAY + HOUR);
    expect(await lookupsDuring(async () => expect(await planStatus(legacy.token)).toBe('Paused'))).toBe(1);
    setNow(legacySub.startDate.getTime() + 20 * DAY);
    expect(await lookupsDuring(async () => expect(await planStatus(legacy.token)).toBe('Active'))).toBe(1);
  });
});
