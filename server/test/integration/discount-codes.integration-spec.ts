import { DiscountCodeRepository } from '../../src/modules/discount-codes/discount-codes.repository.js';
import { loginAs } from '../factories/users.js';
import { dateInDays, planIdsByName } from '../factories/payments.js';
import { createTestApp, errorCode, seedDatabase, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * Discount codes (spec sections 4, 5, 8) through GraphQL and the REST shim, on the real
 * app and database with the demo seed: FRESH10 and WELCOME15 run, SUMMER20 has expired.
 */

const CHECK = `query Check($input: DiscountCodeCheckInput!) { discountCode(input: $input) { code name percentage } }`;
const QUOTE = `query Quote($input: SelectionInput!) { quote(input: $input) { subtotal vat discount total discountCode { code percentage } promotion { name } orderType } }`;

let t: TestApp;
let plans: Record<string, string>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t);
  plans = await planIdsByName(t);
  const codes = t.app.get(DiscountCodeRepository);
  const now = Date.now();
  await codes.upsertByCode({
    code: 'paused5',
    name: 'Paused',
    percentage: 5,
    startDate: new Date(now - DAY),
    endDate: new Date(now + 30 * DAY),
    active: false,
  });
  await codes.upsertByCode({
    code: 'LATER25',
    name: 'Later',
    percentage: 25,
    startDate: new Date(now + 10 * DAY),
    endDate: new Date(now + 30 * DAY),
    active: true,
  });
});

afterAll(async () => {
  await t?.close();
});

const check = (input: Record<string, unknown>) =>
  t.gql<{ discountCode: { code: string; name: string; percentage: number } }>(CHECK, { input });
const message = (body: GqlBody) => body.errors?.[0]?.message;

describe('discountCode (GraphQL)', () => {
  it('accepts a running code, trimmed and case-insensitively', async () => {
    const body = await check({ code: '  fresh10 ' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.discountCode).toEqual({ code: 'FRESH10', name: 'Fresh Start 10%', percentage: 10 });
    expect((await check({ code: 'Welcome15' })).data!.discountCode.percentage).toBe(15);
  });

  it.each(['', '   ', '\t'])("an empty code (%j) gives 'Please enter a discount code'", async (code) => {
    const body = await check({ code });
    expect(errorCode(body)).toBe('DISCOUNT_CODE_REQUIRED');
    expect(message(body)).toBe('Please enter a discount code');
  });

  it.each([
    ['an unknown', 'NOPE99'],
    ['an expired', 'SUMMER20'],
    ['an inactive', 'PAUSED5'],
    ['a not yet started', 'later25'],
    ['a too long', 'X'.repeat(60)],
  ])("%s code gives 'Invalid discount code'", async (_, code) => {
    const body = await check({ code });
    expect(errorCode(body)).toBe('DISCOUNT_CODE_INVALID');
    expect(message(body)).toBe('Invalid discount code');
  });

  it("the trial (7 Days or the trial plan) and a promoted plan give 'Not applicable for trial or promotional plan.'", async () => {
    for (const input of [
      { code: 'FRESH10', duration: '7 Days' },
      { code: 'FRESH10', planId: plans['7-Day Trial'] },
      { code: 'FRESH10', planId: plans['Balanced'], duration: '1 Month' },
    ]) {
      const body = await check(input);
      expect(errorCode(body)).toBe('DISCOUNT_NOT_APPLICABLE');
      expect(message(body)).toBe('Not applicable for trial or promotional plan.');
    }
  });

  it('applies to a plan without a running promotion', async () => {
    // The seeded promotion of Lean & Low-Carb has expired.
    const body = await check({ code: 'fresh10', planId: plans['Lean & Low-Carb'], duration: '1 Month' });
    expect(body.data!.discountCode.code).toBe('FRESH10');
  });
});

describe('quote with a code', () => {
  const selection = (planName: string, extra: Record<string, unknown> = {}) => ({
    planId: plans[planName],
    duration: '1 Month',
    meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 1 },
    startDate: dateInDays(5),
    ...extra,
  });

  it('takes the code percentage of the subtotal', async () => {
    const body = await t.gql<{
      quote: { subtotal: number; vat: number; discount: number; total: number; discountCode: { code: string }; orderType: string };
    }>(QUOTE, { input: selection('Lean & Low-Carb', { discountCode: ' fresh10 ' }) });
    expect(body.errors).toBeUndefined();
    const q = body.data!.quote;
    expect(q.subtotal).toBe((2_200 + 3_300 + 3_300 + 1_300) * 28);
    expect(q.discount).toBe(Math.round(q.subtotal * 0.1));
    expect(q.total).toBe(q.subtotal + q.vat - q.discount);
    expect(q.discountCode.code).toBe('FRESH10');
    expect(q.orderType).toBe('Monthly');
  });

  it('a blank code means none', async () => {
    const body = await t.gql<{ quote: { discount: number; discountCode: null } }>(QUOTE, {
      input: selection('Lean & Low-Carb', { discountCode: '  ' }),
    });
    expect(body.data!.quote).toMatchObject({ discount: 0, discountCode: null });
  });

  it('refuses codes for the trial and promoted plans, and invalid codes', async () => {
    const trial = await t.gql(QUOTE, { input: selection('7-Day Trial', { duration: '7 Days', discountCode: 'FRESH10' }) });
    expect(message(trial)).toBe('Not applicable for trial or promotional plan.');
    const promoted = await t.gql(QUOTE, { input: selection('Balanced', { discountCode: 'FRESH10' }) });
    expect(message(promoted)).toBe('Not applicable for trial or promotional plan.');
    const expired = await t.gql(QUOTE, { input: selection('Lean & Low-Carb', { discountCode: 'summer20' }) });
    expect(message(expired)).toBe('Invalid discount code');
  });
});

describe('REST /api/promoCodes', () => {
  it('POST applyCode answers the spec shape', async () => {
    const res = await t.http.post('/api/promoCodes/applyCode').send({ code: '  welcome15 ' }).expect(200);
    expect(res.body).toEqual({
      message: 'Discount code applied',
      data: { discount_code: 'WELCOME15', discount_name: 'Welcome 15%', discount_percentage: 15 },
    });
  });

  it('POST applyCode gives the spec messages with a non-200 status: 400 blank or malformed, 404 no such code, 409 not for this plan', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ code: '   ' }, 400, 'Please enter a discount code'],
      [{ code: 'FRESH10', days: null }, 400, 'days must be text'],
      [{ code: 'FRESH10', planId: null }, 400, 'planId must be text'],
      [{ code: 'bogus' }, 404, 'Invalid discount code'],
      [{ code: 'SUMMER20' }, 404, 'Invalid discount code'],
      [{ code: 'FRESH10', days: '7 Days' }, 409, 'Not applicable for trial or promotional plan.'],
      [{ code: 'FRESH10', planId: plans['Balanced'], days: '1 Month' }, 409, 'Not applicable for trial or promotional plan.'],
    ];
    for (const [body, status, text] of cases) {
      const res = await t.http.post('/api/promoCodes/applyCode').send(body);
      expect([res.status, res.body.message]).toEqual([status, text]);
    }
  });

  it('GET details/{code} returns the code, case-insensitively', async () => {
    const res = await t.http.get('/api/promoCodes/details/fresh10').expect(200);
    expect(res.body).toEqual({ data: { discount_code: 'FRESH10', discount_name: 'Fresh Start 10%', discount_percentage: 10 } });
  });

  it('GET details/{code} refuses expired, inactive and blank codes', async () => {
    expect((await t.http.get('/api/promoCodes/details/SUMMER20').expect(404)).body.message).toBe('Invalid discount code');
    expect((await t.http.get('/api/promoCodes/details/paused5').expect(404)).body.message).toBe('Invalid discount code');
    expect((await t.http.get('/api/promoCodes/details/%20%20').expect(400)).body.message).toBe('Please enter a discount code');
  });
});

describe('storage', () => {
  it('codes are stored upper-case, one per code, and the seed is idempotent', async () => {
    await seedDatabase(t);
    await t.app.get(DiscountCodeRepository).upsertByCode({
      code: ' fresh10 ',
      name: 'Fresh Start 10%',
      percentage: 10,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + 365 * DAY),
      active: true,
    });
    const codes = await t.connection
      .collection('discountcodes')
      .find({}, { projection: { code: 1 } })
      .toArray();
    expect(codes.map((c) => c.code).sort()).toEqual(['FRESH10', 'LATER25', 'PAUSED5', 'SUMMER20', 'WELCOME15']);
  });

  it('a second document with the same code is refused by the unique index', async () => {
    const coll = t.connection.collection('discountcodes');
    await expect(
      coll.insertOne({ code: 'FRESH10', name: 'dup', percentage: 1, startDate: new Date(), endDate: new Date(), active: true }),
    ).rejects.toMatchObject({ code: 11000 });
  });
});

describe('staff lists', () => {
  const LIST = 'query($expired: Boolean) { discountCodes(expired: $expired, limit: 50) { data { code active } } }';

  it('lists a switched-off code with the expired ones, never under the active list', async () => {
    const { token } = await loginAs(t, 'admin');
    const active = await t.gql<{ discountCodes: { data: { code: string; active: boolean }[] } }>(LIST, { expired: false }, token);
    const others = await t.gql<{ discountCodes: { data: { code: string; active: boolean }[] } }>(LIST, { expired: true }, token);
    expect(active.errors).toBeUndefined();
    const activeCodes = active.data!.discountCodes.data.map((c) => c.code);
    const otherCodes = others.data!.discountCodes.data.map((c) => c.code);
    expect(activeCodes).toEqual(expect.arrayContaining(['FRESH10', 'WELCOME15']));
    expect(activeCodes).not.toContain('PAUSED5');
    expect(active.data!.discountCodes.data.every((c) => c.active)).toBe(true);
    expect(otherCodes).toEqual(expect.arrayContaining(['PAUSED5', 'SUMMER20']));
  });
});
