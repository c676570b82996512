import { Types } from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { dateInDays, planIdsByName, postWebhook, STRIPE_TEST_ENV, succeededEvent, uniqueStripeId } from '../factories/payments.js';
import { loginAs } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';
import { binaryBody, pdfText } from '../setup/pdf.js';

/**
 * VAT-inclusive plan prices (`priceInclVat`, `promotion.discountedPriceInclVat`) are what checkout charges
 * for the full package under either VAT base; a corporate buyer's TRN given at checkout is stored with the
 * order and printed on its tax invoice and credit notes; a malformed TRN is refused before anything is written.
 */

const PLANS = '{ plans { id name price priceInclVat isTrial promotion { discountedPrice discountedPriceInclVat } } }';
const QUOTE = 'query Q($input: SelectionInput!) { quote(input: $input) { subtotal vat discount total } }';
const START = `mutation Start($input: SelectionInput!, $buyerTrn: String) {
  startCheckout(input: $input, buyerTrn: $buyerTrn) { id buyerTrn quote { total } }
}`;
const ORDERS = '{ myOrders { id total refunds { id status } } }';
const REFUND = 'mutation R($input: RefundOrderInput!) { refundOrder(input: $input) { order { id } } }';

interface PlanRow {
  id: string;
  name: string;
  price: number;
  priceInclVat: number;
  isTrial: boolean;
  promotion: { discountedPrice: number; discountedPriceInclVat: number } | null;
}

/** The whole package a monthly plan card prices: all four meals a day for '1 Month' (the trial: its own). */
const fullPackage = (p: PlanRow) => ({
  planId: p.id,
  duration: p.isTrial ? '7 Days' : '1 Month',
  meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 1 },
  startDate: dateInDays(5),
});

describe.each(['subtotal', 'discounted'] as const)('plan prices with VAT (VAT_BASE=%s)', (base) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VAT_BASE: base });
    await seedDatabase(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives every plan's VAT-inclusive price, and its promotion's, as exactly the total checkout charges", async () => {
    const plans = (await t.gql<{ plans: PlanRow[] }>(PLANS)).data!.plans;
    expect(plans.length).toBeGreaterThan(1);
    expect(plans.some((p) => p.promotion)).toBe(true);
    for (const plan of plans) {
      const quote = (
        await t.gql<{ quote: { subtotal: number; vat: number; discount: number; total: number } }>(QUOTE, { input: fullPackage(plan) })
      ).data!.quote;
      expect(quote.subtotal).toBe(plan.price);
      const shown = plan.promotion ? plan.promotion.discountedPriceInclVat : plan.priceInclVat;
      expect({ plan: plan.name, shown }).toEqual({ plan: plan.name, shown: quote.total });
      expect(plan.priceInclVat).toBe(plan.price + Math.floor((plan.price * 5 + 50) / 100));
      if (plan.promotion) expect(plan.promotion.discountedPrice).toBe(plan.price - quote.discount);
    }
    // The seeded Lean & Low-Carb plan: AED 2,828.00 net, AED 2,969.40 with VAT.
    expect(plans.find((p) => p.name === 'Lean & Low-Carb')).toMatchObject({ price: 282_800, priceInclVat: 296_940 });
  });
});

describe("the buyer's TRN at checkout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(STRIPE_TEST_ENV);
    await seedDatabase(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const checkouts = () => t.connection.collection('checkouts');

  it('is stored with the order and printed on its tax invoice and credit note', async () => {
    const customer = await loginAs(t, Role.User);
    const admin = await loginAs(t, Role.Admin);
    const plans = await planIdsByName(t);
    const input = { planId: plans['Balanced'], duration: '1 Month', meals: { lunch: 1, dinner: 1 }, startDate: dateInDays(5) };
    const started = await t.gql<{ startCheckout: { id: string; buyerTrn: string | null; quote: { total: number } } }>(
      START,
      { input, buyerTrn: ' 100987654300003 ' },
      customer.token,
    );
    expect(started.errors).toBeUndefined();
    const checkout = started.data!.startCheckout;
    expect(checkout.buyerTrn).toBe('100987654300003');

    const paid = await postWebhook(
      t,
      succeededEvent({
        id: uniqueStripeId('pi'),
        amount: checkout.quote.total,
        metadata: { userId: customer.id, checkoutId: checkout.id, total: String(checkout.quote.total) },
      }),
    );
    expect(paid.status).toBe(200);
    const order = (await t.gql<{ myOrders: { id: string; total: number }[] }>(ORDERS, {}, customer.token)).data!.myOrders[0]!;
    const stored = await t.connection.collection('orders').findOne({ _id: new Types.ObjectId(order.id) }, { projection: { buyerTrn: 1 } });
    expect(stored?.buyerTrn).toBe('100987654300003');

    const download = (path: string) => t.http.get(path).set('Authorization', `Bearer ${customer.token}`).buffer(true).parse(binaryBody);
    const invoice = await download(`/api/orders/${order.id}/invoice.pdf`);
    expect(invoice.status).toBe(200);
    const invoiceText = await pdfText(invoice.body as Buffer);
    expect(invoiceText).toContain('TRN: 100987654300003');
    // Amounts are grouped by thousands on the document.
    expect(invoiceText).toMatch(/AED \d,\d{3}\.\d{2}/);

    const refunded = await t.gql(REFUND, { input: { orderId: order.id, amount: 10_000, reason: 'Late delivery' } }, admin.token);
    expect(refunded.errors).toBeUndefined();
    const refund = (await t.gql<{ myOrders: { refunds: { id: string }[] }[] }>(ORDERS, {}, customer.token)).data!.myOrders[0]!.refunds[0]!;
    const note = await download(`/api/orders/${order.id}/credit-notes/${refund.id}.pdf`);
    expect(note.status).toBe(200);
    expect(await pdfText(note.body as Buffer)).toContain('TRN: 100987654300003');
  });

  it('is optional: none, null or blank stores none', async () => {
    const customer = await loginAs(t, Role.User);
    const plans = await planIdsByName(t);
    const input = { planId: plans['Balanced'], duration: '1 Month', meals: { lunch: 1 }, startDate: dateInDays(5) };
    for (const buyerTrn of [undefined, null, '   ']) {
      const res = await t.gql<{ startCheckout: { buyerTrn: string | null } }>(START, { input, buyerTrn }, customer.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.startCheckout.buyerTrn).toBeNull();
    }
  });

  it.each(['12345', '1009876543000031', '10098765430000A', '100-987-654-300'])(
    'refuses %p with 400 "A TRN is 15 digits." (English and Arabic) and writes nothing',
    async (bad) => {
      const customer = await loginAs(t, Role.User);
      const plans = await planIdsByName(t);
      const input = { planId: plans['Balanced'], duration: '1 Month', meals: { lunch: 1 }, startDate: dateInDays(5) };
      const first = await t.gql<{ startCheckout: { id: string } }>(START, { input }, customer.token);
      const before = await checkouts().countDocuments();

      const res = await t.gql(START, { input, buyerTrn: bad }, customer.token);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
      expect(res.errors![0]!.extensions!.status).toBe(400);
      expect(res.errors![0]!.message).toBe('A TRN is 15 digits.');
      expect(res.errors![0]!.extensions!.fields).toEqual({ buyerTrn: 'A TRN is 15 digits.' });
      expect(await checkouts().countDocuments()).toBe(before);
      // The open checkout was not replaced.
      const open = await checkouts().findOne({ _id: new Types.ObjectId(first.data!.startCheckout.id) });
      expect(open?.status).toBe('Open');

      const ar = await t.http
        .post('/graphql')
        .set('Authorization', `Bearer ${customer.token}`)
        .set('Accept-Language', 'ar')
        .send({ query: START, variables: { input, buyerTrn: bad } });
      expect(ar.body.errors[0].message).toBe('يتكوّن رقم التسجيل الضريبي من 15 رقمًا.');
    },
  );
});
