import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Clock } from '../../src/common/clock.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { buyPaidSubscription, type PaidSubscription } from '../factories/paid-subscription.js';
import { dateInDays, planIdsByName, STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * Delivery weeks and Dubai days (docs/decisions/0087-dubai-days-and-delivery-weeks.md), through real HTTP on the real
 * database: a month of 5-day weeks is 20 deliveries with no Saturday or Sunday, priced for 20 days; a pause gives its
 * days back on weekdays only; the kitchen has nothing for the customer on a day off; and with CUTOFF_TIME=18:00 a
 * day closes at 18:00 Dubai time. The file runs again with the process in Tokyo (UTC+9): nothing may depend on it.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ZONE = process.env.DELIVERY_WEEKS_ZONE;

const QUOTE = `query Q($input: SelectionInput!) { quote(input: $input) {
  days deliveryDaysPerWeek daysOff startDate endDate subtotal total lines { category days amount }
} }`;
const SCHEDULE = `query S($subscriptionId: ID!) { subscriptionSchedule(subscriptionId: $subscriptionId) {
  startDate endDate pausedDays planMeals { scheduledDate category deliveryStatus }
} }`;
const PAUSE = `mutation P($subscriptionId: ID!, $from: String!, $to: String!) {
  pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) { endDate pausedDays }
}`;
const MINE = `{ mySubscription { earliestMenuChangeDay renewal { deliveryDaysPerWeek duration } } }`;
const MANIFEST = `query M($date: String!) { kitchenManifest(date: $date) { stops { customerName } } }`;
const PLANS = `{ plans { name isTrial deliveryWeeks { deliveryDays daysOff } } }`;

type Quote = {
  days: number;
  deliveryDaysPerWeek: number;
  daysOff: string[];
  startDate: string;
  endDate: string;
  subtotal: number;
  total: number;
  lines: { category: string; days: number; amount: number }[];
};
type Schedule = { startDate: string; endDate: string; pausedDays: number; planMeals: { scheduledDate: string; category: string }[] };

const weekday = (iso: string) => new Date(iso).getUTCDay(); // 0 Sunday ... 6 Saturday, of a day label
const ymd = (ms: number | string) => new Date(ms).toISOString().slice(0, 10);
const days = (s: Schedule) => [...new Set(s.planMeals.map((m) => m.scheduledDate))].sort();

if (!ZONE) {
  describe('the same file with the process in Asia/Tokyo', () => {
    it('passes', () => {
      const jest = fileURLToPath(new URL('../../../node_modules/jest/bin/jest.js', import.meta.url));
      const run = spawnSync(process.execPath, [jest, '-i', '--ci', fileURLToPath(import.meta.url)], {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: { ...process.env, TZ: 'Asia/Tokyo', DELIVERY_WEEKS_ZONE: 'Asia/Tokyo' },
        encoding: 'utf8',
      });
      expect({ status: run.status, output: run.status === 0 ? '' : run.stderr.slice(-4000) }).toEqual({ status: 0, output: '' });
    }, 180_000);
  });
}

describe(`delivery weeks with the process in ${ZONE ?? 'UTC'}`, () => {
  let t: TestApp;
  let clock: Clock;
  let owner: CreatedUser & { token: string };
  let admin: CreatedUser & { token: string };
  let plans: Record<string, string>;
  let sub: PaidSubscription;

  const setNow = (at: number | null) => {
    if (at === null) delete (clock as Partial<Clock>).now;
    else clock.now = () => new Date(at);
  };
  const quote = async (input: Record<string, unknown>) =>
    t.gql<{ quote: Quote }>(QUOTE, { input: { planId: plans.Balanced, duration: '1 Month', meals: { lunch: 1, dinner: 1 }, ...input } });
  const schedule = async () =>
    (await t.gql<{ subscriptionSchedule: Schedule }>(SCHEDULE, { subscriptionId: sub.id }, owner.token)).data!.subscriptionSchedule;

  beforeAll(async () => {
    t = await createTestApp({ ...STRIPE_TEST_ENV, CUTOFF_TIME: '18:00' });
    await seedDatabase(t);
    clock = t.app.get(Clock);
    plans = await planIdsByName(t);
    owner = await loginAs(t, Role.User, { fullName: 'Weekday Customer' });
    admin = await loginAs(t, Role.Admin);
    sub = await buyPaidSubscription(t, owner, {
      planName: 'Balanced',
      duration: '1 Month',
      meals: { lunch: 1, dinner: 1 },
      startInDays: 6,
      deliveryDaysPerWeek: 5,
    });
  }, 60_000);

  afterEach(() => setNow(null));
  afterAll(async () => {
    await t?.close();
  });

  it('the seeded plans are sold in 7-, 6- and 5-day weeks; the trial every day', async () => {
    const body = await t.gql<{ plans: { name: string; isTrial: boolean; deliveryWeeks: { deliveryDays: number; daysOff: string[] }[] }[] }>(
      PLANS,
    );
    const balanced = body.data!.plans.find((p) => p.name === 'Balanced')!;
    expect(balanced.deliveryWeeks).toEqual([
      { deliveryDays: 7, daysOff: [] },
      { deliveryDays: 6, daysOff: ['Sunday'] },
      { deliveryDays: 5, daysOff: ['Sunday', 'Saturday'] },
    ]);
    expect(body.data!.plans.find((p) => p.isTrial)!.deliveryWeeks).toEqual([{ deliveryDays: 7, daysOff: [] }]);
  });

  it('a month of 5-day weeks is 20 deliveries without Saturday or Sunday, priced for 20 days', async () => {
    const start = dateInDays(6);
    const [five, seven] = await Promise.all([quote({ startDate: start, deliveryDaysPerWeek: 5 }), quote({ startDate: start })]);
    expect(five.errors).toBeUndefined();
    const q5 = five.data!.quote;
    const q7 = seven.data!.quote;
    expect(q5).toMatchObject({ days: 20, deliveryDaysPerWeek: 5, daysOff: ['Sunday', 'Saturday'] });
    expect(q7).toMatchObject({ days: 28, deliveryDaysPerWeek: 7, daysOff: [] });
    expect(q5.lines.every((l) => l.days === 20)).toBe(true);
    for (const l of q5.lines) expect(l.amount).toBe(Math.round((q7.lines.find((x) => x.category === l.category)!.amount * 20) / 28));
    expect([0, 6]).not.toContain(weekday(q5.startDate));
    expect([0, 6]).not.toContain(weekday(q5.endDate));
    // Four weeks: the last delivery is within 4 weeks of the first.
    expect(new Date(q5.endDate).getTime() - new Date(q5.startDate).getTime()).toBeLessThan(28 * DAY);
  });

  it('a start on a day off moves to the next delivery day; a week the plan does not sell is refused', async () => {
    let saturday = Date.now() + 6 * DAY;
    while (new Date(saturday).getUTCDay() !== 6) saturday += DAY;
    const q = (await quote({ startDate: ymd(saturday), deliveryDaysPerWeek: 5 })).data!.quote;
    expect(ymd(q.startDate)).toBe(ymd(saturday + 2 * DAY)); // Monday
    const trial = await t.gql(QUOTE, {
      input: { planId: plans['7-Day Trial'], duration: '7 Days', startDate: ymd(saturday), deliveryDaysPerWeek: 5 },
    });
    expect(errorCode(trial)).toBe('DELIVERY_WEEK_NOT_OFFERED');
  });

  it('the bought schedule has 20 delivery days, none on a weekend; the renewal keeps 5 days a week', async () => {
    const s = await schedule();
    expect(days(s)).toHaveLength(20);
    expect(days(s).some((d) => [0, 6].includes(weekday(d)))).toBe(false);
    expect(s.planMeals).toHaveLength(40);
    const mine = (await t.gql<{ mySubscription: { renewal: { deliveryDaysPerWeek: number; duration: string } } }>(MINE, {}, owner.token))
      .data!;
    expect(mine.mySubscription.renewal).toEqual({ deliveryDaysPerWeek: 5, duration: '1 Month' });
  });

  it('a pause over a weekend pauses its weekdays only; the meals move to the weekdays after the end', async () => {
    const before = await schedule();
    const list = days(before);
    // The second Friday of the schedule and the Monday after it: Friday, Saturday, Sunday, Monday.
    const friday = list.filter((d) => weekday(d) === 5)[1];
    const monday = ymd(new Date(friday).getTime() + 3 * DAY);
    const paused = await t.gql<{ pauseSubscription: { endDate: string; pausedDays: number } }>(
      PAUSE,
      { subscriptionId: sub.id, from: ymd(friday), to: monday },
      owner.token,
    );
    expect(paused.errors).toBeUndefined();
    expect(paused.data!.pauseSubscription.pausedDays).toBe(2);
    const after = await schedule();
    expect(days(after)).toHaveLength(20);
    expect(days(after).some((d) => [0, 6].includes(weekday(d)))).toBe(false);
    expect(days(after)).not.toContain(friday);
    // Two weekdays after the old end (a Friday or earlier): the end moves to a weekday.
    expect([0, 6]).not.toContain(weekday(after.endDate));
    expect(new Date(after.endDate).getTime()).toBeGreaterThan(new Date(before.endDate).getTime());
  });

  it('the kitchen has nothing for the customer on a Saturday and a stop on a weekday', async () => {
    const list = days(await schedule());
    const monday = list.find((d) => weekday(d) === 1)!;
    const saturday = ymd(new Date(monday).getTime() + 5 * DAY);
    const stops = async (date: string) =>
      (await t.gql<{ kitchenManifest: { stops: { customerName: string }[] } }>(MANIFEST, { date }, admin.token)).data!.kitchenManifest
        .stops;
    expect((await stops(ymd(monday))).map((s) => s.customerName)).toContain('Weekday Customer');
    expect((await stops(saturday)).map((s) => s.customerName)).not.toContain('Weekday Customer');
  });

  it('with CUTOFF_TIME=18:00 a day closes at 18:00 Dubai time, 48 hours or more before it begins', async () => {
    const list = days(await schedule());
    const thursday = list.find((d) => weekday(d) === 4)!;
    const closes = new Date(thursday).getTime() - 4 * HOUR - 48 * HOUR - 6 * HOUR; // Monday 18:00 in Dubai
    const earliest = async () =>
      (await t.gql<{ mySubscription: { earliestMenuChangeDay: string } }>(MINE, {}, owner.token)).data!.mySubscription
        .earliestMenuChangeDay;
    setNow(closes);
    expect(ymd(await earliest())).toBe(ymd(thursday));
    setNow(closes + 60_000);
    expect(ymd(await earliest())).toBe(ymd(new Date(thursday).getTime() + DAY));
  });
});
