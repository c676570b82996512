import { jest } from '@jest/globals';
import { Clock } from '../../src/common/clock.js';
import { MailerService } from '../../src/modules/notifications/mailer.service.js';
import { NOTIFIER, type Notifier, type OutgoingMail } from '../../src/modules/notifications/notifications.types.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { buyPaidSubscription, type PaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV, planIdsByName } from '../factories/payments.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * Issue 4 §3-5: the schedule (REST and GraphQL), pauses and skips, resuming, the computed Paused
 * status, and menu changes, on real subscriptions bought through checkout and a signed webhook. The
 * app's Clock is moved for the time-dependent rules (the subscriptions themselves are bought now).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

const SCHEDULE_FIELDS =
  'id status startDate endDate daysLeft mealsPerDay pausedDays pauseDaysLeft pauses { from to days } planMeals { id category mealId scheduledDate deliveryStatus }';
const MY_SUBSCRIPTION = `{ mySubscription { ${SCHEDULE_FIELDS} } }`;
const SCHEDULE = `query S($subscriptionId: ID!) { subscriptionSchedule(subscriptionId: $subscriptionId) { ${SCHEDULE_FIELDS} } }`;
const PREVIEW = `query P($subscriptionId: ID!, $from: String!, $to: String!) {
  previewPause(subscriptionId: $subscriptionId, from: $from, to: $to) { from to pausedDays totalPausedDays pauseDaysLeft newEndDate }
}`;
const PAUSE = `mutation P($subscriptionId: ID!, $from: String!, $to: String!) {
  pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) { ${SCHEDULE_FIELDS} }
}`;
const RESUME = `mutation R($subscriptionId: ID!) { resumeSubscription(subscriptionId: $subscriptionId) { ${SCHEDULE_FIELDS} } }`;
const ME = `{ me { planStatus } }`;
const DAY_MENU = `query D($subscriptionId: ID!, $date: String!) {
  dayMenu(subscriptionId: $subscriptionId, date: $date) {
    subscriptionId date paused editable changesCloseAt
    entries { id category index deliveryStatus containsMyAllergens myAllergens meal { id name category calories protein carbs fat allergens } }
    totals { calories protein carbs fat }
    target { calories protein carbs fat bmr }
    alternatives { category meals { containsMyAllergens myAllergens meal { id category allergens } } }
  }
}`;
const SWAP = `mutation W($input: SwapMealInput!) {
  swapMeal(input: $input) { date entries { category index meal { id } } }
}`;
const SAVE_PROFILE = `mutation S($input: SaveNutritionProfileInput!) { saveNutritionProfile(input: $input) { calories protein carbs fat bmr allergens } }`;
const PLAN_MEALS = `query P($id: ID!) { plan(id: $id) { planMeals { id category allergens } } }`;
const MEALS = `{ meals { id category calories protein carbs fat } }`;

interface Schedule {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
  daysLeft: number;
  mealsPerDay: number;
  pausedDays: number;
  pauseDaysLeft: number;
  pauses: { from: string; to: string; days: number }[];
  planMeals: { id: string; category: string; mealId: string; scheduledDate: string; deliveryStatus: string }[];
}

type Session = CreatedUser & { token: string };

let t: TestApp;
let clock: Clock;
let owner: Session;
let other: Session;
let admin: Session;
let sub: PaidSubscription;
let original: Schedule;

/** Moves the app's clock to `at` (a Date or ms); `null` gives real time back. */
function setNow(at: Date | number | null): void {
  if (at === null) delete (clock as Partial<Clock>).now;
  else clock.now = () => new Date(at);
}

const day = (n: number) => sub.startDate.getTime() + n * DAY; // n-th day of the subscription, its label (UTC midnight, ms)
/** The instant the n-th day begins in Dubai (00:00 Dubai time, 20:00 UTC the evening before), ms. */
const dubaiMidnight = (n: number) => day(n) - 4 * HOUR;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dmy = (ms: number) => {
  const [y, m, d] = ymd(ms).split('-');
  return `${d}-${m}-${y}`;
};
const message = (b: GqlBody) => b.errors?.[0]?.message;

async function mine(token = owner.token): Promise<Schedule> {
  const body = await t.gql<{ mySubscription: Schedule }>(MY_SUBSCRIPTION, {}, token);
  expect(body.errors).toBeUndefined();
  return body.data!.mySubscription;
}

const pause = (from: number, to: number, token = owner.token, id = sub.id) =>
  t.gql<{ pauseSubscription: Schedule }>(PAUSE, { subscriptionId: id, from: ymd(from), to: ymd(to) }, token);
const preview = (from: number, to: number, token = owner.token, id = sub.id) =>
  t.gql<{ previewPause: { pausedDays: number; totalPausedDays: number; pauseDaysLeft: number; newEndDate: string } }>(
    PREVIEW,
    { subscriptionId: id, from: ymd(from), to: ymd(to) },
    token,
  );
const resume = (token = owner.token, id = sub.id) => t.gql<{ resumeSubscription: Schedule }>(RESUME, { subscriptionId: id }, token);
const restUrl = (userId: string, status: string) => `/api/orders/getOrdersDetailBySpecificUserAndDeliveryStatus/${userId}/${status}`;
const datesOf = (s: Schedule) => [...new Set(s.planMeals.map((m) => m.scheduledDate.slice(0, 10)))];

beforeAll(async () => {
  t = await createTestApp(STRIPE_TEST_ENV);
  await seedDatabase(t);
  clock = t.app.get(Clock);
  [owner, other, admin] = await Promise.all([loginAs(t, Role.User), loginAs(t, Role.User), loginAs(t, Role.Admin)]);
  sub = await buyPaidSubscription(t, owner, {
    planName: 'Plant Power',
    duration: '1 Month',
    meals: { lunch: 1, dinner: 1 },
    startInDays: 5,
  });
  original = await mine();
});

afterEach(() => setNow(null));

afterAll(async () => {
  await t?.close();
});

describe('GET /api/orders/getOrdersDetailBySpecificUserAndDeliveryStatus/{userId}/{deliveryStatus}', () => {
  it('answers the spec section 3 shape for the owner', async () => {
    const res = await t.http.get(restUrl(owner.id, 'Pending')).set('Authorization', `Bearer ${owner.token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const [record] = res.body.data;
    expect(record).toMatchObject({ _id: sub.id, user: owner.id, status: 'Active', plan_name: 'Plant Power' });
    expect(record.plan_meals).toHaveLength(56);
    expect(record.plan_meals[0]).toEqual({
      _id: expect.any(String),
      category: 'lunch',
      meal_details: { _id: expect.stringMatching(/^[a-f0-9]{24}$/), name: expect.any(String) },
      scheduled_date: new Date(day(0)).toISOString(),
      delivery_status: 'Pending',
    });
    expect(record.plan_meals[1]).toMatchObject({ category: 'dinner', scheduled_date: new Date(day(0)).toISOString() });
    expect(record.plan_meals[55].scheduled_date).toBe(new Date(day(27)).toISOString());
  });

  it('filters by status: all, Out for delivery (label or value), Delivered, Cancelled', async () => {
    const get = (status: string) => t.http.get(restUrl(owner.id, status)).set('Authorization', `Bearer ${owner.token}`);
    expect((await get('all')).body.data[0].plan_meals).toHaveLength(56);
    for (const status of ['Out%20for%20delivery', 'OutForDelivery', 'Delivered', 'Cancelled']) {
      const res = await get(status);
      expect({ status, code: res.status, meals: res.body.data[0].plan_meals }).toEqual({ status, code: 200, meals: [] });
    }
    const bad = await get('Bogus');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'BAD_REQUEST', message: 'Unknown delivery status "Bogus".', requestId: expect.any(String) });
  });

  it('owner and staff only: another customer 403, anonymous 401; a user without subscriptions gets []', async () => {
    expect((await t.http.get(restUrl(owner.id, 'all')).set('Authorization', `Bearer ${other.token}`)).status).toBe(403);
    expect((await t.http.get(restUrl(owner.id, 'all'))).status).toBe(401);
    const staff = await t.http.get(restUrl(owner.id, 'all')).set('Authorization', `Bearer ${admin.token}`);
    expect(staff.status).toBe(200);
    expect(staff.body.data[0]._id).toBe(sub.id);
    expect((await t.http.get(restUrl(other.id, 'all')).set('Authorization', `Bearer ${other.token}`)).body).toEqual({ data: [] });
  });
});

describe('mySubscription and subscriptionSchedule', () => {
  it('shows days left, meals per day and no pauses', () => {
    expect(original).toMatchObject({
      id: sub.id,
      status: 'Active',
      daysLeft: 28,
      mealsPerDay: 2,
      pausedDays: 0,
      pauseDaysLeft: 30,
      pauses: [],
    });
    expect(datesOf(original)).toHaveLength(28);
  });

  it('days left count from today (clock at day 10, noon: 18 days)', async () => {
    setNow(day(10) + 12 * HOUR);
    expect((await mine()).daysLeft).toBe(18);
  });

  it('names the first day a pause and a menu change may touch, as the notice rules of the server decide', async () => {
    const EARLIEST = `{ mySubscription { earliestPauseDay earliestMenuChangeDay } }`;
    const earliest = async () =>
      (await t.gql<{ mySubscription: { earliestPauseDay: string; earliestMenuChangeDay: string } }>(EARLIEST, {}, owner.token)).data!
        .mySubscription;
    setNow(day(10) + 12 * HOUR); // 16:00 in Dubai; 48 hours on: day 12, 16:00; the first Dubai midnight after it is day 13's
    expect(await earliest()).toEqual({
      earliestPauseDay: new Date(day(13)).toISOString(),
      earliestMenuChangeDay: new Date(day(13)).toISOString(),
    });
    setNow(dubaiMidnight(10)); // exactly midnight in Dubai: day 12 itself has 48 hours' notice
    expect((await earliest()).earliestPauseDay).toBe(new Date(day(12)).toISOString());
    // The day named is the first one the mutations accept: a skip of the day before it is refused.
    expect(errorCode(await pause(day(11), day(11)))).toBe('PAUSE_NOTICE');
  });

  it('subscriptionSchedule: owner and staff; another customer FORBIDDEN; anonymous UNAUTHENTICATED; unknown id not found', async () => {
    expect(
      (await t.gql<{ subscriptionSchedule: Schedule }>(SCHEDULE, { subscriptionId: sub.id }, owner.token)).data!.subscriptionSchedule.id,
    ).toBe(sub.id);
    expect(
      (await t.gql<{ subscriptionSchedule: Schedule }>(SCHEDULE, { subscriptionId: sub.id }, admin.token)).data!.subscriptionSchedule.id,
    ).toBe(sub.id);
    expect(errorCode(await t.gql(SCHEDULE, { subscriptionId: sub.id }, other.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SCHEDULE, { subscriptionId: sub.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(SCHEDULE, { subscriptionId: '0123456789abcdef01234567' }, owner.token))).toBe('SUBSCRIPTION_NOT_FOUND');
  });
});

describe('pause, skip and resume', () => {
  it("48 hours' notice: exactly 48 h before the day begins in Dubai is enough, 47 h 59 min is not", async () => {
    setNow(dubaiMidnight(10) - 48 * HOUR);
    const ok = await preview(day(10), day(10));
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.previewPause).toMatchObject({
      pausedDays: 1,
      totalPausedDays: 1,
      pauseDaysLeft: 29,
      newEndDate: new Date(day(28)).toISOString(),
    });

    setNow(dubaiMidnight(10) - 48 * HOUR + 60_000);
    const late = await preview(day(10), day(10));
    expect(errorCode(late)).toBe('PAUSE_NOTICE');
    expect(message(late)).toBe(`Pauses and skips close at each day's cut-off: the earliest day you can pause now is ${dmy(day(11))}.`);
    expect(errorCode(await pause(day(10), day(10)))).toBe('PAUSE_NOTICE');
    expect((await mine()).pausedDays).toBe(0); // the preview wrote nothing either
  });

  it("a 3-day pause moves those days' meals after the end date, which moves out by 3 days", async () => {
    const body = await pause(day(10), day(12));
    expect(body.errors).toBeUndefined();
    const s = body.data!.pauseSubscription;
    expect(s).toMatchObject({
      endDate: new Date(day(30)).toISOString(),
      pausedDays: 3,
      pauseDaysLeft: 27,
      mealsPerDay: 2,
      daysLeft: 28,
      pauses: [{ from: new Date(day(10)).toISOString(), to: new Date(day(12)).toISOString(), days: 3 }],
    });
    const dates = datesOf(s);
    expect(dates).toHaveLength(28);
    for (const n of [10, 11, 12]) expect(dates).not.toContain(ymd(day(n)));
    for (const n of [28, 29, 30]) expect(dates).toContain(ymd(day(n)));
    // The meals of the paused days roll forward: day 10's meals are now on day 28.
    const mealsOn = (x: Schedule, ms: number) =>
      x.planMeals.filter((m) => m.scheduledDate.slice(0, 10) === ymd(ms)).map((m) => [m.id, m.mealId]);
    expect(mealsOn(s, day(28))).toEqual(mealsOn(original, day(10)));
    expect(mealsOn(s, day(13))).toEqual(mealsOn(original, day(13)));
  });

  it('refuses overlapping days, days outside the schedule and reversed ranges, clearly', async () => {
    const overlap = await pause(day(12), day(13));
    expect(errorCode(overlap)).toBe('PAUSE_OVERLAP');
    expect(message(overlap)).toBe('Some of these days are already paused.');
    const outside = await pause(day(29), day(31));
    expect(errorCode(outside)).toBe('PAUSE_OUTSIDE_SCHEDULE');
    expect(message(outside)).toMatch(new RegExp(`^Choose days between \\d{2}-\\d{2}-\\d{4} and ${dmy(day(30))}\\.$`));
    expect(errorCode(await pause(day(20), day(19)))).toBe('PAUSE_RANGE_INVALID');
    const badDate = await t.gql(PAUSE, { subscriptionId: sub.id, from: '2030-02-30', to: ymd(day(20)) }, owner.token);
    expect(badDate.errors![0]!.extensions!.fields).toEqual({ from: 'Enter a valid date (YYYY-MM-DD).' });
  });

  it('skips one day (from = to)', async () => {
    const s = (await pause(day(15), day(15))).data!.pauseSubscription;
    expect(s).toMatchObject({ endDate: new Date(day(31)).toISOString(), pausedDays: 4 });
    expect(s.pauses.map((p) => p.days)).toEqual([3, 1]);
  });

  it('plan_status and the subscription show Paused while a pause covers today (UTC), Active otherwise', async () => {
    setNow(day(11) + 12 * HOUR);
    expect((await t.gql<{ me: { planStatus: string } }>(ME, {}, owner.token)).data!.me.planStatus).toBe('Paused');
    expect((await mine()).status).toBe('Paused');
    const rest = await t.http
      .post('/api/users/editProfile')
      .set('Authorization', `Bearer ${owner.token}`)
      .field('full_name', 'Owner')
      .field('phone_no', owner.phoneNo)
      .field('id', owner.id);
    expect(rest.body.data.plan_status).toBe('Paused');
    setNow(day(13) + HOUR);
    expect((await t.gql<{ me: { planStatus: string } }>(ME, {}, owner.token)).data!.me.planStatus).toBe('Active');
    expect((await mine()).status).toBe('Active');
    setNow(day(12) + 23 * HOUR + 59 * 60_000);
    expect((await t.gql<{ me: { planStatus: string } }>(ME, {}, owner.token)).data!.me.planStatus).toBe('Paused');
  });

  it('resume during a running pause gives back only the days at least 48 hours ahead', async () => {
    setNow(day(11) + 12 * HOUR); // earliest changeable day: day 14; the skip on day 15 comes back, days 10-12 stay
    const s = (await resume()).data!.resumeSubscription;
    expect(s).toMatchObject({ pausedDays: 3, endDate: new Date(day(30)).toISOString() });
    expect(datesOf(s)).toContain(ymd(day(15)));
    const again = await resume();
    expect(errorCode(again)).toBe('NOTHING_TO_RESUME');
    expect(message(again)).toBe(`There are no paused days from ${dmy(day(14))} on to resume.`);
  });

  it('resume before the pause starts restores the original schedule and end date', async () => {
    const s = (await resume()).data!.resumeSubscription;
    expect(s).toMatchObject({ pausedDays: 0, pauses: [], endDate: original.endDate });
    const key = (x: Schedule) => x.planMeals.map((m) => `${m.id} ${m.mealId} ${m.scheduledDate}`).sort();
    expect(key(s)).toEqual(key(original));
  });

  it('answers a pause and a resume without waiting for their e-mails, which go out once the answer has gone', async () => {
    // The mail transport holds every mail until released: an answer that waited for its mail would never come.
    // Mails of earlier tests still on their way go out first, so only this test's are held.
    await t.app.get(MailerService).idle();
    const notifier = t.app.get<Notifier>(NOTIFIER);
    const handedOver: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = jest.spyOn(notifier, 'send').mockImplementation(async (mail: OutgoingMail) => {
      await gate;
      handedOver.push(mail.meta?.kind ?? '');
    });
    try {
      expect((await pause(day(20), day(20))).errors).toBeUndefined();
      expect((await resume()).errors).toBeUndefined();
      expect(handedOver).toEqual([]);
      release();
      await t.app.get(MailerService).idle();
      expect(handedOver).toEqual(['scheduleChanged', 'scheduleChanged']);
    } finally {
      release();
      held.mockRestore();
    }
  });

  it('concurrent skips never corrupt the schedule (conditional writes, retried)', async () => {
    const results = await Promise.all([20, 21, 22, 23].map((n) => pause(day(n), day(n))));
    const ok = results.filter((r) => !r.errors).length;
    for (const r of results.filter((x) => x.errors)) expect(errorCode(r)).toBe('SCHEDULE_CHANGED');
    expect(ok).toBeGreaterThan(0);
    const s = await mine();
    expect(s.pausedDays).toBe(ok);
    expect(datesOf(s)).toHaveLength(28);
    expect(s.planMeals).toHaveLength(56);
    expect(s.endDate).toBe(new Date(day(27 + ok)).toISOString());
    expect((await resume()).data!.resumeSubscription).toMatchObject({ pausedDays: 0, endDate: original.endDate });
  });

  it('owner only: another customer FORBIDDEN, anonymous UNAUTHENTICATED (preview, pause, resume)', async () => {
    expect(errorCode(await preview(day(20), day(20), other.token))).toBe('FORBIDDEN');
    expect(errorCode(await pause(day(20), day(20), other.token))).toBe('FORBIDDEN');
    expect(errorCode(await resume(other.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(PREVIEW, { subscriptionId: sub.id, from: ymd(day(20)), to: ymd(day(20)) }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(PAUSE, { subscriptionId: sub.id, from: ymd(day(20)), to: ymd(day(20)) }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(RESUME, { subscriptionId: sub.id }))).toBe('UNAUTHENTICATED');
    expect((await mine()).pausedDays).toBe(0);
  });
});

describe('the 30-day cap (3-month plan)', () => {
  it('counts every paused day and names how many are left', async () => {
    const long = await loginAs(t, Role.User);
    const s3 = await buyPaidSubscription(t, long, { planName: 'Balanced', duration: '3 Months', meals: { breakfast: 1 }, startInDays: 4 });
    const d = (n: number) => s3.startDate.getTime() + n * DAY;
    expect(ymd(s3.endDate.getTime())).toBe(ymd(d(83)));
    expect((await pause(d(5), d(24), long.token, s3.id)).errors).toBeUndefined(); // 20 days
    const over = await pause(d(30), d(40), long.token, s3.id); // 11 more
    expect(errorCode(over)).toBe('PAUSE_LIMIT');
    expect(message(over)).toBe('You can pause at most 30 days in total; 10 left.');
    const full = (await pause(d(30), d(39), long.token, s3.id)).data!.pauseSubscription; // 10 more: 30
    expect(full).toMatchObject({ pausedDays: 30, pauseDaysLeft: 0, endDate: new Date(d(83 + 30)).toISOString() });
    expect(datesOf(full)).toHaveLength(84);
    expect(message(await pause(d(50), d(50), long.token, s3.id))).toBe('You can pause at most 30 days in total; 0 left.');
  });
});

describe('menu change (swapMeal) and dayMenu', () => {
  let planMeals: { id: string; category: string; allergens: string[] }[];
  let allMeals: { id: string; category: string; calories: number; protein: number; carbs: number; fat: number }[];
  const target = () => day(6);

  beforeAll(async () => {
    planMeals = (await t.gql<{ plan: { planMeals: typeof planMeals } }>(PLAN_MEALS, { id: sub.planId })).data!.plan.planMeals;
    allMeals = (await t.gql<{ meals: typeof allMeals }>(MEALS)).data!.meals;
  });

  async function dayMenu(token = owner.token, date = ymd(target())) {
    return t.gql<{
      dayMenu: {
        date: string;
        paused: boolean;
        editable: boolean;
        changesCloseAt: string;
        entries: {
          id: string;
          category: string;
          index: number;
          containsMyAllergens: boolean;
          meal: { id: string; calories: number; protein: number; carbs: number; fat: number; allergens: string[] };
        }[];
        totals: { calories: number; protein: number; carbs: number; fat: number };
        target: { calories: number; protein: number; carbs: number; fat: number; bmr: number } | null;
        alternatives: {
          category: string;
          meals: { containsMyAllergens: boolean; myAllergens: string[]; meal: { id: string; category: string; allergens: string[] } }[];
        }[];
      };
    }>(DAY_MENU, { subscriptionId: sub.id, date }, token);
  }

  const swap = (input: Record<string, unknown>, token = owner.token) =>
    t.gql<{ swapMeal: { entries: { category: string; index: number; meal: { id: string } }[] } }>(
      SWAP,
      { input: { subscriptionId: sub.id, date: ymd(target()), ...input } },
      token,
    );

  it("dayMenu lists the day's meals with nutrition, totals that add up, and the plan's alternatives", async () => {
    const body = await dayMenu();
    expect(body.errors).toBeUndefined();
    const m = body.data!.dayMenu;
    expect(m).toMatchObject({
      date: new Date(target()).toISOString(),
      paused: false,
      editable: true,
      target: null,
      changesCloseAt: new Date(target() - 4 * HOUR - 48 * HOUR).toISOString(),
    });
    expect(m.entries.map((e) => [e.category, e.index])).toEqual([
      ['Lunch', 0],
      ['Dinner', 0],
    ]);
    const byId = new Map(allMeals.map((x) => [x.id, x]));
    const sum = (f: 'calories' | 'protein' | 'carbs' | 'fat') => m.entries.reduce((s, e) => s + byId.get(e.meal.id)![f], 0);
    expect(m.totals.calories).toBe(sum('calories'));
    expect(m.totals.protein).toBeCloseTo(sum('protein'), 5);
    expect(m.totals.carbs).toBeCloseTo(sum('carbs'), 5);
    expect(m.totals.fat).toBeCloseTo(sum('fat'), 5);
    expect(m.alternatives.map((a) => a.category)).toEqual(['Lunch', 'Dinner']);
    expect(m.alternatives[0]!.meals.map((x) => x.meal.id).sort()).toEqual(
      planMeals
        .filter((p) => p.category === 'Lunch')
        .map((p) => p.id)
        .sort(),
    );
  });

  it('closes 48 hours before the day begins in Dubai: 48 h ahead succeeds, 47 h 59 min is refused', async () => {
    const current = (await dayMenu()).data!.dayMenu.entries.find((e) => e.category === 'Lunch')!.meal.id;
    const replacement = planMeals.find((p) => p.category === 'Lunch' && p.id !== current)!.id;
    const closes = target() - 4 * HOUR - 48 * HOUR; // 00:00 in Dubai two days before
    setNow(closes + 60_000);
    const late = await swap({ category: 'Lunch', mealId: replacement });
    expect(errorCode(late)).toBe('CUTOFF_PASSED');
    expect(message(late)).toBe(`Menu changes for ${dmy(target())} closed on ${dmy(target() - 2 * DAY)} 00:00, Dubai time.`);
    expect((await dayMenu()).data!.dayMenu.editable).toBe(false);
    setNow(closes);
    const ok = await swap({ category: 'Lunch', mealId: replacement });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.swapMeal.entries.find((e) => e.category === 'Lunch')!.meal.id).toBe(replacement);
    setNow(null);
    const rest = await t.http.get(restUrl(owner.id, 'all')).set('Authorization', `Bearer ${owner.token}`);
    const lunch = rest.body.data[0].plan_meals.find(
      (x: { scheduled_date: string; category: string }) => x.scheduled_date === new Date(target()).toISOString() && x.category === 'lunch',
    );
    expect(lunch.meal_details._id).toBe(replacement);
  });

  it('refuses a meal of another category or not on the plan, and an entry the day does not have', async () => {
    const breakfast = planMeals.find((p) => p.category === 'Breakfast')!.id;
    const wrongCategory = await swap({ category: 'Lunch', mealId: breakfast });
    expect(errorCode(wrongCategory)).toBe('MEAL_NOT_ON_PLAN');
    expect(message(wrongCategory)).toBe('This meal is not on your plan for Lunch.');
    const onPlan = new Set(planMeals.map((p) => p.id));
    const elsewhere = allMeals.find((x) => x.category === 'Dinner' && !onPlan.has(x.id))!.id;
    expect(message(await swap({ category: 'Dinner', mealId: elsewhere }))).toBe('This meal is not on your plan for Dinner.');
    const lunch = planMeals.find((p) => p.category === 'Lunch')!.id;
    expect(errorCode(await swap({ category: 'Lunch', index: 1, mealId: lunch }))).toBe('DAY_NOT_SCHEDULED');
    expect(errorCode(await swap({ category: 'Breakfast', mealId: breakfast }))).toBe('DAY_NOT_SCHEDULED');
  });

  it('refuses a meal of the plan once it is taken off the menu, and takes it again once it is back', async () => {
    const SET_ACTIVE = 'mutation A($id: ID!, $active: Boolean!) { setMealActive(id: $id, active: $active) { id active } }';
    const current = (await dayMenu()).data!.dayMenu.entries.find((e) => e.category === 'Lunch')!.meal.id;
    const replacement = planMeals.find((p) => p.category === 'Lunch' && p.id !== current)!.id;
    expect((await t.gql(SET_ACTIVE, { id: replacement, active: false }, admin.token)).errors).toBeUndefined();
    try {
      const refused = await swap({ category: 'Lunch', mealId: replacement });
      expect(errorCode(refused)).toBe('MEAL_NOT_ON_PLAN');
      expect((await dayMenu()).data!.dayMenu.entries.find((e) => e.category === 'Lunch')!.meal.id).toBe(current);
    } finally {
      expect((await t.gql(SET_ACTIVE, { id: replacement, active: true }, admin.token)).errors).toBeUndefined();
    }
    const ok = await swap({ category: 'Lunch', mealId: replacement });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.swapMeal.entries.find((e) => e.category === 'Lunch')!.meal.id).toBe(replacement);
    expect((await dayMenu()).data!.dayMenu.entries.find((e) => e.category === 'Lunch')!.meal.id).toBe(replacement);
    expect(errorCode(await swap({ category: 'Lunch', mealId: current }))).toBeUndefined();
  });

  it('owner only: another customer FORBIDDEN, anonymous UNAUTHENTICATED', async () => {
    const lunch = planMeals.find((p) => p.category === 'Lunch')!.id;
    expect(errorCode(await swap({ category: 'Lunch', mealId: lunch }, other.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SWAP, { input: { subscriptionId: sub.id, date: ymd(target()), category: 'Lunch', mealId: lunch } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorCode(await dayMenu(other.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(DAY_MENU, { subscriptionId: sub.id, date: ymd(target()) }))).toBe('UNAUTHENTICATED');
  });

  it('a planned meal taken off the menu afterwards still shows on its day, with its nutrition', async () => {
    const before = (await dayMenu()).data!.dayMenu;
    const dinner = before.entries.find((e) => e.category === 'Dinner')!.meal;
    const SET_ACTIVE = 'mutation A($id: ID!, $active: Boolean!) { setMealActive(id: $id, active: $active) { id active } }';
    expect((await t.gql(SET_ACTIVE, { id: dinner.id, active: false }, admin.token)).errors).toBeUndefined();
    try {
      const after = (await dayMenu()).data!.dayMenu;
      expect(after.entries).toEqual(before.entries);
      expect(after.totals).toEqual(before.totals);
    } finally {
      expect((await t.gql(SET_ACTIVE, { id: dinner.id, active: true }, admin.token)).errors).toBeUndefined();
    }
  });

  it("with a nutrition profile: the day's target and alternatives flagged for the customer's allergens", async () => {
    const allergen = planMeals.flatMap((p) => (['Lunch', 'Dinner'].includes(p.category) ? p.allergens : []))[0]!;
    expect(allergen).toBeDefined();
    const saved = await t.gql<{ saveNutritionProfile: { calories: number; protein: number; carbs: number; fat: number; bmr: number } }>(
      SAVE_PROFILE,
      {
        input: { weight: 80, height: 180, age: 30, sex: 'Male', activity: 'Moderate', goal: 'Lose', allergens: [allergen.toUpperCase()] },
      },
      owner.token,
    );
    expect(saved.errors).toBeUndefined();
    const m = (await dayMenu()).data!.dayMenu;
    expect(m.target).toEqual({ calories: 2259, protein: 144, carbs: 279, fat: 63, bmr: 1780 });
    for (const group of m.alternatives) {
      for (const choice of group.meals) {
        const has = choice.meal.allergens.includes(allergen);
        expect({ id: choice.meal.id, flagged: choice.containsMyAllergens, mine: choice.myAllergens }).toEqual({
          id: choice.meal.id,
          flagged: has,
          mine: has ? [allergen] : [],
        });
      }
    }
    expect(m.alternatives.some((g) => g.meals.some((c) => c.containsMyAllergens))).toBe(true);
  });

  it('a paused day shows as paused with no entries', async () => {
    expect((await pause(day(8), day(8))).errors).toBeUndefined();
    const m = (await dayMenu(owner.token, ymd(day(8)))).data!.dayMenu;
    expect(m).toMatchObject({ paused: true, editable: false, entries: [] });
    expect((await resume()).errors).toBeUndefined();
  });
});

describe('plan ids are real', () => {
  it('the subscription belongs to the plan bought', async () => {
    expect(sub.planId).toBe((await planIdsByName(t))['Plant Power']);
  });
});
