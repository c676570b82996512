import { Types } from 'mongoose';
import { CatalogCache } from '../../src/common/catalog-cache/catalog-cache.js';
import { Clock } from '../../src/common/clock.js';
import { DiscountCodeRepository } from '../../src/modules/discount-codes/discount-codes.repository.js';
import { PlanRepository } from '../../src/modules/plans/plans.repository.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs } from '../factories/users.js';
import { planIdsByName } from '../factories/payments.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * Validity days are Dubai days (docs/decisions.md "Validity days are Dubai days"): a promotion or a
 * discount code whose first day is 27 November (stored, as the staff forms send it, 2026-11-27T00:00Z to
 * 2026-11-30T23:59:59.999Z) runs from midnight in Dubai (20:00 UTC the day before) to the last day's
 * midnight in Dubai, not from and to 04:00 Dubai time.
 */

const PROMOTIONS = `{ activePromotions { name } }`;
const CHECK = `query Check($input: DiscountCodeCheckInput!) { discountCode(input: $input) { code } }`;
const EXPIRED_CODES = `{ discountCodes(expired: true, limit: 50) { data { code } } }`;

let t: TestApp;
let clock: Clock;
let realNow: () => Date;

/** Dubai wall-clock time `hh:mm` on `day` (YYYY-MM-DD), as the instant (Dubai is UTC+4). */
const dubai = (day: string, hhmm: string) => new Date(new Date(`${day}T${hhmm}:00.000Z`).getTime() - 4 * 3_600_000);
/** Moves the app's clock; the public answers cached for a few seconds are dropped, as if that time had passed. */
const at = (instant: Date) => {
  clock.now = () => instant;
  t.app.get(CatalogCache).clear();
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t);
  clock = t.app.get(Clock);
  realNow = clock.now.bind(clock);
  const plans = await planIdsByName(t);
  await t.app.get(PlanRepository).upsertPromotionByName({
    name: 'Dubai Days',
    plan: new Types.ObjectId(Object.values(plans)[0]),
    discountPercentage: 10,
    discountedPrice: 100,
    startDate: new Date('2026-11-27T00:00:00.000Z'),
    endDate: new Date('2026-11-30T23:59:59.999Z'),
  });
  await t.app.get(DiscountCodeRepository).upsertByCode({
    code: 'DUBAIDAY',
    name: 'Dubai day',
    percentage: 10,
    startDate: new Date('2026-11-27T00:00:00.000Z'),
    endDate: new Date('2026-11-30T23:59:59.999Z'),
    active: true,
  });
});

afterEach(() => {
  clock.now = realNow;
});

afterAll(async () => {
  await t?.close();
});

const running = async () => (await t.gql<{ activePromotions: { name: string }[] }>(PROMOTIONS)).data!.activePromotions.map((p) => p.name);
const codeAccepted = async () => errorCode(await t.gql(CHECK, { input: { code: 'dubaiday' } })) === undefined;

describe('validity days in Dubai time', () => {
  it('a promotion and a code starting "today" run at 02:50 Dubai time, not only from 04:00', async () => {
    at(dubai('2026-11-26', '23:59'));
    expect(await running()).not.toContain('Dubai Days');
    expect(await codeAccepted()).toBe(false);

    at(dubai('2026-11-27', '02:50'));
    expect(await running()).toContain('Dubai Days');
    expect(await codeAccepted()).toBe(true);
  });

  it('they end at midnight in Dubai after their last day, and the staff list then shows the code as ended', async () => {
    at(dubai('2026-11-30', '23:59'));
    expect(await running()).toContain('Dubai Days');
    expect(await codeAccepted()).toBe(true);

    at(dubai('2026-12-01', '00:30'));
    expect(await running()).not.toContain('Dubai Days');
    expect(await codeAccepted()).toBe(false);
    const admin = await loginAs(t, Role.Admin);
    const body = await t.gql<{ discountCodes: { data: { code: string }[] } }>(EXPIRED_CODES, {}, admin.token);
    expect(body.data!.discountCodes.data.map((c) => c.code)).toContain('DUBAIDAY');
  });
});
