import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { MealCategory } from '../../src/modules/meals/meal.schema.js';
import { Subscription, SubscriptionStatus } from '../../src/modules/subscriptions/subscription.schema.js';
import { loginAs } from '../factories/users.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * `mySubscription` picks the current plan among the customer's running ones (read alone, past plans are not) and
 * falls back to the newest plan when none is running: a customer with a finished plan, a running one and a renewal
 * bought ahead sees the running one with the renewal's start; with nothing running, the newest plan.
 */

const DAY = 86_400_000;
const MINE = '{ mySubscription { id status startDate endDate renewal { renewedFrom } } }';

let t: TestApp;
let model: Model<Subscription>;
let planId: Types.ObjectId;
let mealId: Types.ObjectId;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t);
  model = t.app.get<Model<Subscription>>(getModelToken(Subscription.name));
  const plans = await t.gql<{ plans: { id: string; planMeals: { id: string }[] }[] }>('{ plans { id planMeals { id } } }');
  planId = new Types.ObjectId(plans.data!.plans[0]!.id);
  mealId = new Types.ObjectId(plans.data!.plans[0]!.planMeals[0]!.id);
});

afterAll(async () => {
  await t?.close();
});

const today = () => {
  const n = new Date();
  return new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), n.getUTCDate()));
};

/** A subscription of `user` from `start` to `end` (one lunch a day), written through the real model. */
async function subscription(user: string, start: Date, end: Date, status: SubscriptionStatus, createdAt: Date): Promise<string> {
  const planMeals = [];
  for (let d = start.getTime(); d <= end.getTime(); d += DAY)
    planMeals.push({ category: MealCategory.Lunch, meal: mealId, scheduledDate: new Date(d) });
  const doc = await model.create({
    user: new Types.ObjectId(user),
    plan: planId,
    order: new Types.ObjectId(),
    startDate: start,
    endDate: end,
    status,
    planMeals,
    createdAt,
  });
  return doc._id.toString();
}

type Mine = { mySubscription: { id: string; status: string; renewal: { renewedFrom: string | null } } | null };

it('shows the running plan with the renewal bought ahead, not the newer finished or the renewal itself', async () => {
  const c = await loginAs(t, Role.User);
  const d = today().getTime();
  const running = await subscription(c.id, new Date(d - 3 * DAY), new Date(d + 4 * DAY), SubscriptionStatus.Active, new Date(d - 10 * DAY));
  const renewal = new Date(d + 5 * DAY);
  await subscription(c.id, renewal, new Date(d + 11 * DAY), SubscriptionStatus.Active, new Date(d - DAY));
  // Newest of all by creation, but over.
  await subscription(c.id, new Date(d - 40 * DAY), new Date(d - 34 * DAY), SubscriptionStatus.Expired, new Date(d));
  const mine = (await t.gql<Mine>(MINE, {}, c.token)).data!.mySubscription!;
  expect(mine).toMatchObject({ id: running, status: 'Active', renewal: { renewedFrom: renewal.toISOString() } });
});

it('with nothing running, shows the newest plan (a plan that ended yesterday counts as ended)', async () => {
  const c = await loginAs(t, Role.User);
  const d = today().getTime();
  await subscription(c.id, new Date(d - 20 * DAY), new Date(d - 14 * DAY), SubscriptionStatus.Expired, new Date(d - 21 * DAY));
  const newest = await subscription(c.id, new Date(d - 8 * DAY), new Date(d - DAY), SubscriptionStatus.Active, new Date(d - 9 * DAY));
  await subscription(c.id, new Date(d - 30 * DAY), new Date(d - 24 * DAY), SubscriptionStatus.Cancelled, new Date(d - 31 * DAY));
  const mine = (await t.gql<Mine>(MINE, {}, c.token)).data!.mySubscription!;
  expect(mine).toMatchObject({ id: newest, renewal: { renewedFrom: null } });
  const none = await loginAs(t, Role.User);
  expect((await t.gql<Mine>(MINE, {}, none.token)).data!.mySubscription).toBeNull();
});
