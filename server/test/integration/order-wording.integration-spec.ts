import { Role } from '../../src/common/auth/roles.decorator.js';
import { OrderRepository } from '../../src/modules/orders/orders.repository.js';
import { toOrderRest } from '../../src/modules/orders/order.mappers.js';
import { AR_MEALS, AR_PLANS, AR_PROMOTIONS } from '../../src/seed/seed.data.ar.js';
import { buyPaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, seedDatabase, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * Screens are worded by the client in the reader's language, so the API answers data, not English sentences:
 * the staff order page's notices (kind, amount in fils, document numbers), the app's own refund reasons as
 * codes, the plan's Arabic name as ordered and the lines' Arabic words. Names the catalog has in Arabic
 * (plans, meals) and the cancellation policy come in the request's language.
 */

type Session = CreatedUser & { token: string };

const MY_ORDERS = `{ myOrders { id total invoiceNumber packageInfo { package packageAr days } refunds { id amount reason reasonCode status source creditNoteNumber } } }`;
const ADMIN_ORDER = `query A($id: ID!) { adminOrder(id: $id) {
  order { paymentMode packageInfo { package packageAr days } refunds { id reason reasonCode creditNoteNumber } }
  lines { description descriptionAr quantity }
  notices { kind sentAt invoiceNumber refundId amount creditNoteNumber }
} }`;
const REFUND = `mutation R($input: RefundOrderInput!) { refundOrder(input: $input) { order { id } } }`;
const CANCEL = `mutation C($id: ID!) { cancelMySubscription(subscriptionId: $id) { refund } }`;
const PREVIEW = `query P($id: ID!) { cancellationPreview(subscriptionId: $id) { policy } }`;
const MINE = `{ mySubscription { planName planMeals { mealId mealName } } }`;
const DAY_MENU = `query D($id: ID!, $date: String!) { dayMenu(subscriptionId: $id, date: $date) { entries { meal { name } } alternatives { meals { meal { name } } } } }`;

interface Notice {
  kind: string;
  sentAt: string;
  invoiceNumber: string | null;
  refundId: string | null;
  amount: number | null;
  creditNoteNumber: string | null;
}
interface AdminOrder {
  order: {
    paymentMode: string;
    packageInfo: { package: string; packageAr: string | null; days: string };
    refunds: { id: string; reason: string; reasonCode: string | null; creditNoteNumber: string | null }[];
  };
  lines: { description: string; descriptionAr: string | null; quantity: number }[];
  notices: Notice[];
}
interface MyOrder {
  id: string;
  total: number;
  invoiceNumber: string | null;
  packageInfo: { package: string; packageAr: string | null; days: string };
  refunds: { id: string; amount: number; reason: string; reasonCode: string | null; source: string; creditNoteNumber: string | null }[];
}

let t: TestApp;
let admin: Session;

/** A GraphQL request in `lang` (Accept-Language). */
async function gqlIn<T>(lang: 'en' | 'ar', query: string, variables: Record<string, unknown>, token: string): Promise<GqlBody<T>> {
  const res = await t.http.post('/graphql').set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).send({ query, variables });
  return res.body as GqlBody<T>;
}

async function myOrder(s: Session): Promise<MyOrder> {
  const body = await t.gql<{ myOrders: MyOrder[] }>(MY_ORDERS, {}, s.token);
  expect(body.errors).toBeUndefined();
  return body.data!.myOrders[0]!;
}

async function adminOrder(id: string, lang: 'en' | 'ar' = 'ar'): Promise<AdminOrder> {
  const body = await gqlIn<{ adminOrder: AdminOrder }>(lang, ADMIN_ORDER, { id }, admin.token);
  expect(body.errors).toBeUndefined();
  return body.data!.adminOrder;
}

/** Every string value in `value`, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV });
  await seedDatabase(t);
  admin = await loginAs(t, Role.Admin);
});

afterAll(async () => {
  await t?.close();
});

describe('staff order page data', () => {
  it('answers notices and refunds as data (kind, fils, document numbers, reason codes), the same in both languages', async () => {
    const customer = await loginAs(t, Role.User);
    await buyPaidSubscription(t, customer, { planName: 'Balanced', duration: '1 Month' });
    const order = await myOrder(customer);
    const half = Math.floor(order.total / 2);
    const refunded = await t.gql(REFUND, { input: { orderId: order.id, amount: half, reason: 'Late deliveries' } }, admin.token);
    expect(refunded.errors).toBeUndefined();
    const refund = (await myOrder(customer)).refunds[0]!;

    const ar = await adminOrder(order.id, 'ar');
    expect(ar.notices).toEqual([
      {
        kind: 'Refund',
        sentAt: expect.any(String),
        invoiceNumber: null,
        refundId: refund.id,
        amount: half,
        creditNoteNumber: refund.creditNoteNumber,
      },
      {
        kind: 'OrderConfirmation',
        sentAt: expect.any(String),
        invoiceNumber: order.invoiceNumber,
        refundId: null,
        amount: null,
        creditNoteNumber: null,
      },
    ]);
    expect(refund.creditNoteNumber).toMatch(/^CN-\d{6}$/);
    // Nothing on the page is an English sentence built by the server: the staff-typed reason is data, as typed.
    expect(ar.order.refunds[0]).toMatchObject({ reason: 'Late deliveries', reasonCode: null });
    expect(strings(ar.notices).filter((s) => /\b(Refund|Order confirmation|with)\b/.test(s))).toEqual(['Refund']);
    // The codes the client words: a duration, a payment method.
    expect(ar.order.paymentMode).toBe('card');
    expect(ar.order.packageInfo).toEqual({ package: 'Balanced', packageAr: AR_PLANS.Balanced.name, days: '1 Month' });
    // Lines keep the English of the tax invoice and carry their Arabic words.
    expect(ar.lines.length).toBeGreaterThan(0);
    for (const line of ar.lines) {
      expect(line.descriptionAr).toContain(AR_PLANS.Balanced.name);
      expect(line.descriptionAr).not.toMatch(/[A-Za-z]/);
    }
    expect(await adminOrder(order.id, 'en')).toEqual(ar);

    const old = await t.gql(`query A($id: ID!) { adminOrder(id: $id) { notices { label } } }`, { id: order.id }, admin.token);
    expect(old.errors?.[0]?.message).toMatch(/Cannot query field "label"/);
  });

  it("gives the customer's cancellation its reason code, a PlanCancelled notice and the English reason as stored", async () => {
    const customer = await loginAs(t, Role.User);
    const sub = await buyPaidSubscription(t, customer, { planName: 'Balanced', duration: '1 Month', startInDays: 5 });
    const preview = await gqlIn<{ cancellationPreview: { policy: string } }>('ar', PREVIEW, { id: sub.id }, customer.token);
    expect(preview.data!.cancellationPreview.policy).toBe(
      'تُلغى التوصيلات التي يفصلنا عنها 48 ساعة أو أكثر ويُسترد ثمنها كاملًا، وجبةً وجبة، إلى بطاقتك؛ أما التوصيلات الأقرب من ذلك فيجري تحضيرها وستصل كما هي. بلا رسوم.',
    );
    const english = await gqlIn<{ cancellationPreview: { policy: string } }>('en', PREVIEW, { id: sub.id }, customer.token);
    expect(english.data!.cancellationPreview.policy).toMatch(/^Deliveries at least 48 hours away are cancelled/);

    const cancelled = await gqlIn<{ cancelMySubscription: { refund: number } }>('ar', CANCEL, { id: sub.id }, customer.token);
    expect(cancelled.errors).toBeUndefined();
    const order = await myOrder(customer);
    expect(order.refunds[0]).toMatchObject({
      source: 'Cancellation',
      reason: 'Plan cancelled by the customer',
      reasonCode: 'PlanCancelled',
    });

    const detail = await adminOrder(order.id);
    expect(detail.order.refunds[0]!.reasonCode).toBe('PlanCancelled');
    expect(detail.notices.map((n) => n.kind).sort()).toEqual(['OrderConfirmation', 'PlanCancelled', 'Refund']);
    expect(detail.notices.find((n) => n.kind === 'Refund')).toMatchObject({
      amount: order.total,
      creditNoteNumber: expect.stringMatching(/^CN-/),
    });
  });

  it('keeps the REST order shape of the spec: no GraphQL-only packageAr or reasonCode', async () => {
    const customer = await loginAs(t, Role.User);
    await buyPaidSubscription(t, customer);
    const { id } = await myOrder(customer);
    const stored = await t.app.get(OrderRepository).findById(id);
    const rest = toOrderRest(stored!);
    expect(rest).toMatchObject({ package: 'Balanced', days: '1 Month', paymentMode: 'card' });
    expect(rest).not.toHaveProperty('packageAr');
    expect(rest.refunds.every((r) => !('reasonCode' in r))).toBe(true);
    expect(rest.promotion).toEqual({ name: 'Summer Fit Special', discountPercentage: 15 });
  });

  it("keeps the plan promotion's Arabic name as ordered beside the English, in both languages", async () => {
    const customer = await loginAs(t, Role.User);
    await buyPaidSubscription(t, customer, { planName: 'Balanced' }); // the seeded "Summer Fit Special" runs on it
    const query = '{ myOrders { promotion { name nameAr discountPercentage } } }';
    const expected = { name: 'Summer Fit Special', nameAr: AR_PROMOTIONS['Summer Fit Special']!.name, discountPercentage: 15 };
    for (const lang of ['ar', 'en'] as const) {
      const body = await gqlIn<{ myOrders: { promotion: unknown }[] }>(lang, query, {}, customer.token);
      expect(body.errors).toBeUndefined();
      expect(body.data!.myOrders[0]!.promotion).toEqual(expected);
    }
  });
});

describe('customer screens in the reader language', () => {
  it("names the subscription's plan and meals in Arabic for an Arabic request, in English otherwise", async () => {
    const customer = await loginAs(t, Role.User);
    const sub = await buyPaidSubscription(t, customer, { planName: 'Balanced', duration: '1 Month' });
    const en = await gqlIn<{ mySubscription: { planName: string; planMeals: { mealName: string }[] } }>('en', MINE, {}, customer.token);
    const ar = await gqlIn<{ mySubscription: { planName: string; planMeals: { mealName: string }[] } }>('ar', MINE, {}, customer.token);
    expect(en.data!.mySubscription.planName).toBe('Balanced');
    expect(ar.data!.mySubscription.planName).toBe(AR_PLANS.Balanced.name);
    const englishMeals = en.data!.mySubscription.planMeals.map((m) => m.mealName);
    const arabicMeals = ar.data!.mySubscription.planMeals.map((m) => m.mealName);
    expect(englishMeals.length).toBeGreaterThan(0);
    expect(arabicMeals).toEqual(englishMeals.map((name) => (name in AR_MEALS ? AR_MEALS[name].name : name)));
    expect(arabicMeals.some((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);

    const date = sub.startDate.toISOString().slice(0, 10);
    const day = await gqlIn<{
      dayMenu: { entries: { meal: { name: string } | null }[]; alternatives: { meals: { meal: { name: string } }[] }[] };
    }>('ar', DAY_MENU, { id: sub.id, date }, customer.token);
    expect(day.errors).toBeUndefined();
    const names = [
      ...day.data!.dayMenu.entries.map((e) => e.meal!.name),
      ...day.data!.dayMenu.alternatives.flatMap((a) => a.meals.map((m) => m.meal.name)),
    ];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(Object.values(AR_MEALS).map((m) => m.name)).toContain(name);
  });
});
