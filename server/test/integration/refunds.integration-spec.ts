import { Role } from '../../src/common/auth/roles.decorator.js';
import { formatAed } from '../../src/common/format/money.js';
import { InvoicesService } from '../../src/modules/invoices/invoices.service.js';
import { TaxDocumentKind } from '../../src/modules/invoices/tax-document.schema.js';
import { buyPaidSubscription } from '../factories/paid-subscription.js';
import { postWebhook, STRIPE_TEST_ENV, uniqueStripeId } from '../factories/payments.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTwoInstances, errorCode, seedDatabase, type TestApp, type TwoInstances } from '../setup/test-app.js';
import { binaryBody, pdfText } from '../setup/pdf.js';

/**
 * Staff refunds through Stripe (stripe-mock), refund webhooks, the order statuses they give, the
 * amount-paid ceiling under 10 parallel requests (split between two app instances on one database), tax invoices and credit notes (numbers, downloads,
 * e-mail attachments), and the customer's cancellation with its preview and refund.
 */

type Session = CreatedUser & { token: string };

const ORDER_FIELDS =
  'id orderNumber status total refundedAmount refundable invoiceNumber refunds { id amount reason status source creditNoteNumber }';
const MY_ORDERS = `{ myOrders { ${ORDER_FIELDS} } }`;
const ADMIN_ORDER = `query A($id: ID!) { adminOrder(id: $id) { order { ${ORDER_FIELDS} } customer { fullName email address } lines { description quantity unitPrice amount } deliveries { status pending cancelled } } }`;
const REFUND = `mutation R($input: RefundOrderInput!) { refundOrder(input: $input) { order { ${ORDER_FIELDS} } deliveries { status pending cancelled } } }`;
const MINE = `{ mySubscription { id status } }`;
const PREVIEW = `query P($id: ID!) { cancellationPreview(subscriptionId: $id) { subscriptionId cancelledDays cancelledMeals keptMeals lastDelivery refund policy } }`;
const CANCEL = `mutation C($id: ID!) { cancelMySubscription(subscriptionId: $id) { cancelledDays cancelledMeals refund } }`;

interface OrderRow {
  id: string;
  orderNumber: string;
  status: string;
  total: number;
  refundedAmount: number;
  refundable: number;
  invoiceNumber: string | null;
  refunds: { id: string; amount: number; reason: string; status: string; source: string; creditNoteNumber: string | null }[];
}

let instances: TwoInstances;
/** Requests alternate between two app instances on one database (stateless instances). */
let t: TestApp;
let admin: Session;
let superAdmin: Session;

const download = (path: string, token?: string) => {
  const req = t.http.get(path).buffer(true).parse(binaryBody);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
async function outbox(to: string) {
  return (await t.http.get('/api/dev/outbox').query({ to })).body.data as {
    subject: string;
    text: string;
    html: string;
    meta: { kind: string };
    attachments: { filename: string; contentType: string; size: number; contentBase64: string }[];
  }[];
}
async function myOrder(s: Session): Promise<OrderRow> {
  const body = await t.gql<{ myOrders: OrderRow[] }>(MY_ORDERS, {}, s.token);
  expect(body.errors).toBeUndefined();
  return body.data!.myOrders[0]!;
}
async function customerWithOrder(options = {}): Promise<{ customer: Session; order: OrderRow; subscriptionId: string }> {
  const customer = await loginAs(t, Role.User, { fullName: 'Aisha Khan' });
  const sub = await buyPaidSubscription(t, customer, options);
  return { customer, order: await myOrder(customer), subscriptionId: sub.id };
}

beforeAll(async () => {
  instances = await createTwoInstances({ ...STRIPE_TEST_ENV, SCHEDULED_JOBS: 'false' });
  t = instances.alternating;
  await seedDatabase(instances.a);
  admin = await loginAs(t, Role.Admin);
  superAdmin = await loginAs(t, Role.SuperAdmin);
});

afterAll(async () => {
  await instances?.close();
});

describe('tax invoice', () => {
  it('is issued with the order, attached to the confirmation e-mail, and downloadable by the owner and staff only', async () => {
    const { customer, order } = await customerWithOrder();
    expect(order.invoiceNumber).toMatch(/^INV-\d{6}$/);

    const mails = (await outbox(customer.email)).filter((m) => m.meta?.kind === 'orderConfirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(order.orderNumber);
    expect(mails[0]!.html).toContain(order.orderNumber);
    expect(mails[0]!.attachments).toEqual([
      expect.objectContaining({ filename: `${order.invoiceNumber}.pdf`, contentType: 'application/pdf' }),
    ]);
    const attached = await pdfText(Buffer.from(mails[0]!.attachments[0]!.contentBase64, 'base64'));
    expect(attached).toContain('Tax Invoice');

    const res = await download(`/api/orders/${order.id}/invoice.pdf`, customer.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body);
    const detail = (
      await t.gql<{ adminOrder: { lines: { description: string; quantity: number; unitPrice: number; amount: number }[] } }>(
        ADMIN_ORDER,
        { id: order.id },
        admin.token,
      )
    ).data!.adminOrder;
    for (const want of [
      'Tax Invoice',
      t.cfg.SUPPLIER_NAME,
      t.cfg.SUPPLIER_ADDRESS,
      `TRN: ${t.cfg.SUPPLIER_TRN}`,
      order.invoiceNumber!,
      order.orderNumber,
      'Date of issue',
      'Date of supply',
      'Aisha Khan',
      'Dubai Marina',
      '5%',
      formatAed(order.total),
    ]) {
      expect(text).toContain(want);
    }
    // A discounted invoice has more columns, so a long description wraps onto a second line.
    const oneLine = text.replace(/\s+/g, ' ');
    for (const l of detail.lines) {
      expect(l.quantity * l.unitPrice).toBe(l.amount);
      expect(oneLine).toContain(l.description);
    }

    expect((await download(`/api/orders/${order.id}/invoice.pdf`, admin.token)).status).toBe(200);
    const stranger = await loginAs(t, Role.User);
    expect((await download(`/api/orders/${order.id}/invoice.pdf`, stranger.token)).status).toBe(404);
    expect((await download(`/api/orders/${order.id}/invoice.pdf`)).status).toBe(401);
  });

  it('numbers invoices 1, 2, 3 ... without a gap, also when issued in parallel', async () => {
    const invoices = t.app.get(InvoicesService);
    await Promise.all(Array.from({ length: 8 }, (_, i) => invoices.issueInvoice(`parallel-${i}`)));
    await Promise.all(Array.from({ length: 4 }, () => invoices.issueInvoice('parallel-0'))); // same order again: same number
    const numbers = await invoices.numbers(TaxDocumentKind.Invoice);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('refundOrder', () => {
  it('refunds half through Stripe: PartiallyRefunded, a credit note the customer sees and downloads, and an e-mail with it', async () => {
    const { customer, order } = await customerWithOrder();
    const half = Math.floor(order.total / 2);
    const body = await t.gql<{ refundOrder: { order: OrderRow; deliveries: { status: string } } }>(
      REFUND,
      { input: { orderId: order.id, amount: half, reason: 'Late deliveries' } },
      admin.token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.refundOrder.order).toMatchObject({
      status: 'PartiallyRefunded',
      refundedAmount: half,
      refundable: order.total - half,
    });
    expect(body.data!.refundOrder.deliveries.status).toBe('Active');

    const mine = await myOrder(customer);
    expect(mine.status).toBe('PartiallyRefunded');
    expect(mine.refunds).toEqual([
      expect.objectContaining({
        amount: half,
        reason: 'Late deliveries',
        status: 'Succeeded',
        source: 'Staff',
        creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/),
      }),
    ]);
    const refund = mine.refunds[0]!;

    const res = await download(`/api/orders/${order.id}/credit-notes/${refund.id}.pdf`, customer.token);
    expect(res.status).toBe(200);
    const text = await pdfText(res.body);
    for (const want of [
      'Tax Credit Note',
      refund.creditNoteNumber!,
      `Original invoice: ${order.invoiceNumber}`,
      'Reason: Late deliveries',
      formatAed(half),
      `TRN: ${t.cfg.SUPPLIER_TRN}`,
    ]) {
      expect(text).toContain(want);
    }
    const mail = (await outbox(customer.email)).find((m) => m.meta?.kind === 'refund');
    expect(mail?.attachments[0]?.filename).toBe(`${refund.creditNoteNumber}.pdf`);
    expect(mail?.text).toContain(formatAed(half));

    const notices = (
      await t.gql<{
        adminOrder: { notices: { kind: string; amount: number | null; creditNoteNumber: string | null; invoiceNumber: string | null }[] };
      }>(
        `query A($id: ID!) { adminOrder(id: $id) { notices { kind amount creditNoteNumber invoiceNumber } } }`,
        { id: order.id },
        admin.token,
      )
    ).data!.adminOrder.notices;
    expect(notices).toEqual([
      { kind: 'Refund', amount: half, creditNoteNumber: refund.creditNoteNumber, invoiceNumber: null },
      { kind: 'OrderConfirmation', amount: null, creditNoteNumber: null, invoiceNumber: order.invoiceNumber },
    ]);

    const tooMuch = await t.gql(REFUND, { input: { orderId: order.id, amount: order.total - half + 1, reason: 'More' } }, superAdmin.token);
    expect(errorCode(tooMuch)).toBe('REFUND_EXCEEDS_PAID');
    expect(tooMuch.errors![0]!.message).toBe(`A refund can be at most ${formatAed(order.total - half)}, what is left of the amount paid.`);
  });

  it('never refunds more than was paid: 10 parallel requests of a fifth each give exactly 5 refunds, status Refunded and deliveries cancelled', async () => {
    const { customer, order } = await customerWithOrder();
    const fifth = order.total / 5;
    expect(Number.isInteger(fifth)).toBe(true);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.gql(REFUND, { input: { orderId: order.id, amount: fifth, reason: 'Parallel' } }, admin.token)),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(5);
    expect(
      results
        .filter((r) => r.errors)
        .map(errorCode)
        .every((c) => c === 'REFUND_EXCEEDS_PAID' || c === 'ORDER_NOT_REFUNDABLE'),
    ).toBe(true);
    const after = await myOrder(customer);
    expect(after).toMatchObject({ status: 'Refunded', refundedAmount: order.total, refundable: 0 });
    expect(after.refunds.filter((r) => r.status === 'Succeeded')).toHaveLength(5);
    expect(new Set(after.refunds.map((r) => r.creditNoteNumber)).size).toBe(5);
    expect((await t.gql<{ mySubscription: { status: string } }>(MINE, {}, customer.token)).data!.mySubscription.status).toBe('Cancelled');
  });

  it('is for admin and super_admin only, with a reason and a positive amount', async () => {
    const { customer, order } = await customerWithOrder();
    expect(errorCode(await t.gql(REFUND, { input: { orderId: order.id, amount: 100, reason: 'x' } }, customer.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(REFUND, { input: { orderId: order.id, amount: 100, reason: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(REFUND, { input: { orderId: order.id, amount: 0, reason: 'x' } }, admin.token))).toBe('VALIDATION_FAILED');
    const blank = await t.gql(REFUND, { input: { orderId: order.id, amount: 100, reason: '   ' } }, admin.token);
    expect(blank.errors?.[0]?.message).toBe('Please give a reason for the refund.');
    expect((await myOrder(customer)).refunds).toEqual([]);
  });
});

describe('refund webhooks', () => {
  const refundEvent = (type: string, refund: Record<string, unknown>, id = uniqueStripeId('evt')) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object: refund },
    });

  it('refund.updated failed releases the amount once (redeliveries and a second event change nothing)', async () => {
    const { customer, order } = await customerWithOrder();
    await t.gql(REFUND, { input: { orderId: order.id, amount: 1000, reason: 'Test' } }, admin.token);
    const refund = (await myOrder(customer)).refunds[0]!;
    const failed = {
      id: 're_test_failed',
      object: 'refund',
      amount: 1000,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      payment_intent: 'pi_x',
      metadata: { orderId: order.id, refundId: refund.id },
    };
    const payload = refundEvent('refund.updated', failed);
    expect((await postWebhook(t, payload)).status).toBe(200);
    expect((await postWebhook(t, payload)).status).toBe(200);
    expect((await postWebhook(t, refundEvent('refund.failed', failed))).status).toBe(200);
    const after = await myOrder(customer);
    expect(after).toMatchObject({ status: 'Paid', refundedAmount: 0, refundable: order.total });
    expect(after.refunds[0]!.status).toBe('Failed');
  });

  it('charge.refunded for a refund made in Stripe is recorded once', async () => {
    const { customer, order } = await customerWithOrder();
    const pi = (
      await t.gql<{ order: { paymentIntentId: string } }>(
        `query O($id: ID!) { order(id: $id) { paymentIntentId } }`,
        { id: order.id },
        customer.token,
      )
    ).data!.order.paymentIntentId;
    const charge = {
      id: 'ch_test_1',
      object: 'charge',
      payment_intent: pi,
      amount: order.total,
      amount_refunded: 2500,
      refunds: {
        object: 'list',
        data: [{ id: `re_dash_${order.id}`, object: 'refund', amount: 2500, status: 'succeeded', payment_intent: pi, metadata: {} }],
      },
    };
    expect((await postWebhook(t, refundEvent('charge.refunded', charge))).status).toBe(200);
    expect((await postWebhook(t, refundEvent('charge.refunded', charge))).status).toBe(200);
    const after = await myOrder(customer);
    expect(after).toMatchObject({ status: 'PartiallyRefunded', refundedAmount: 2500 });
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: 2500, source: 'Stripe', status: 'Succeeded', creditNoteNumber: expect.stringMatching(/^CN-/) }),
    ]);
  });
});

describe('cancellation by the customer', () => {
  it('previews the days and refund, cancels once with an e-mail, and refunds through Stripe', async () => {
    const { customer, order, subscriptionId } = await customerWithOrder({ duration: '1 Month', startInDays: 5 });
    const preview = await t.gql<{
      cancellationPreview: { cancelledDays: string[]; cancelledMeals: number; keptMeals: number; refund: number; policy: string };
    }>(PREVIEW, { id: subscriptionId }, customer.token);
    expect(preview.errors).toBeUndefined();
    const p = preview.data!.cancellationPreview;
    // Starts in 5 days, cut-off 48 hours: every day is still cancellable, so the whole amount comes back.
    expect(p.cancelledDays).toHaveLength(28);
    expect(p.keptMeals).toBe(0);
    expect(p.refund).toBe(order.total);
    expect(p.policy).toContain('48 hours');

    const stranger = await loginAs(t, Role.User);
    expect(errorCode(await t.gql(PREVIEW, { id: subscriptionId }, stranger.token))).toBe('SUBSCRIPTION_NOT_FOUND');
    expect(errorCode(await t.gql(CANCEL, { id: subscriptionId }, stranger.token))).toBe('SUBSCRIPTION_NOT_FOUND');

    const done = await t.gql<{ cancelMySubscription: { cancelledMeals: number; refund: number } }>(
      CANCEL,
      { id: subscriptionId },
      customer.token,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.cancelMySubscription).toMatchObject({ cancelledMeals: p.cancelledMeals, refund: order.total });
    expect((await t.gql<{ mySubscription: { status: string } }>(MINE, {}, customer.token)).data!.mySubscription.status).toBe('Cancelled');
    expect((await t.gql<{ me: { planStatus: string } }>('{ me { planStatus } }', {}, customer.token)).data!.me.planStatus).toBe(
      'Cancelled',
    );
    const after = await myOrder(customer);
    expect(after).toMatchObject({ status: 'Refunded', refundedAmount: order.total });
    expect(after.refunds[0]).toMatchObject({ source: 'Cancellation', status: 'Succeeded' });
    expect((await outbox(customer.email)).map((m) => m.meta?.kind)).toEqual(expect.arrayContaining(['cancellation', 'refund']));
    expect(errorCode(await t.gql(CANCEL, { id: subscriptionId }, customer.token))).toBe('SUBSCRIPTION_NOT_ACTIVE');
  });
});
