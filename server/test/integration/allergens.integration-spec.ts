import { jest } from '@jest/globals';
import { Types } from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { migrateAllergens } from '../../src/ops/allergen-migration.js';
import { Migrator } from '../../src/ops/migrations.js';
import { createUser, loginAs, type CreatedUser } from '../factories/users.js';
import { ensureBuiltServer } from '../setup/built-server.js';
import { revertThrough } from '../setup/migrations.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * Allergens as a closed list (docs/decisions/0052-allergens-as-a-closed-list.md): meals declare enum
 * values, the menu's "Without ..." filter leaves out every meal holding one, a value outside the list
 * is refused (VALIDATION_FAILED, 400) with nothing written, and the migration maps the free text
 * stored before onto the list, reporting what it could not map.
 */

const CREATE_MEAL = `mutation($i: CreateMealInput!) { createMeal(input: $i) { id name allergens } }`;
const UPDATE_MEAL = `mutation($id: ID!, $i: UpdateMealInput!) { updateMeal(id: $id, input: $i) { id allergens } }`;
const MENU = `query($without: [Allergen!]) { meals(withoutAllergens: $without) { id name allergens } }`;

let t: TestApp;
let admin: CreatedUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, Role.Admin);
});

afterAll(async () => {
  await t?.close();
});

const meal = (name: string, allergens: unknown[]) => ({
  name,
  description: 'Test meal.',
  category: 'Lunch',
  image: '/images/meals/lunch-1.svg',
  calories: 500,
  protein: 30,
  carbs: 50,
  fat: 15,
  allergens,
});

async function menuNames(without?: string[]): Promise<string[]> {
  const body = await t.gql<{ meals: { name: string }[] }>(MENU, without ? { without } : {});
  expect(body.errors).toBeUndefined();
  return body.data!.meals.map((m) => m.name);
}

describe('the menu filter', () => {
  it('leaves a meal with MILK and PEANUTS out of the milk and the peanut filters, and nothing else', async () => {
    const created = await t.gql<{ createMeal: { allergens: string[] } }>(
      CREATE_MEAL,
      { i: meal('Peanut Milkshake Bowl', ['PEANUTS', 'MILK', 'MILK']) },
      admin.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMeal.allergens).toEqual(['PEANUTS', 'MILK']);
    const plain = await t.gql(CREATE_MEAL, { i: meal('Plain Rice Bowl', []) }, admin.token);
    expect(plain.errors).toBeUndefined();

    expect(await menuNames()).toEqual(expect.arrayContaining(['Peanut Milkshake Bowl', 'Plain Rice Bowl']));
    expect(await menuNames(['MILK'])).not.toContain('Peanut Milkshake Bowl');
    expect(await menuNames(['PEANUTS'])).not.toContain('Peanut Milkshake Bowl');
    expect(await menuNames(['MILK', 'PEANUTS'])).toContain('Plain Rice Bowl');
    expect(await menuNames(['EGGS', 'TREE_NUTS'])).toEqual(expect.arrayContaining(['Peanut Milkshake Bowl', 'Plain Rice Bowl']));
  });

  it('refuses an allergen outside the list in the filter', async () => {
    const body = await t.gql(MENU, { without: ['DAIRY'] });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ without: expect.stringContaining('Unknown allergen "DAIRY"') });
  });
});

describe('a value outside the list', () => {
  it('is refused with 400 VALIDATION_FAILED naming the field, in English and Arabic, and nothing is written', async () => {
    const res = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ query: CREATE_MEAL, variables: { i: meal('Mystery Curry', ['MILK', 'dairy']) } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(
      'Unknown allergen "dairy": choose from GLUTEN, CRUSTACEANS, EGGS, FISH, PEANUTS, SOY, MILK, TREE_NUTS, CELERY, MUSTARD, SESAME, SULPHITES, LUPIN, MOLLUSCS.',
    );
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { allergens: res.body.errors[0].message } });
    expect(await t.connection.collection('meals').countDocuments({ name: 'Mystery Curry' })).toBe(0);

    const ar = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Accept-Language', 'ar')
      .send({ query: CREATE_MEAL, variables: { i: meal('Mystery Curry', ['nuts']) } });
    expect(ar.status).toBe(400);
    expect(ar.body.errors[0].message).toMatch(/^مسبب الحساسية «nuts» غير معروف/);

    // Written into the document instead of a variable: the same code.
    const literal = await t.gql(
      `mutation { createMeal(input: { name: "Mystery Curry", description: "d", category: Lunch, image: "/images/meals/lunch-1.svg", calories: 1, protein: 1, carbs: 1, fat: 1, allergens: [NUTS] }) { id } }`,
      {},
      admin.token,
    );
    expect(errorCode(literal)).toBe('VALIDATION_FAILED');
    expect(literal.errors?.[0]?.message).toMatch(/^Unknown allergen "NUTS"/);
    expect(await t.connection.collection('meals').countDocuments({ name: 'Mystery Curry' })).toBe(0);
  });

  it('leaves an existing meal as it was when an update names one', async () => {
    const created = await t.gql<{ createMeal: { id: string } }>(
      CREATE_MEAL,
      { i: meal('Sesame Noodles', ['SESAME', 'GLUTEN']) },
      admin.token,
    );
    const id = created.data!.createMeal.id;
    const body = await t.gql(UPDATE_MEAL, { id, i: { allergens: ['SESAME', 'peanuts'], calories: 1 } }, admin.token);
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    const stored = await t.connection.collection('meals').findOne({ _id: new Types.ObjectId(id) });
    expect(stored).toMatchObject({ allergens: ['GLUTEN', 'SESAME'], calories: 500 });
  });
});

describe('the free-text migration', () => {
  const legacyMeal = (name: string, allergens: unknown[]) => ({
    ...meal(name, allergens),
    category: 'lunch',
    active: true,
    tags: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const profile = (allergens: unknown[]) => ({
    weightKg: 70,
    heightCm: 170,
    age: 30,
    sex: 'Female',
    activity: 'Moderate',
    goal: 'Maintain',
    allergens,
    dislikes: [],
    bmr: 1400,
    maintenanceCalories: 2100,
    calories: 2100,
    protein: 120,
    carbs: 230,
    fat: 70,
    updatedAt: new Date(),
  });

  it('maps meals and saved profiles onto the enum, reports unknown words with the document id, and changes nothing the second time', async () => {
    const meals = t.connection.collection('meals');
    const { insertedIds } = await meals.insertMany([
      legacyMeal('Legacy Satay', ['Peanuts', 'Milk', 'wheat']),
      legacyMeal('Legacy Seafood Pot', ['shellfish', 'soya', 'kiwi']),
      legacyMeal('Legacy Salad', []),
    ]);
    const customer = await createUser(t);
    const users = t.connection.collection('users');
    await users.updateOne({ _id: new Types.ObjectId(customer.id) }, { $set: { nutritionProfile: profile(['dairy', 'nuts', 'msg']) } });

    const lines: string[] = [];
    const report = await migrateAllergens(t.connection.db!, (line) => lines.push(line));
    expect(report.meals).toMatchObject({ rewritten: 2, unknownWords: 1 });
    expect(report.users).toMatchObject({ rewritten: 1, unknownWords: 1 });
    expect(report.unknown).toEqual([
      { collection: 'meals', id: insertedIds[1].toString(), words: ['kiwi'] },
      { collection: 'users', id: customer.id, words: ['msg'] },
    ]);
    expect(lines).toEqual([
      `allergens: meals ${insertedIds[1].toString()}: no allergen matches "kiwi" (kept in legacyAllergens)`,
      `allergens: users ${customer.id}: no allergen matches "msg" (kept in nutritionProfile.legacyAllergens)`,
    ]);

    expect(await meals.findOne({ _id: insertedIds[0] })).toMatchObject({
      allergens: ['GLUTEN', 'PEANUTS', 'MILK'],
      legacyAllergens: ['Peanuts', 'Milk', 'wheat'],
    });
    expect((await meals.findOne({ _id: insertedIds[1] }))?.allergens).toEqual(['CRUSTACEANS', 'SOY', 'MOLLUSCS']);
    expect(await meals.findOne({ _id: insertedIds[2] })).not.toHaveProperty('legacyAllergens');
    expect((await users.findOne({ _id: new Types.ObjectId(customer.id) }))?.nutritionProfile).toMatchObject({
      allergens: ['PEANUTS', 'MILK', 'TREE_NUTS'],
      legacyAllergens: ['dairy', 'nuts', 'msg'],
    });

    const again = await migrateAllergens(t.connection.db!);
    expect([again.meals.rewritten, again.users.rewritten, again.unknown]).toEqual([0, 0, []]);

    // The API answers the rewritten lists.
    const read = await t.gql<{ adminMeal: { allergens: string[] } }>(
      `query($id: ID!) { adminMeal(id: $id) { allergens } }`,
      { id: insertedIds[0].toString() },
      admin.token,
    );
    expect(read.data!.adminMeal.allergens).toEqual(['GLUTEN', 'PEANUTS', 'MILK']);
  });

  it('runs as the real data migration (npm run migrate -- up), and down restores the free text', async () => {
    ensureBuiltServer();
    const meals = t.connection.collection('meals');
    const { insertedId } = await meals.insertOne(legacyMeal('Legacy Egg Wrap', ['Egg', 'gluten', 'saffron']));
    const logs: string[] = [];
    const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
    try {
      const migrator = new Migrator(t.connection.db!, t.connection.getClient());
      expect(await migrator.up()).toContain('20261127030000-allergens-closed-list.cjs');
      expect(await meals.findOne({ _id: insertedId })).toMatchObject({ allergens: ['GLUTEN', 'EGGS'] });
      expect(logs).toContain(`allergens: meals ${insertedId.toString()}: no allergen matches "saffron" (kept in legacyAllergens)`);
      expect(logs.find((l) => l.startsWith('allergens-closed-list:'))).toMatch(/meals 1 of \d+ rewritten \(1 unknown words\)/);
      expect(await migrator.up()).toEqual([]);

      // Down reverts the newest migration first: step back until the allergen one has been reverted.
      expect(await revertThrough(migrator, '20261127030000-allergens-closed-list.cjs')).toContain(
        '20261127030000-allergens-closed-list.cjs',
      );
      expect(await meals.findOne({ _id: insertedId })).toMatchObject({ allergens: ['Egg', 'gluten', 'saffron'] });
      expect(await meals.findOne({ _id: insertedId })).not.toHaveProperty('legacyAllergens');
    } finally {
      spy.mockRestore();
    }
  }, 300_000);
});
