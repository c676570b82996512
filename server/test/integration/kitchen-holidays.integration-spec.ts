import { Role } from '../../src/common/auth/roles.decorator.js';
import { buyPaidSubscription, type PaidSubscription } from '../factories/paid-subscription.js';
import { dateInDays, planIdsByName, STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * The kitchen's closed days (docs/decisions/0087-dubai-days-and-delivery-weeks.md), through real HTTP on the real
 * database: staff close a day inside a customer's plan; its meals move to the first delivery day after the end (not
 * counted as a pause) and the customer gets a notice; a new quote skips the day; only staff may close or reopen;
 * a day closed twice, a past day and an unknown day are refused and write nothing.
 */

const DAY = 86_400_000;
const ADD = `mutation A($input: KitchenHolidayInput!) { addKitchenHoliday(input: $input) { date name nameAr } }`;
const REMOVE = `mutation R($date: String!) { removeKitchenHoliday(date: $date) }`;
const LIST = `{ kitchenHolidays { date name } }`;
const SCHEDULE = `query S($subscriptionId: ID!) { subscriptionSchedule(subscriptionId: $subscriptionId) {
  endDate pausedDays planMeals { scheduledDate } } }`;
const QUOTE = `query Q($input: SelectionInput!) { quote(input: $input) { days startDate endDate } }`;
const NOTICES = `{ myNotifications { data { title message } } }`;

type Schedule = { endDate: string; pausedDays: number; planMeals: { scheduledDate: string }[] };
const ymd = (ms: number | string) => new Date(ms).toISOString().slice(0, 10);
const days = (s: Schedule) => [...new Set(s.planMeals.map((m) => ymd(m.scheduledDate)))].sort();

let t: TestApp;
let owner: CreatedUser & { token: string };
let admin: CreatedUser & { token: string };
let sub: PaidSubscription;
let plans: Record<string, string>;

const schedule = async () =>
  (await t.gql<{ subscriptionSchedule: Schedule }>(SCHEDULE, { subscriptionId: sub.id }, owner.token)).data!.subscriptionSchedule;

beforeAll(async () => {
  t = await createTestApp(STRIPE_TEST_ENV);
  await seedDatabase(t);
  plans = await planIdsByName(t);
  owner = await loginAs(t, Role.User);
  admin = await loginAs(t, Role.Admin);
  sub = await buyPaidSubscription(t, owner, { planName: 'Balanced', duration: '1 Month', meals: { lunch: 1, dinner: 1 }, startInDays: 5 });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('kitchen holidays', () => {
  it('closing a day moves its meals to the day after the end, spends no paused days, and tells the customer', async () => {
    const before = await schedule();
    const closed = days(before)[9]; // the 10th delivery day
    const added = await t.gql<{ addKitchenHoliday: { date: string; name: string } }>(
      ADD,
      { input: { date: closed, name: 'UAE National Day', nameAr: 'اليوم الوطني' } },
      admin.token,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addKitchenHoliday).toMatchObject({ date: closed, name: 'UAE National Day' });

    const after = await schedule();
    expect(days(after)).not.toContain(closed);
    expect(days(after)).toHaveLength(28);
    expect(ymd(after.endDate)).toBe(ymd(new Date(before.endDate).getTime() + DAY));
    expect(after.planMeals.filter((m) => ymd(m.scheduledDate) === ymd(after.endDate))).toHaveLength(2);
    expect(after.pausedDays).toBe(0);

    const notices = (await t.gql<{ myNotifications: { data: { title: string; message: string }[] } }>(NOTICES, {}, owner.token)).data!
      .myNotifications.data;
    expect(notices.some((n) => n.title.startsWith('No delivery on') && n.message.includes('UAE National Day'))).toBe(true);
    expect((await t.gql<{ kitchenHolidays: { date: string }[] }>(LIST)).data!.kitchenHolidays.map((h) => h.date)).toContain(closed);
  });

  it('a new quote skips the closed day', async () => {
    const closedDay = dateInDays(20);
    expect((await t.gql(ADD, { input: { date: closedDay, name: 'Eid' } }, admin.token)).errors).toBeUndefined();
    const q = (
      await t.gql<{ quote: { days: number; startDate: string; endDate: string } }>(QUOTE, {
        input: { planId: plans.Balanced, duration: '1 Month', meals: { lunch: 1 }, startDate: dateInDays(15) },
      })
    ).data!.quote;
    expect(q.days).toBe(28);
    // 28 deliveries over 29 calendar days: the closed day is left out.
    expect(Math.round((new Date(q.endDate).getTime() - new Date(q.startDate).getTime()) / DAY)).toBe(28);
  });

  it('only staff close or reopen days; twice, the past and an unknown day are refused and write nothing', async () => {
    const day = dateInDays(40);
    expect(errorCode(await t.gql(ADD, { input: { date: day, name: 'Closed' } }, owner.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(ADD, { input: { date: day, name: 'Closed' } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(ADD, { input: { date: dateInDays(0), name: 'Today' } }, admin.token))).toBe('HOLIDAY_IN_THE_PAST');
    expect(errorCode(await t.gql(ADD, { input: { date: 'soon', name: 'Bad' } }, admin.token))).toBe('VALIDATION_FAILED');
    expect((await t.gql(ADD, { input: { date: day, name: 'Closed' } }, admin.token)).errors).toBeUndefined();
    expect(errorCode(await t.gql(ADD, { input: { date: day, name: 'Again' } }, admin.token))).toBe('HOLIDAY_EXISTS');
    expect(errorCode(await t.gql(REMOVE, { date: day }, owner.token))).toBe('FORBIDDEN');
    expect((await t.gql<{ removeKitchenHoliday: boolean }>(REMOVE, { date: day }, admin.token)).data!.removeKitchenHoliday).toBe(true);
    expect(errorCode(await t.gql(REMOVE, { date: day }, admin.token))).toBe('HOLIDAY_NOT_FOUND');
    const list = (await t.gql<{ kitchenHolidays: { date: string }[] }>(LIST)).data!.kitchenHolidays.map((h) => h.date);
    expect(list).not.toContain(day);
    expect(list).not.toContain(dateInDays(0));
  });
});
