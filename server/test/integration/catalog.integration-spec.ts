import { formatDateDMY } from '../../src/common/format/dates.js';
import { SEED_MEALS, SEED_PLANS, SEED_USERS } from '../../src/seed/seed.data.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/** The public catalog after the declarative seed: GraphQL and the REST shim agree. */

interface PlanGql {
  id: string;
  name: string;
  description: string;
  price: number;
  isTrial: boolean;
  image: string;
  startDate: string | null;
  endDate: string | null;
  dailyPrices: { breakfast: number; lunch: number; dinner: number; snacks: number };
  planMeals: { id: string; name: string; category: string }[];
  promotion: { name: string; discountPercentage: number; discountedPrice: number } | null;
}

const PLANS = `{ plans { id name description price isTrial image startDate endDate
  dailyPrices { breakfast lunch dinner snacks } planMeals { id name category } promotion { name discountPercentage discountedPrice } } }`;
const MEALS = `query Meals($category: MealCategory) { meals(category: $category) { id name category calories allergens active } }`;
const PROMOTIONS = `{ activePromotions { name discountPercentage discountedPrice planName planId text startDate endDate } }`;

let t: TestApp;
let plans: PlanGql[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t);
  const body = await t.gql<{ plans: PlanGql[] }>(PLANS);
  expect(body.errors).toBeUndefined();
  plans = body.data!.plans;
});

afterAll(async () => {
  await t?.close();
});

describe('GraphQL catalog', () => {
  it('lists the 5 seeded plans in display order with prices in fils', () => {
    expect(plans.map((p) => p.name)).toEqual(['7-Day Trial', 'Balanced', 'Lean & Low-Carb', 'Muscle Gain', 'Plant Power']);
    expect(plans.map((p) => p.price)).toEqual([47_524, 257_600, 282_800, 324_800, 240_800]);
    // A monthly plan's headline price is all four meals for 28 days at its daily prices: what checkout charges.
    for (const p of plans.filter((x) => !x.isTrial)) {
      const d = p.dailyPrices;
      expect(p.price).toBe((d.breakfast + d.lunch + d.dinner + d.snacks) * 28);
    }
    expect(plans[0]).toMatchObject({
      isTrial: true,
      price: 47_524,
      dailyPrices: { breakfast: 1_800, lunch: 2_600, dinner: 2_600, snacks: 1_000 },
    });
    expect(plans.filter((p) => p.isTrial)).toHaveLength(1);
    for (const p of plans) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.planMeals.length).toBeGreaterThan(0);
    }
    // Only the running promotion shows on its plan: 15% off AED 2,576.00.
    expect(plans.filter((p) => p.promotion).map((p) => [p.name, p.promotion])).toEqual([
      ['Balanced', { name: 'Summer Fit Special', discountPercentage: 15, discountedPrice: 218_960 }],
    ]);
  });

  it('lists at least 40 active meals covering the 4 categories', async () => {
    const body = await t.gql<{ meals: { name: string; category: string; active: boolean }[] }>(MEALS);
    expect(body.errors).toBeUndefined();
    const meals = body.data!.meals;
    expect(meals.length).toBeGreaterThanOrEqual(40);
    expect(meals).toHaveLength(SEED_MEALS.length);
    expect(new Set(meals.map((m) => m.category))).toEqual(new Set(['Breakfast', 'Lunch', 'Dinner', 'Snack']));
    expect(meals.every((m) => m.active)).toBe(true);
  });

  it('gives the durations with their delivery days, anonymously; a month is the days the seed prices a plan for', async () => {
    const body = await t.gql<{ durations: { label: string; days: number }[] }>('{ durations { label days } }');
    expect(body.errors).toBeUndefined();
    expect(body.data!.durations).toEqual([
      { label: '7 Days', days: 7 },
      { label: '1 Month', days: 28 },
      { label: '3 Months', days: 84 },
    ]);
    const month = body.data!.durations.find((d) => d.label === '1 Month')!.days;
    const balanced = plans.find((p) => p.name === 'Balanced')!;
    const d = balanced.dailyPrices;
    expect(balanced.price).toBe((d.breakfast + d.lunch + d.dinner + d.snacks) * month);
  });

  it('filters meals by category', async () => {
    const body = await t.gql<{ meals: { category: string }[] }>(MEALS, { category: 'Snack' });
    expect(body.errors).toBeUndefined();
    const snacks = body.data!.meals;
    expect(snacks.length).toBe(SEED_MEALS.filter((m) => m.category === 'snack').length);
    expect(snacks.length).toBeGreaterThan(0);
    expect(snacks.every((m) => m.category === 'Snack')).toBe(true);
  });

  it('refuses an unknown category', async () => {
    const body = await t.gql(MEALS, { category: 'dessert' });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
  });

  it('lists exactly the one running promotion', async () => {
    const body = await t.gql<{ activePromotions: Record<string, unknown>[] }>(PROMOTIONS);
    expect(body.errors).toBeUndefined();
    const promos = body.data!.activePromotions;
    expect(promos).toHaveLength(1);
    const balanced = plans.find((p) => p.name === 'Balanced')!;
    expect(promos[0]).toMatchObject({
      name: 'Summer Fit Special',
      discountPercentage: 15,
      discountedPrice: 218_960,
      planName: 'Balanced',
      planId: balanced.id,
      text: 'Summer Fit Special: 15% off Balanced',
    });
    const now = Date.now();
    expect(Date.parse(promos[0]!.startDate as string)).toBeLessThanOrEqual(now);
    expect(Date.parse(promos[0]!.endDate as string)).toBeGreaterThanOrEqual(now);
  });
});

describe('REST shim GET /api/plans/', () => {
  it('returns the same plans as GraphQL, in AED with DD-MM-YYYY dates', async () => {
    const res = await t.http.get('/api/plans/').expect(200);
    expect(res.body).toMatchObject({ total: 5, totalPages: 1 });
    expect(Object.keys(res.body).sort()).toEqual(['data', 'total', 'totalPages']);
    const rows = res.body.data as Record<string, any>[];
    expect(rows.map((r) => r._id)).toEqual(plans.map((p) => p.id));
    rows.forEach((row, i) => {
      const p = plans[i]!;
      expect(row).toMatchObject({
        planName: p.name,
        planDescription: p.description,
        price: p.price / 100,
        dailyBreakFastPrices: p.dailyPrices.breakfast / 100,
        dailyLunchPrices: p.dailyPrices.lunch / 100,
        dailyDinnerPrices: p.dailyPrices.dinner / 100,
        dailySnackPrices: p.dailyPrices.snacks / 100,
        image: p.image,
        isTrial: p.isTrial,
        startDate: p.startDate ? formatDateDMY(new Date(p.startDate)) : '',
        endDate: p.endDate ? formatDateDMY(new Date(p.endDate)) : '',
      });
      expect(row.startDate).toMatch(/^(\d{2}-\d{2}-\d{4})?$/);
      expect(row.endDate).toMatch(/^(\d{2}-\d{2}-\d{4})?$/);
      expect(row.planMeals.map((m: { _id: string }) => m._id)).toEqual(p.planMeals.map((m) => m.id));
    });
    expect(rows[0]!.price).toBe(475.24);
  });

  it('pages with ?page=2&limit=2', async () => {
    const res = await t.http.get('/api/plans/').query({ page: 2, limit: 2 }).expect(200);
    expect(res.body.total).toBe(5);
    expect(res.body.totalPages).toBe(3);
    expect(res.body.data.map((r: { _id: string }) => r._id)).toEqual(plans.slice(2, 4).map((p) => p.id));
    const last = await t.http.get('/api/plans/').query({ page: 3, limit: 2 }).expect(200);
    expect(last.body.data.map((r: { _id: string }) => r._id)).toEqual([plans[4]!.id]);
    const beyond = await t.http.get('/api/plans/').query({ page: 4, limit: 2 }).expect(200);
    expect(beyond.body.data).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
  ])('answers 400 VALIDATION_FAILED naming the field for ?%s', async (query, field) => {
    const res = await t.http.get(`/api/plans/?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.message).toBe(res.body.errors[field]);
  });

  it('answers 400 for an unknown query parameter', async () => {
    const res = await t.http.get('/api/plans/?sort=price');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toEqual(['sort']);
  });
});

describe('REST shim GET /api/planPromotions/active', () => {
  it('returns the running promotion banner', async () => {
    const res = await t.http.get('/api/planPromotions/active').expect(200);
    expect(res.body).toEqual({ data: ['Summer Fit Special: 15% off Balanced'] });
  });
});

describe('seed', () => {
  it('is idempotent: seeding again changes no counts', async () => {
    const names = ['meals', 'plans', 'planpromotions', 'users'] as const;
    const count = async () =>
      Object.fromEntries(await Promise.all(names.map(async (n) => [n, await t.connection.collection(n).countDocuments()])));
    const before = await count();
    expect(before).toEqual({ meals: SEED_MEALS.length, plans: SEED_PLANS.length, planpromotions: 2, users: SEED_USERS.length });
    await seedDatabase(t);
    expect(await count()).toEqual(before);
    const again = await t.gql<{ plans: PlanGql[] }>(PLANS);
    expect(again.data!.plans.map((p) => p.id)).toEqual(plans.map((p) => p.id));
  });

  it('gives the demo customer a delivery address, so checkout can take their payment', async () => {
    const users = await t.connection
      .collection('users')
      .find({}, { projection: { email: 1, deliveryAddress: 1 } })
      .toArray();
    const address = (email: string) => users.find((u) => u.email === email)?.deliveryAddress ?? null;
    expect(address('customer@freshfuel.ae')).toEqual({
      area: 'Dubai Marina',
      building: 'Marina Heights Tower',
      apartment: '1204',
      city: 'Dubai',
      instructions: 'Leave with the concierge',
    });
    expect(address('admin@freshfuel.ae')).toBeNull();
  });
});
