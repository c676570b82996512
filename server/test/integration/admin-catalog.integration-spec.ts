import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type GqlBody, type TestApp } from '../setup/test-app.js';

/** Issue 5 §4-7: menu, plans, plan promotions and discount codes managed by admins, on the real database. */

const MEAL_FIELDS = 'id name description category image calories protein carbs fat allergens tags active';
const CREATE_MEAL = `mutation($i: CreateMealInput!) { createMeal(input: $i) { ${MEAL_FIELDS} } }`;
const UPDATE_MEAL = `mutation($id: ID!, $i: UpdateMealInput!) { updateMeal(id: $id, input: $i) { ${MEAL_FIELDS} } }`;
const ADMIN_MEAL = `query($id: ID!) { adminMeal(id: $id) { ${MEAL_FIELDS} } }`;
const PLAN_FIELDS =
  'id name description price dailyPrices { breakfast lunch dinner snacks } startDate endDate image isTrial caloriesPerDay sortOrder active planMeals { id name category active } promotion { name }';
const CREATE_PLAN = `mutation($i: CreatePlanInput!) { createPlan(input: $i) { ${PLAN_FIELDS} } }`;
const UPDATE_PLAN = `mutation($id: ID!, $i: UpdatePlanInput!) { updatePlan(id: $id, input: $i) { ${PLAN_FIELDS} } }`;
const SET_PLAN_MEALS = `mutation($id: ID!, $meals: [ID!]!) { setPlanMeals(planId: $id, mealIds: $meals) { ${PLAN_FIELDS} } }`;
const CREATE_PROMO = `mutation($i: CreatePlanPromotionInput!) { createPlanPromotion(input: $i) { id name planId planName discountPercentage discountedPrice startDate endDate text } }`;
const CODE_FIELDS = 'id code name percentage startDate endDate active';
const CREATE_CODE = `mutation($i: CreateDiscountCodeInput!) { createDiscountCode(input: $i) { ${CODE_FIELDS} } }`;
const UPDATE_CODE = `mutation($id: ID!, $i: UpdateDiscountCodeInput!) { updateDiscountCode(id: $id, input: $i) { ${CODE_FIELDS} } }`;

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let t: TestApp;
let admin: CreatedUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t);
  admin = await loginAs(t, Role.Admin);
});

afterAll(async () => {
  await t?.close();
});

async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const body = await t.gql<T>(query, variables, admin.token);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const fields = (body: GqlBody) => body.errors?.[0]?.extensions?.fields;

const newMeal = (extra: Record<string, unknown> = {}) => ({
  name: 'Saffron Chicken Machboos',
  description: 'Spiced rice, slow-cooked chicken, dried lime.',
  category: 'Dinner',
  image: 'https://cdn.example.com/meals/machboos.webp',
  calories: 640,
  protein: 41.5,
  carbs: 70,
  fat: 18,
  allergens: ['TREE_NUTS', 'MILK', 'MILK'],
  tags: ['Emirati'],
  ...extra,
});

describe('menu', () => {
  it('creates, reads, updates and deactivates a meal; never deletes it', async () => {
    const { createMeal } = await ok<{ createMeal: Record<string, unknown> & { id: string } }>(CREATE_MEAL, { i: newMeal() });
    expect(createMeal).toMatchObject({
      name: 'Saffron Chicken Machboos',
      category: 'Dinner',
      protein: 41.5,
      allergens: ['MILK', 'TREE_NUTS'],
      tags: ['emirati'],
      active: true,
    });
    const { updateMeal } = await ok<{ updateMeal: Record<string, unknown> }>(UPDATE_MEAL, {
      id: createMeal.id,
      i: { calories: 600, image: '/images/meals/machboos.svg' },
    });
    expect(updateMeal).toMatchObject({ name: 'Saffron Chicken Machboos', calories: 600, image: '/images/meals/machboos.svg' });
    const off = await ok<{ setMealActive: { active: boolean } }>(
      `mutation { setMealActive(id: "${createMeal.id}", active: false) { active } }`,
      {},
    );
    expect(off.setMealActive.active).toBe(false);
    expect((await t.gql<{ meal: unknown }>(`{ meal(id: "${createMeal.id}") { id } }`)).data!.meal).toBeNull();
    expect((await ok<{ adminMeal: { active: boolean } }>(ADMIN_MEAL, { id: createMeal.id })).adminMeal.active).toBe(false);
    const schema = await t.gql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "Mutation") { fields { name } } }');
    expect(schema.data!.__type.fields.map((f) => f.name).filter((n) => /delete.*meal/i.test(n))).toEqual([]);
  });

  it('validates the input (image URL, numbers, category) and keeps names unique', async () => {
    const bad = await t.gql(CREATE_MEAL, { i: newMeal({ name: 'Bad Meal', image: 'javascript:alert(1)', calories: -1 }) }, admin.token);
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
    expect(fields(bad)).toMatchObject({ image: 'Enter a valid image URL', calories: 'Calories cannot be negative' });
    const dup = await t.gql(CREATE_MEAL, { i: newMeal({ name: 'Shakshuka with Feta' }) }, admin.token);
    expect([errorCode(dup), dup.errors?.[0]?.message]).toEqual(['MEAL_NAME_TAKEN', 'A meal with this name already exists.']);
    const unknown = await t.gql(UPDATE_MEAL, { id: '0123456789abcdef01234567', i: { calories: 1 } }, admin.token);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(UPDATE_MEAL, { id: 'nope', i: { calories: 1 } }, admin.token))).toBe('NOT_FOUND');
  });
});

describe('plans', () => {
  let mealIds: string[];
  let planId: string;

  beforeAll(async () => {
    const meals = await ok<{ adminMeals: { data: { id: string; category: string }[] } }>(
      '{ adminMeals(limit: 50) { data { id category } } }',
      {},
    );
    mealIds = ['Breakfast', 'Lunch', 'Dinner'].map((c) => meals.adminMeals.data.find((m) => m.category === c)!.id);
  });

  it('creates a plan in fils with daily prices defaulting to 0 and optional dates', async () => {
    const { createPlan } = await ok<{ createPlan: Record<string, unknown> & { id: string } }>(CREATE_PLAN, {
      i: {
        name: 'Keto Kickstart',
        description: 'Very low carb.',
        price: 199_950,
        dailyPrices: { lunch: 3_500 },
        image: '/images/plans/keto.svg',
        mealIds,
      },
    });
    planId = createPlan.id;
    expect(createPlan).toMatchObject({
      price: 199_950,
      dailyPrices: { breakfast: 0, lunch: 3_500, dinner: 0, snacks: 0 },
      startDate: null,
      endDate: null,
      isTrial: false,
      active: true,
      sortOrder: 0,
      caloriesPerDay: null,
    });
    expect((createPlan.planMeals as { id: string }[]).map((m) => m.id).sort()).toEqual([...mealIds].sort());
    // Listed publicly (active) with the spec's list fields in AED.
    const rest = await t.http.get('/api/plans/?limit=100').expect(200);
    expect(rest.body.data.find((p: { planName: string }) => p.planName === 'Keto Kickstart')).toMatchObject({
      price: 1999.5,
      dailyBreakFastPrices: 0,
      dailyLunchPrices: 35,
      startDate: '',
      endDate: '',
    });
  });

  it('updates given fields, removes dates with null, and refuses an end before the start', async () => {
    const { updatePlan } = await ok<{ updatePlan: Record<string, unknown> }>(UPDATE_PLAN, {
      id: planId,
      i: { price: 210_000, dailyPrices: { dinner: 3_600 }, startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-06-30T00:00:00.000Z' },
    });
    expect(updatePlan).toMatchObject({
      price: 210_000,
      dailyPrices: { breakfast: 0, lunch: 3_500, dinner: 3_600, snacks: 0 },
      startDate: '2030-01-01T00:00:00.000Z',
    });
    const backwards = await t.gql(UPDATE_PLAN, { id: planId, i: { endDate: '2029-12-31T00:00:00.000Z' } }, admin.token);
    expect([errorCode(backwards), fields(backwards)]).toEqual(['VALIDATION_FAILED', { endDate: 'End date must be after the start date' }]);
    const cleared = await ok<{ updatePlan: { startDate: unknown; endDate: unknown } }>(UPDATE_PLAN, {
      id: planId,
      i: { startDate: null, endDate: null },
    });
    expect(cleared.updatePlan).toMatchObject({ startDate: null, endDate: null });
    const dup = await t.gql(UPDATE_PLAN, { id: planId, i: { name: 'Balanced' } }, admin.token);
    expect([errorCode(dup), dup.errors?.[0]?.message]).toEqual(['PLAN_NAME_TAKEN', 'A plan with this name already exists.']);
  });

  it('assigns meals (only existing ones) and deactivates the plan', async () => {
    const { setPlanMeals } = await ok<{ setPlanMeals: { planMeals: { id: string; category: string }[] } }>(SET_PLAN_MEALS, {
      id: planId,
      meals: [...mealIds, mealIds[0]],
    });
    expect(setPlanMeals.planMeals.map((m) => m.category).sort()).toEqual(['Breakfast', 'Dinner', 'Lunch']);
    const unknown = await t.gql(SET_PLAN_MEALS, { id: planId, meals: [mealIds[0], '0123456789abcdef01234567'] }, admin.token);
    expect([errorCode(unknown), fields(unknown)]).toEqual(['VALIDATION_FAILED', { mealIds: 'Some of the selected meals do not exist.' }]);
    expect(
      (await ok<{ adminPlan: { planMeals: unknown[] } }>(`{ adminPlan(id: "${planId}") { planMeals { id } } }`, {})).adminPlan.planMeals,
    ).toHaveLength(3);
    await ok(`mutation { setPlanActive(id: "${planId}", active: false) { id } }`, {});
    expect((await t.gql<{ plan: unknown }>(`{ plan(id: "${planId}") { id } }`)).data!.plan).toBeNull();
    expect((await ok<{ adminPlan: { active: boolean } }>(`{ adminPlan(id: "${planId}") { active } }`, {})).adminPlan.active).toBe(false);
  });
});

describe('a plan on the site can be sold', () => {
  /** Active meals of each category, by GraphQL category name. */
  let meals: Record<'Breakfast' | 'Lunch' | 'Dinner' | 'Snack', string>;
  const SET_ACTIVE = `mutation($id: ID!, $active: Boolean!) { setPlanActive(id: $id, active: $active) { id active } }`;
  const plan = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    description: 'Readiness check.',
    price: 100_800,
    dailyPrices: { breakfast: 1_500, dinner: 2_100 },
    image: '/images/plans/balanced.svg',
    ...extra,
  });
  const refusal = (body: GqlBody) => [errorCode(body), body.errors?.[0]?.message];
  const arabic = async (query: string, variables: Record<string, unknown>) => {
    const res = await t.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'ar')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ query, variables });
    return (res.body as GqlBody).errors?.[0]?.message;
  };
  const stored = async (name: string) =>
    (
      await ok<{ adminPlans: { data: { name: string; active: boolean }[] } }>(
        `{ adminPlans(search: "${name}") { data { name active } } }`,
        {},
      )
    ).adminPlans.data;

  beforeAll(async () => {
    const list = await ok<{ adminMeals: { data: { id: string; category: string; active: boolean }[] } }>(
      '{ adminMeals(limit: 100) { data { id category active } } }',
      {},
    );
    const of = (c: string) => list.adminMeals.data.find((m) => m.category === c && m.active)!.id;
    meals = { Breakfast: of('Breakfast'), Lunch: of('Lunch'), Dinner: of('Dinner'), Snack: of('Snack') };
  });

  it('stores a new plan without meals inactive (not on the site), and refuses to offer it until it has them', async () => {
    const { createPlan } = await ok<{ createPlan: { id: string; active: boolean } }>(CREATE_PLAN, { i: plan('Empty Start') });
    expect(createPlan.active).toBe(false);
    expect((await t.gql<{ plan: unknown }>(`{ plan(id: "${createPlan.id}") { id } }`)).data!.plan).toBeNull();

    const none = await t.gql(SET_ACTIVE, { id: createPlan.id, active: true }, admin.token);
    expect(refusal(none)).toEqual(['PLAN_NOT_READY', 'Add at least one active meal to this plan before offering it.']);
    expect(await arabic(SET_ACTIVE, { id: createPlan.id, active: true })).toBe('أضف وجبة نشطة واحدة على الأقل إلى هذه الخطة قبل عرضها.');

    // Breakfast and dinner are charged for: a breakfast meal alone is not enough.
    await ok(SET_PLAN_MEALS, { id: createPlan.id, meals: [meals.Breakfast, meals.Lunch] });
    const noDinner = await t.gql(SET_ACTIVE, { id: createPlan.id, active: true }, admin.token);
    expect(refusal(noDinner)).toEqual([
      'PLAN_NOT_READY',
      'Add an active dinner meal to this plan before offering it, or set that daily price to 0.',
    ]);
    expect(await arabic(SET_ACTIVE, { id: createPlan.id, active: true })).toBe(
      'أضف وجبة نشطة من فئة العشاء إلى هذه الخطة قبل عرضها، أو اجعل سعرها اليومي 0.',
    );
    expect((await stored('Empty Start'))[0]?.active).toBe(false);

    await ok(SET_PLAN_MEALS, { id: createPlan.id, meals: [meals.Breakfast, meals.Dinner] });
    expect((await ok<{ setPlanActive: { active: boolean } }>(SET_ACTIVE, { id: createPlan.id, active: true })).setPlanActive.active).toBe(
      true,
    );
    expect((await t.gql<{ plan: { id: string } }>(`{ plan(id: "${createPlan.id}") { id } }`)).data!.plan?.id).toBe(createPlan.id);
  });

  it('refuses active: true on a plan that could not be sold, writing nothing', async () => {
    const body = await t.gql(CREATE_PLAN, { i: plan('Insisted Empty', { active: true }) }, admin.token);
    expect(refusal(body)).toEqual(['PLAN_NOT_READY', 'Add at least one active meal to this plan before offering it.']);
    expect(await stored('Insisted Empty')).toEqual([]);

    const unpriced = await t.gql(
      CREATE_PLAN,
      { i: plan('Unpriced', { active: true, dailyPrices: null, mealIds: [meals.Lunch] }) },
      admin.token,
    );
    expect(refusal(unpriced)).toEqual(['PLAN_NOT_READY', 'Set a daily price above 0 for at least one meal before offering this plan.']);

    const ready = await ok<{ createPlan: { active: boolean } }>(CREATE_PLAN, {
      i: plan('Ready At Once', { active: true, mealIds: [meals.Breakfast, meals.Dinner] }),
    });
    expect(ready.createPlan.active).toBe(true);
  });

  it('keeps an active plan sellable: no emptying its meals, no charging for a category it has no meals of', async () => {
    const { createPlan } = await ok<{ createPlan: { id: string; active: boolean } }>(CREATE_PLAN, {
      i: plan('Kept Ready', { mealIds: [meals.Breakfast, meals.Dinner] }),
    });
    expect(createPlan.active).toBe(true);
    const emptied = await t.gql(SET_PLAN_MEALS, { id: createPlan.id, meals: [] }, admin.token);
    expect(refusal(emptied)).toEqual(['PLAN_NOT_READY', 'Add at least one active meal to this plan before offering it.']);
    const snack = await t.gql(UPDATE_PLAN, { id: createPlan.id, i: { dailyPrices: { snacks: 900 }, price: 125_000 } }, admin.token);
    expect(refusal(snack)).toEqual([
      'PLAN_NOT_READY',
      'Add an active snack meal to this plan before offering it, or set that daily price to 0.',
    ]);
    const after = await ok<{ adminPlan: { price: number; dailyPrices: { snacks: number }; planMeals: unknown[] } }>(
      `{ adminPlan(id: "${createPlan.id}") { price dailyPrices { snacks } planMeals { id } } }`,
      {},
    );
    expect(after.adminPlan).toEqual({ price: 100_800, dailyPrices: { snacks: 0 }, planMeals: expect.any(Array) });
    expect(after.adminPlan.planMeals).toHaveLength(2);
    // Withdrawn, it may be changed freely; offering it again checks again.
    await ok(SET_ACTIVE, { id: createPlan.id, active: false });
    await ok(UPDATE_PLAN, { id: createPlan.id, i: { dailyPrices: { snacks: 900 } } });
    const again = await t.gql(SET_ACTIVE, { id: createPlan.id, active: true }, admin.token);
    expect(errorCode(again)).toBe('PLAN_NOT_READY');
  });

  it('a trial needs a meal of every category, whatever its daily prices', async () => {
    const { createPlan } = await ok<{ createPlan: { id: string; active: boolean } }>(CREATE_PLAN, {
      i: plan('Trial Without Snacks', { isTrial: true, price: 49_900, mealIds: [meals.Breakfast, meals.Lunch, meals.Dinner] }),
    });
    expect(createPlan.active).toBe(false);
    const body = await t.gql(SET_ACTIVE, { id: createPlan.id, active: true }, admin.token);
    expect(refusal(body)).toEqual([
      'PLAN_NOT_READY',
      'The trial serves every meal of the day: add an active snack meal before offering it.',
    ]);
    await ok(SET_PLAN_MEALS, { id: createPlan.id, meals: Object.values(meals) });
    await ok(SET_ACTIVE, { id: createPlan.id, active: true });
  });

  it('every plan on the site passes the same check, the seeded ones included', async () => {
    const seeded = await ok<{ adminPlans: { data: { id: string; name: string; active: boolean }[] } }>(
      '{ adminPlans(limit: 50) { data { id name active } } }',
      {},
    );
    for (const p of seeded.adminPlans.data.filter((x) => x.active)) {
      const body = await t.gql(SET_ACTIVE, { id: p.id, active: true }, admin.token);
      expect([p.name, body.errors]).toEqual([p.name, undefined]);
    }
  });
});

describe('plan promotions', () => {
  let planId: string;

  beforeAll(async () => {
    const plans = await ok<{ adminPlans: { data: { id: string; name: string }[] } }>('{ adminPlans { data { id name } } }', {});
    planId = plans.adminPlans.data.find((p) => p.name === 'Muscle Gain')!.id;
  });

  it('computes the discounted price from the plan price (fils, rounded) and shows it on the plan', async () => {
    const { createPlanPromotion } = await ok<{ createPlanPromotion: Record<string, unknown> }>(CREATE_PROMO, {
      i: { name: 'Eid Gains', planId, discountPercentage: 33, startDate: iso(-1), endDate: iso(10) },
    });
    // 239,900 x 33% = 79,167 fils off, so 160,733.
    expect(createPlanPromotion).toMatchObject({
      name: 'Eid Gains',
      planName: 'Muscle Gain',
      discountPercentage: 33,
      discountedPrice: 217_616,
      text: 'Eid Gains: 33% off Muscle Gain',
    });
    const plan = await t.gql<{ plan: { promotion: { name: string; discountedPrice: number } } }>(
      `{ plan(id: "${planId}") { promotion { name discountedPrice } } }`,
    );
    expect(plan.data!.plan.promotion).toEqual({ name: 'Eid Gains', discountedPrice: 217_616 });
    const banner = await t.http.get('/api/planPromotions/active').expect(200);
    expect(banner.body.data).toContain('Eid Gains: 33% off Muscle Gain');
  });

  it('refuses an end not after the start, an overlapping promotion on the same plan and a taken name', async () => {
    // One instant for both ends: two iso() calls can straddle a millisecond and make the end later.
    const sameInstant = iso(5);
    const backwards = await t.gql(
      CREATE_PROMO,
      { i: { name: 'Backwards', planId, discountPercentage: 10, startDate: sameInstant, endDate: sameInstant } },
      admin.token,
    );
    expect([errorCode(backwards), fields(backwards)]).toEqual(['VALIDATION_FAILED', { endDate: 'End date must be after the start date' }]);
    const overlap = await t.gql(
      CREATE_PROMO,
      { i: { name: 'Overlap', planId, discountPercentage: 10, startDate: iso(5), endDate: iso(20) } },
      admin.token,
    );
    expect(errorCode(overlap)).toBe('PROMOTION_OVERLAP');
    const name = await t.gql(
      CREATE_PROMO,
      { i: { name: 'Eid Gains', planId, discountPercentage: 10, startDate: iso(30), endDate: iso(40) } },
      admin.token,
    );
    expect(errorCode(name)).toBe('PROMOTION_NAME_TAKEN');
    const range = await t.gql(
      CREATE_PROMO,
      { i: { name: 'Too Much', planId, discountPercentage: 101, startDate: iso(30), endDate: iso(40) } },
      admin.token,
    );
    expect(fields(range)).toEqual({ discountPercentage: 'Discount must be between 1 and 100 percent' });
  });

  it('POST /api/planPromotions/ creates one (REST row in AED) and deletePlanPromotion removes it', async () => {
    const res = await t.http
      .post('/api/planPromotions/')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ name: 'Later Deal', planId, discountPercentage: 10, startDate: iso(30), endDate: iso(40) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Promotion created',
      data: {
        _id: expect.any(String),
        promotionName: 'Later Deal',
        planName: 'Muscle Gain',
        meal_plan_id: planId,
        discount_percentage: 10,
        discounted_price: 2923.2,
        start_date: expect.any(String),
        end_date: expect.any(String),
      },
    });
    const upcoming = await t.http.get('/api/planPromotions/?search=later').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(upcoming.body.total).toBe(1);
    const bad = await t.http
      .post('/api/planPromotions/')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ name: 'X', planId, discountPercentage: 0 });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const removed = await ok<{ deletePlanPromotion: { name: string } }>(
      `mutation { deletePlanPromotion(id: "${res.body.data._id}") { name } }`,
      {},
    );
    expect(removed.deletePlanPromotion.name).toBe('Later Deal');
    expect(errorCode(await t.gql(`mutation { deletePlanPromotion(id: "${res.body.data._id}") { name } }`, {}, admin.token))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('discount codes', () => {
  let codeId: string;

  it('stores codes upper-case and refuses a duplicate in any case with 409', async () => {
    const { createDiscountCode } = await ok<{ createDiscountCode: { id: string; code: string; active: boolean } }>(CREATE_CODE, {
      i: { code: '  ramadan25 ', name: 'Ramadan 25%', percentage: 25, startDate: iso(-1), endDate: iso(30) },
    });
    codeId = createDiscountCode.id;
    expect(createDiscountCode).toMatchObject({ code: 'RAMADAN25', active: true });
    for (const code of ['RAMADAN25', 'Ramadan25', 'fresh10']) {
      const dup = await t.gql(
        CREATE_CODE,
        { i: { code, name: 'Again', percentage: 5, startDate: iso(-1), endDate: iso(30) } },
        admin.token,
      );
      expect({ code, error: errorCode(dup), message: dup.errors?.[0]?.message, status: dup.errors?.[0]?.extensions?.status }).toEqual({
        code,
        error: 'DISCOUNT_CODE_TAKEN',
        message: 'A discount code with this code already exists.',
        status: 409,
      });
    }
    const renamed = await t.gql(UPDATE_CODE, { id: codeId, i: { code: 'welcome15' } }, admin.token);
    expect(errorCode(renamed)).toBe('DISCOUNT_CODE_TAKEN');
    // Customers can use it right away, case-insensitively.
    const applied = await t.http.post('/api/promoCodes/applyCode').send({ code: 'ramadan25' }).expect(200);
    expect(applied.body.data).toEqual({ discount_code: 'RAMADAN25', discount_name: 'Ramadan 25%', discount_percentage: 25 });
  });

  it('validates codes and dates, updates fields, and a switched-off code is refused like an unknown one', async () => {
    const bad = await t.gql(CREATE_CODE, { i: { code: 'a b', name: 'X', percentage: 0, startDate: iso(2), endDate: iso(1) } }, admin.token);
    expect(fields(bad)).toMatchObject({
      code: 'Code must be 3-40 letters, digits, - or _',
      percentage: 'Discount must be between 1 and 100 percent',
    });
    const backwards = await t.gql(
      CREATE_CODE,
      { i: { code: 'BACK', name: 'X', percentage: 5, startDate: iso(2), endDate: iso(1) } },
      admin.token,
    );
    expect(fields(backwards)).toEqual({ endDate: 'End date must be after the start date' });
    const { updateDiscountCode } = await ok<{ updateDiscountCode: { percentage: number; name: string } }>(UPDATE_CODE, {
      id: codeId,
      i: { percentage: 30, name: 'Ramadan 30%' },
    });
    expect(updateDiscountCode).toMatchObject({ percentage: 30, name: 'Ramadan 30%' });
    await ok(`mutation { setDiscountCodeActive(id: "${codeId}", active: false) { active } }`, {});
    const refused = await t.http.post('/api/promoCodes/applyCode').send({ code: 'RAMADAN25' });
    expect([refused.status, refused.body.message]).toEqual([404, 'Invalid discount code']);
    // Switched off, it leaves the active list for the expired-or-inactive one.
    const active = await t.http.get('/api/promoCodes/?search=ramadan').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(active.body.data).toEqual([]);
    const listed = await t.http
      .get('/api/promoCodes/getExpiredDiscounts?search=ramadan')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ discount_code: 'RAMADAN25', discount_percentage: 30, active: false })]);
  });
});
