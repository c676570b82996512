import { Role } from '../../src/common/auth/roles.decorator.js';
import { buyPaidSubscription, type BuyOptions } from '../factories/paid-subscription.js';
import { dateInDays, planIdsByName, STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs } from '../factories/users.js';
import { binaryBody, pdfText } from '../setup/pdf.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * VAT on what is paid, the default `VAT_BASE` (UAE Federal Decree-Law 8/2017 art. 39): a discounted
 * order's quote, the order, its tax invoice, the CSV export and its credit notes (a partial refund, and
 * a refund of the whole order in one go) all carry VAT = 5% of the taxable amount (the price after the
 * discount), rounded half up to the fils, and reconcile. An order sold earlier under the spec's base
 * keeps the figures it was invoiced with.
 */

const QUOTE = `query Q($input: SelectionInput!) { quote(input: $input) {
  subtotal discount taxableAmount vat total subtotalInclVat discountInclVat lines { amount amountInclVat } } }`;
const ORDERS = '{ myOrders { id orderNumber subtotal discount vat total refunds { id amount status } } }';
const REFUND = 'mutation R($input: RefundOrderInput!) { refundOrder(input: $input) { order { id } } }';

interface OrderRow {
  id: string;
  orderNumber: string;
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  refunds: { id: string; amount: number; status: string }[];
}
type Customer = Awaited<ReturnType<typeof loginAs>>;

/** 5% of `fils`, rounded half up to the fils, written out here rather than taken from the code under test. */
const fivePercent = (fils: number) => Math.floor((fils * 5) / 100 + 0.5);

/** The AED amounts printed in a document, in fils, in the order they appear (a printed "-AED" counts as its amount). */
function amountsOf(text: string): number[] {
  return [...text.matchAll(/AED ([\d,]+\.\d{2})/g)].map((m) => Math.round(Number(m[1]!.replace(/,/g, '')) * 100));
}

/** Lean & Low-Carb, all four meals for a month, with FRESH10. */
const DISCOUNTED: BuyOptions = {
  planName: 'Lean & Low-Carb',
  duration: '1 Month',
  meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 1 },
  discountCode: 'FRESH10',
};

let t: TestApp;
let admin: Customer;

beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV });
  await seedDatabase(t);
  admin = await loginAs(t, Role.Admin);
});
afterAll(async () => {
  await t?.close();
});

async function myOrder(app: TestApp, c: Customer): Promise<OrderRow> {
  const body = await app.gql<{ myOrders: OrderRow[] }>(ORDERS, {}, c.token);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.myOrders[0]!;
}

async function pdf(path: string, token: string): Promise<string> {
  const res = await t.http.get(path).set('Authorization', `Bearer ${token}`).buffer(true).parse(binaryBody);
  expect(res.status).toBe(200);
  return pdfText(res.body as Buffer);
}

/** The order's CSV export row as header name -> cell. */
async function csvRow(orderNumber: string): Promise<Record<string, string>> {
  const res = await t.http
    .get('/api/orders/export.csv')
    .query({ search: orderNumber })
    .set('Authorization', `Bearer ${admin.token}`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
    });
  const [header, ...rows] = (res.body as string)
    .replace('\uFEFF', '')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split(','));
  const row = rows.find((r) => r[0] === orderNumber)!;
  return Object.fromEntries(header!.map((h, i) => [h, row[i]!]));
}

async function refund(order: OrderRow, amount: number): Promise<void> {
  const res = await t.gql(REFUND, { input: { orderId: order.id, amount, reason: 'Reconciliation' } }, admin.token);
  expect(res.errors).toBeUndefined();
}

/** A credit note's closing figures: its net (the taxable amount credited), its VAT and its total. */
async function creditNote(c: Customer, order: OrderRow, refundId: string): Promise<{ net: number; vat: number; total: number }> {
  const text = await pdf(`/api/orders/${order.id}/credit-notes/${refundId}.pdf`, c.token);
  expect(text).toContain('VAT 5%');
  const [net, vat, total] = amountsOf(text).slice(-3);
  return { net: net!, vat: vat!, total: total! };
}

describe('VAT on the discounted price (the default)', () => {
  it('the quote, the order, the invoice and the CSV carry 5% of the taxable amount, and reconcile to the fils', async () => {
    const customer = await loginAs(t, Role.User);
    const plans = await planIdsByName(t);
    const input = {
      planId: plans['Lean & Low-Carb'],
      duration: '1 Month',
      meals: DISCOUNTED.meals,
      startDate: dateInDays(5),
      discountCode: 'FRESH10',
    };
    const q = (
      await t.gql<{ quote: Record<string, number> & { lines: { amount: number; amountInclVat: number }[] } }>(
        QUOTE,
        { input },
        customer.token,
      )
    ).data!.quote;
    expect(q.discount).toBeGreaterThan(0);
    expect(q.taxableAmount).toBe(q.subtotal - q.discount);
    expect(q.vat).toBe(fivePercent(q.taxableAmount!));
    expect(q.total).toBe(q.taxableAmount! + q.vat!);
    // As the customer reads it: the VAT-inclusive package price less the VAT-inclusive saving is the total.
    expect(q.subtotalInclVat).toBe(q.subtotal! + fivePercent(q.subtotal!));
    expect(q.subtotalInclVat! - q.discountInclVat!).toBe(q.total);
    expect(q.lines.reduce((s, l) => s + l.amountInclVat, 0)).toBe(q.subtotalInclVat);

    await buyPaidSubscription(t, customer, DISCOUNTED);
    const order = await myOrder(t, customer);
    expect({ subtotal: order.subtotal, discount: order.discount, vat: order.vat, total: order.total }).toEqual({
      subtotal: q.subtotal,
      discount: q.discount,
      vat: q.vat,
      total: q.total,
    });

    const invoice = await pdf(`/api/orders/${order.id}/invoice.pdf`, customer.token);
    expect(invoice).toContain('Taxable amount');
    // The totals block, in order: subtotal, discount, taxable amount, VAT 5%, total.
    expect(amountsOf(invoice).slice(-5)).toEqual([order.subtotal, order.discount, order.subtotal - order.discount, order.vat, order.total]);

    const row = await csvRow(order.orderNumber);
    const fils = (k: string) => Math.round(Number(row[k]) * 100);
    expect([fils('subtotalAed'), fils('discountAed'), fils('taxableAed'), fils('vatAed'), fils('totalAed')]).toEqual([
      order.subtotal,
      order.discount,
      order.subtotal - order.discount,
      order.vat,
      order.total,
    ]);
  });

  it('a partial refund credits VAT of 5% on its taxable part, and the rest returns exactly the invoice VAT', async () => {
    const customer = await loginAs(t, Role.User);
    await buyPaidSubscription(t, customer, DISCOUNTED);
    const order = await myOrder(t, customer);
    const partial = 10_500; // AED 105.00: 100.00 taxable and 5.00 VAT
    await refund(order, partial);
    await refund(order, order.total - partial);
    const refunds = (await myOrder(t, customer)).refunds;
    expect(refunds.map((r) => r.status)).toEqual(['Succeeded', 'Succeeded']);
    const [partialRefund, restRefund] = [...refunds].sort((a, b) => a.amount - b.amount);

    const first = await creditNote(customer, order, partialRefund!.id);
    expect(first).toEqual({ net: 10_000, vat: 500, total: partial });
    expect(first.vat).toBe(fivePercent(first.net));
    const rest = await creditNote(customer, order, restRefund!.id);
    expect(rest.total).toBe(order.total - partial);
    expect(rest.net + rest.vat).toBe(rest.total);
    expect(first.vat + rest.vat).toBe(order.vat);
    expect(first.net + rest.net).toBe(order.subtotal - order.discount);
  });

  it('a refund of the whole order credits its taxable amount and its VAT, 5% of it', async () => {
    const customer = await loginAs(t, Role.User);
    await buyPaidSubscription(t, customer, DISCOUNTED);
    const order = await myOrder(t, customer);
    await refund(order, order.total);
    const [full] = (await myOrder(t, customer)).refunds;
    const note = await creditNote(customer, order, full!.id);
    expect(note).toEqual({ net: order.subtotal - order.discount, vat: order.vat, total: order.total });
    expect(note.vat).toBe(fivePercent(note.net));
  });
});

describe('an order sold under the spec base (VAT_BASE=subtotal) before the default changed', () => {
  it('keeps the figures it was invoiced with: the invoice, the CSV and its credit note read them as stored', async () => {
    // The same database, served by an instance still set to the spec's base (as before the default changed),
    // then read and refunded through the default one. (Instances in one process share the connection, so
    // the old one is closed last, as createTwoInstances does.)
    const old = await createTestApp({ ...STRIPE_TEST_ENV, VAT_BASE: 'subtotal', MONGODB_URI: t.uri, JWT_SECRET: t.cfg.JWT_SECRET });
    try {
      await oldOrderKeepsItsFigures(old);
    } finally {
      await old.close();
    }
  });
});

/** Buys a FRESH10 order through `old` (VAT on the subtotal), then reads and refunds it through the default instance. */
async function oldOrderKeepsItsFigures(old: TestApp): Promise<void> {
  const customer = await loginAs(old, Role.User);
  await buyPaidSubscription(old, customer, DISCOUNTED);
  const order = await myOrder(t, customer);
  expect(order.discount).toBeGreaterThan(0);
  expect(order.vat).toBe(fivePercent(order.subtotal));
  expect(order.vat).not.toBe(fivePercent(order.subtotal - order.discount));
  expect(order.total).toBe(order.subtotal + order.vat - order.discount);

  const invoice = await pdf(`/api/orders/${order.id}/invoice.pdf`, customer.token);
  expect(invoice).toContain('Total excluding VAT');
  expect(invoice).not.toContain('Taxable amount');
  expect(amountsOf(invoice).slice(-4)).toEqual([order.subtotal, order.vat, order.discount, order.total]);
  const row = await csvRow(order.orderNumber);
  expect(Math.round(Number(row['taxableAed']) * 100)).toBe(order.subtotal);
  expect(Math.round(Number(row['vatAed']) * 100)).toBe(order.vat);

  await refund(order, order.total);
  const [full] = (await myOrder(t, customer)).refunds;
  // The credit note reverses the VAT the invoice charged.
  expect(await creditNote(customer, order, full!.id)).toEqual({ net: order.total - order.vat, vat: order.vat, total: order.total });
}
