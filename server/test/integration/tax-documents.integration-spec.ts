import { Role } from '../../src/common/auth/roles.decorator.js';
import { buyPaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs } from '../factories/users.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';
import { binaryBody, pdfText } from '../setup/pdf.js';

/**
 * The tax invoice and its credit notes reconcile to the fils under both VAT bases (`VAT_BASE`):
 * the spec's formula (5% of the pre-discount subtotal) and the discounted price. Bought with FRESH10,
 * refunded in three parts; each credit note's VAT is read from its PDF, and they add up to the
 * invoice's VAT, each one's net + VAT being its refund.
 */

const ORDER = '{ myOrders { id total subtotal vat discount refunds { id amount status } } }';
const REFUND = 'mutation R($input: RefundOrderInput!) { refundOrder(input: $input) { order { id } } }';

interface OrderRow {
  id: string;
  total: number;
  subtotal: number;
  vat: number;
  discount: number;
  refunds: { id: string; amount: number; status: string }[];
}

/** The AED amounts printed in a document, in fils, in the order they appear. */
function amountsOf(text: string): number[] {
  return [...text.matchAll(/AED ([\d,]+\.\d{2})/g)].map((m) => Math.round(Number(m[1]!.replace(/,/g, '')) * 100));
}

describe.each([
  ['subtotal', (o: OrderRow) => Math.floor((o.subtotal * 5 + 50) / 100)],
  ['discounted', (o: OrderRow) => Math.floor(((o.subtotal - o.discount) * 5 + 50) / 100)],
] as const)('VAT_BASE=%s', (base, expectedVat) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...STRIPE_TEST_ENV, VAT_BASE: base });
    await seedDatabase(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('charges VAT on its base, and three credit notes return exactly the invoice VAT, each net + VAT = its refund', async () => {
    const customer = await loginAs(t, Role.User);
    const admin = await loginAs(t, Role.Admin);
    await buyPaidSubscription(t, customer, { planName: 'Lean & Low-Carb', discountCode: 'FRESH10' });
    const order = (await t.gql<{ myOrders: OrderRow[] }>(ORDER, {}, customer.token)).data!.myOrders[0]!;
    expect(order.discount).toBeGreaterThan(0);
    expect(order.vat).toBe(expectedVat(order));
    expect(order.total).toBe(order.subtotal + order.vat - order.discount);

    const invoice = await t.http
      .get(`/api/orders/${order.id}/invoice.pdf`)
      .set('Authorization', `Bearer ${customer.token}`)
      .buffer(true)
      .parse(binaryBody);
    expect(invoice.status).toBe(200);
    const invoiceText = await pdfText(invoice.body as Buffer);
    expect(amountsOf(invoiceText)).toEqual(expect.arrayContaining([order.vat, order.total]));

    const third = Math.floor(order.total / 3);
    for (const amount of [third, third, order.total - 2 * third]) {
      const res = await t.gql(REFUND, { input: { orderId: order.id, amount, reason: 'Reconciliation' } }, admin.token);
      expect(res.errors).toBeUndefined();
    }
    const refunded = (await t.gql<{ myOrders: OrderRow[] }>(ORDER, {}, customer.token)).data!.myOrders[0]!;
    expect(refunded.refunds.map((r) => r.status)).toEqual(['Succeeded', 'Succeeded', 'Succeeded']);

    let vatReturned = 0;
    for (const refund of refunded.refunds) {
      const res = await t.http
        .get(`/api/orders/${order.id}/credit-notes/${refund.id}.pdf`)
        .set('Authorization', `Bearer ${customer.token}`)
        .buffer(true)
        .parse(binaryBody);
      expect(res.status).toBe(200);
      const text = await pdfText(res.body as Buffer);
      // The credit note closes with its net, its VAT and its total (the refund).
      const [net, vat, total] = amountsOf(text).slice(-3);
      expect(total).toBe(refund.amount);
      expect(net! + vat!).toBe(refund.amount);
      vatReturned += vat!;
    }
    expect(vatReturned).toBe(order.vat);
  });
});
