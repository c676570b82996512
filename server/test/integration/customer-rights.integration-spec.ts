import { Role } from '../../src/common/auth/roles.decorator.js';
import { buyPaidSubscription, type PaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { loginAs, uniqueEmail, uniquePhone, type CreatedUser } from '../factories/users.js';
import { Types } from 'mongoose';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';
import { binaryBody, pdfText } from '../setup/pdf.js';
import { SavedCardsService } from '../../src/modules/payments/saved-cards.service.js';

/**
 * The customer's rights: the legal pages in versions (English and Arabic, staff publishing, old versions
 * readable), consents at sign-up and checkout, the data export (exactly the customer's records, JSON and
 * CSV, for the customer and audited for staff) and closing an account (plans cancelled by the existing
 * rules, personal data erased everywhere but the invoices, every session signed out, a second customer
 * untouched). Real HTTP, real database.
 */

type Session = CreatedUser & { token: string };

const DOC = `query D($kind: LegalKind!, $version: Int) { legalDocument(kind: $kind, version: $version) { kind version title body summary publishedAt current } }`;
const VERSIONS = `query V($kind: LegalKind!) { legalVersions(kind: $kind) { version publishedAt summary } }`;
const CURRENT = `{ currentLegalVersions { kind version title } }`;
const PUBLISH = `mutation P($input: PublishLegalDocumentInput!) { publishLegalDocument(input: $input) { id kind version title body current } }`;
const TERMS_STATUS = `{ myTermsStatus { currentVersion acceptedVersion mustAccept } }`;
const MY_CONSENTS = `{ myConsents { kind version acceptedAt source } }`;
const CUSTOMER_CONSENTS = `query C($id: ID!) { customerConsents(customerId: $id) { kind version source } }`;
const CLOSE_MINE = `mutation C($password: String!) { closeMyAccount(password: $password) { closedAt cancelledPlans refunded keptInvoices } }`;
const CLOSE_CUSTOMER = `mutation C($id: ID!, $confirmation: String!) { closeCustomerAccount(id: $id, confirmation: $confirmation) { closedAt cancelledPlans refunded keptInvoices } }`;
const ME = `{ me { id fullName email } }`;
const MY_ORDERS = `{ myOrders { id orderNumber } }`;
const START = `mutation Start($input: SelectionInput!) { startCheckout(input: $input) { id quote { total } } }`;
const INTENT = `mutation I($id: ID!, $terms: Int) { createPaymentIntent(checkoutId: $id, acceptedTermsVersion: $terms) { paymentIntentId } }`;
const ADMIN_ORDER = `query A($id: ID!) { adminOrder(id: $id) { consents { kind version source } } }`;
const SIGN_UP = `mutation S($input: SignUpInput!) { signUp(input: $input) { verificationToken } }`;
const VERIFY = `mutation V($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken } }`;
const PAUSE = `mutation P($id: ID!, $from: String!, $to: String!) { pauseSubscription(subscriptionId: $id, from: $from, to: $to) { id } }`;
const NOTIFY = `mutation N($i: SendNotificationInput!) { sendNotification(input: $i) { id } }`;
const SUBSCRIBE = `mutation S($email: String!) { subscribeNewsletter(email: $email) { message } }`;

let t: TestApp;
let admin: Session;
let superAdmin: Session;

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;

function lang(query: string, variables: Record<string, unknown>, language: 'en' | 'ar') {
  return t.http.post('/graphql').set('Accept-Language', language).send({ query, variables });
}

/** The newest sign-up code e-mailed to `email` (development outbox). */
async function latestOtpOf(email: string): Promise<string> {
  const res = await t.http.get('/api/dev/outbox').query({ to: email }).expect(200);
  const code = (res.body as { data: { meta?: { code?: string } }[] }).data[0]?.meta?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/** A subscription's stored status. */
async function statusOf(id: string): Promise<string> {
  return (await t.connection.db!.collection('subscriptions').findOne({ _id: new Types.ObjectId(id) }))!.status as string;
}

function download(path: string, token: string) {
  return t.http.get(path).set('Authorization', `Bearer ${token}`).buffer(true).parse(binaryBody);
}

async function exportOf(path: string, token: string): Promise<Record<string, any>> {
  const res = await download(path, token);
  expect(res.status).toBe(200);
  return JSON.parse((res.body as Buffer).toString('utf8')) as Record<string, any>;
}

/** A customer with a name and address of their own, a paid running plan, a pause and a skip, a notice and a newsletter subscription. */
async function customerWithHistory(name: string, building: string): Promise<{ s: Session; sub: PaidSubscription; orderNumber: string }> {
  const s = await loginAs(t, Role.User, {
    fullName: name,
    deliveryAddress: { area: 'Al Barsha', building, apartment: '7', city: 'Dubai', instructions: `Call ${name}` },
  });
  const sub = await buyPaidSubscription(t, s, { startInDays: 5 });
  const day = (n: number) => ymd(new Date(sub.startDate.getTime() + n * DAY));
  expect((await t.gql(PAUSE, { id: sub.id, from: day(2), to: day(3) }, s.token)).errors).toBeUndefined();
  expect((await t.gql(PAUSE, { id: sub.id, from: day(6), to: day(6) }, s.token)).errors).toBeUndefined();
  expect(
    (
      await t.gql(
        NOTIFY,
        { i: { title: `Hello ${name}`, message: 'Your plan starts soon.', audience: 'OneCustomer', userId: s.id } },
        admin.token,
      )
    ).errors,
  ).toBeUndefined();
  expect((await t.gql(SUBSCRIBE, { email: s.email })).errors).toBeUndefined();
  const orders = await t.gql<{ myOrders: { orderNumber: string }[] }>(MY_ORDERS, {}, s.token);
  return { s, sub, orderNumber: orders.data!.myOrders[0]!.orderNumber };
}

/** Every document of every collection, as JSON text, by collection. */
async function everyDocument(): Promise<Map<string, string[]>> {
  const db = t.connection.db!;
  const out = new Map<string, string[]>();
  for (const c of await db.listCollections().toArray()) {
    if (c.name.startsWith('system.')) continue;
    const docs = await db.collection(c.name).find({}).toArray();
    out.set(
      c.name,
      docs.map((d) => JSON.stringify(d)),
    );
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV, SCHEDULED_JOBS: 'false' });
  await seedDatabase(t);
  admin = await loginAs(t, Role.Admin);
  superAdmin = await loginAs(t, Role.SuperAdmin);
});

afterAll(async () => {
  await t?.close();
});

describe('legal pages', () => {
  it('serves each page in English and Arabic from version 1, with the existing rules in its text', async () => {
    const current = await t.gql<{ currentLegalVersions: { kind: string; version: number; title: string }[] }>(CURRENT);
    expect(current.data!.currentLegalVersions.map((v) => [v.kind, v.version])).toEqual([
      ['Terms', 1],
      ['Privacy', 1],
      ['Refunds', 1],
      ['Delivery', 1],
    ]);
    const en = (await t.gql<{ legalDocument: Record<string, any> }>(DOC, { kind: 'Terms' })).data!.legalDocument;
    expect(en).toMatchObject({ kind: 'Terms', version: 1, title: 'Terms and Conditions', current: true, summary: '' });
    expect(en.body).toContain(`${t.cfg.MENU_CUTOFF_HOURS} hours`);
    expect(en.body).toContain('30 days');
    expect(en.body).toContain('United Arab Emirates');
    const ar = (await lang(DOC, { kind: 'Terms' }, 'ar')).body.data.legalDocument;
    expect(ar).toMatchObject({ version: 1, title: 'الشروط والأحكام' });
    expect(ar.body).toContain('الإمارات');
    const privacyAr = (await lang(DOC, { kind: 'Privacy' }, 'ar')).body.data.legalDocument;
    expect(privacyAr.title).toBe('سياسة الخصوصية');
  });

  it('staff publish a new version (sanitized, dated); the old one stays readable; customers and visitors cannot publish', async () => {
    const input = {
      kind: 'Delivery',
      title: 'Delivery Policy',
      body: '<p>We now deliver twice a day.</p><script>alert(1)</script>',
      titleAr: 'سياسة التوصيل',
      bodyAr: '<p>نوصل الآن مرتين في اليوم.</p>',
      summary: 'Two deliveries a day.',
      summaryAr: 'توصيلتان في اليوم.',
    };
    const customer = await loginAs(t, Role.User);
    expect(errorCode(await t.gql(PUBLISH, { input }, customer.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(PUBLISH, { input }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(PUBLISH, { input: { ...input, body: '<script>x</script>' } }, admin.token))).toBe('VALIDATION_FAILED');

    const published = await t.gql<{ publishLegalDocument: Record<string, any> }>(PUBLISH, { input }, admin.token);
    expect(published.errors).toBeUndefined();
    expect(published.data!.publishLegalDocument).toMatchObject({ kind: 'Delivery', version: 2, current: true });
    expect(published.data!.publishLegalDocument.body).toBe('<p>We now deliver twice a day.</p>');

    const versions = (
      await t.gql<{ legalVersions: { version: number; summary: string; publishedAt: string }[] }>(VERSIONS, { kind: 'Delivery' })
    ).data!.legalVersions;
    expect(versions.map((v) => [v.version, v.summary])).toEqual([
      [2, 'Two deliveries a day.'],
      [1, ''],
    ]);
    expect(new Date(versions[0]!.publishedAt).getTime()).toBeGreaterThanOrEqual(new Date(versions[1]!.publishedAt).getTime());
    expect((await lang(VERSIONS, { kind: 'Delivery' }, 'ar')).body.data.legalVersions[0].summary).toBe('توصيلتان في اليوم.');

    const old = (await t.gql<{ legalDocument: Record<string, any> }>(DOC, { kind: 'Delivery', version: 1 })).data!.legalDocument;
    expect(old).toMatchObject({ version: 1, current: false });
    expect(old.body).toContain('insulated bags');
    expect((await t.gql<{ legalDocument: Record<string, any> }>(DOC, { kind: 'Delivery' })).data!.legalDocument.version).toBe(2);
    expect(errorCode(await t.gql(DOC, { kind: 'Delivery', version: 9 }))).toBe('NOT_FOUND');

    const audit = await t.connection.db!.collection('audit_log').findOne({ action: 'publishLegalDocument' });
    expect(audit).toMatchObject({ entity: 'legaldocuments', actorRole: 'admin' });
  });

  it('two staff publishing the same page at once get consecutive versions', async () => {
    const input = (n: number) => ({
      kind: 'Refunds',
      title: `Refunds ${n}`,
      body: `<p>Text ${n}</p>`,
      titleAr: 'الاسترداد',
      bodyAr: '<p>نص</p>',
    });
    const results = await Promise.all(
      [1, 2, 3].map((n) => t.gql<{ publishLegalDocument: { version: number } }>(PUBLISH, { input: input(n) }, superAdmin.token)),
    );
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    expect(results.map((r) => r.data!.publishLegalDocument.version).sort()).toEqual([2, 3, 4]);
  });
});

describe('consents', () => {
  it('sign-up records the versions accepted once the e-mail is verified; a stale version is refused', async () => {
    const email = uniqueEmail('consent');
    const base = { fullName: 'Noor Consent', email, phoneNo: uniquePhone(), password: 'Quiet-Harbour-Lantern-42' };
    const stale = await t.gql(SIGN_UP, { input: { ...base, acceptedLegal: [{ kind: 'Terms', version: 7 }] } });
    expect(errorCode(stale)).toBe('TERMS_CHANGED');
    const signed = await t.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, {
      input: {
        ...base,
        acceptedLegal: [
          { kind: 'Terms', version: 1 },
          { kind: 'Privacy', version: 1 },
        ],
      },
    });
    expect(signed.errors).toBeUndefined();
    const code = await latestOtpOf(email);
    const verified = await t.gql<{ verifyOtp: { accessToken: string } }>(VERIFY, {
      input: { email, code, verificationToken: signed.data!.signUp.verificationToken },
    });
    expect(verified.errors).toBeUndefined();
    const token = verified.data!.verifyOtp.accessToken;
    const mine = (await t.gql<{ myConsents: { kind: string; version: number; source: string }[] }>(MY_CONSENTS, {}, token)).data!
      .myConsents;
    expect(mine.map((c) => [c.kind, c.version, c.source]).sort()).toEqual([
      ['Privacy', 1, 'SignUp'],
      ['Terms', 1, 'SignUp'],
    ]);
    expect((await t.gql(TERMS_STATUS, {}, token)).data).toEqual({
      myTermsStatus: { currentVersion: 1, acceptedVersion: 1, mustAccept: false },
    });
  });

  it('checkout needs the terms in force; a new version asks again at the next checkout; staff see the consents on the order and customer', async () => {
    const c = await loginAs(t, Role.User);
    const plans = (await t.gql<{ plans: { id: string; name: string }[] }>(`{ plans { id name } }`)).data!.plans;
    const start = async () =>
      (
        await t.gql<{ startCheckout: { id: string } }>(
          START,
          {
            input: {
              planId: plans.find((p) => p.name === 'Balanced')!.id,
              duration: '1 Month',
              meals: { breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
              startDate: ymd(new Date(Date.now() + 6 * DAY)),
            },
          },
          c.token,
        )
      ).data!.startCheckout.id;
    const first = await start();
    expect(errorCode(await t.gql(INTENT, { id: first }, c.token))).toBe('TERMS_NOT_ACCEPTED');
    expect(errorCode(await t.gql(INTENT, { id: first, terms: 2 }, c.token))).toBe('TERMS_CHANGED');
    expect((await t.gql(INTENT, { id: first, terms: 1 }, c.token)).errors).toBeUndefined();
    expect((await t.gql(TERMS_STATUS, {}, c.token)).data!.myTermsStatus).toEqual({
      currentVersion: 1,
      acceptedVersion: 1,
      mustAccept: false,
    });
    // Accepted once: the next checkout goes through without asking.
    expect((await t.gql(INTENT, { id: await start() }, c.token)).errors).toBeUndefined();

    const v2 = await t.gql(
      PUBLISH,
      {
        input: {
          kind: 'Terms',
          title: 'Terms and Conditions',
          body: '<p>Version two.</p>',
          titleAr: 'الشروط والأحكام',
          bodyAr: '<p>النسخة الثانية.</p>',
        },
      },
      admin.token,
    );
    expect(v2.errors).toBeUndefined();
    expect((await t.gql(TERMS_STATUS, {}, c.token)).data!.myTermsStatus).toEqual({
      currentVersion: 2,
      acceptedVersion: 1,
      mustAccept: true,
    });
    const third = await start();
    expect(errorCode(await t.gql(INTENT, { id: third }, c.token))).toBe('TERMS_NOT_ACCEPTED');
    expect((await t.gql(INTENT, { id: third, terms: 2 }, c.token)).errors).toBeUndefined();

    const consents = (
      await t.gql<{ customerConsents: { kind: string; version: number; source: string }[] }>(CUSTOMER_CONSENTS, { id: c.id }, admin.token)
    ).data!.customerConsents;
    expect(consents.map((x) => [x.kind, x.version, x.source])).toEqual([
      ['Terms', 2, 'Checkout'],
      ['Terms', 1, 'Checkout'],
    ]);
    expect(errorCode(await t.gql(CUSTOMER_CONSENTS, { id: c.id }, c.token))).toBe('FORBIDDEN');

    // The order made from the third checkout shows the version accepted on it.
    const sub = await buyPaidSubscription(t, c, { startInDays: 6 });
    const orderId = (await t.connection.db!.collection('subscriptions').findOne({ _id: new Types.ObjectId(sub.id) }))!.order.toString();
    const detail = await t.gql<{ adminOrder: { consents: unknown[] } }>(ADMIN_ORDER, { id: orderId }, admin.token);
    expect(detail.errors).toBeUndefined();
    // buyPaidSubscription pays by webhook without createPaymentIntent: no consent on that checkout.
    expect(detail.data!.adminOrder.consents).toEqual([]);
    const paidCheckout = await t.connection.db!.collection('consents').findOne({ user: new Types.ObjectId(c.id), version: 2 });
    expect(paidCheckout?.checkout?.toString()).toBe(third);
  });
});

describe('data export and account closure', () => {
  let a: { s: Session; sub: PaidSubscription; orderNumber: string };
  let b: { s: Session; sub: PaidSubscription; orderNumber: string };

  beforeAll(async () => {
    a = await customerWithHistory('Aisha Quennell', 'Quennell Tower');
    b = await customerWithHistory('Bilal Ostrander', 'Ostrander Villa');
  });

  it("exports exactly the customer's records, as JSON and as CSV", async () => {
    const data = await exportOf('/api/users/me/data-export', a.s.token);
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'controller',
      'profile',
      'addresses',
      'deliveryAddressRules',
      'orders',
      'subscriptions',
      'scheduleChanges',
      'deliverySlots',
      'notifications',
      'consents',
      'savedCard',
      'newsletter',
      'contactRequests',
      'ambassadorApplications',
    ]);
    expect(data.profile).toMatchObject({ id: a.s.id, fullName: 'Aisha Quennell', email: a.s.email, phoneNo: a.s.phoneNo });
    expect(data.addresses).toEqual([
      expect.objectContaining({ label: 'Home', isDefault: true, building: 'Quennell Tower', instructions: 'Call Aisha Quennell' }),
    ]);
    expect(data.deliveryAddressRules).toEqual({ weekdayRules: [], movedDays: [] });
    expect(data.orders.map((o: { orderNumber: string; userId: string }) => [o.orderNumber, o.userId])).toEqual([[a.orderNumber, a.s.id]]);
    expect(data.subscriptions.map((s: { id: string }) => s.id)).toEqual([a.sub.id]);
    expect(data.scheduleChanges.map((c: { change: string; subscriptionId: string }) => [c.change, c.subscriptionId])).toEqual([
      ['pause', a.sub.id],
      ['skip', a.sub.id],
    ]);
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Hello Aisha Quennell']);
    expect(data.newsletter.map((n: { email: string }) => n.email)).toEqual([a.s.email]);
    const text = JSON.stringify(data);
    for (const other of [b.s.id, b.s.email, b.s.phoneNo, 'Bilal Ostrander', 'Ostrander Villa', b.orderNumber, b.sub.id]) {
      expect(text).not.toContain(other);
    }

    const csv = await download('/api/users/me/data-export?format=csv', a.s.token);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="freshfuel-data-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (csv.body as Buffer)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('section,record,field,value');
    expect(lines).toContain(`profile,,email,${a.s.email}`);
    expect(lines).toContain(`orders,1,orderNumber,${a.orderNumber}`);
    expect(lines).toContain('scheduleChanges,2,change,skip');
    expect(lines.join('\n')).not.toContain(b.s.email);
    expect((await download('/api/users/me/data-export?format=xml', a.s.token)).status).toBe(400);
  });

  it('staff export a customer (audited); a customer cannot export another', async () => {
    const data = await exportOf(`/api/customers/${b.s.id}/data-export`, admin.token);
    expect(data.profile.email).toBe(b.s.email);
    expect(JSON.stringify(data)).not.toContain(a.s.email);
    const entry = await t.connection.db!.collection('audit_log').findOne({ action: 'personalDataExport', entityId: b.s.id });
    expect(entry).toMatchObject({ entity: 'users', actorRole: 'admin' });
    expect(JSON.stringify(entry)).not.toContain(b.s.email);
    expect((await download(`/api/customers/${b.s.id}/data-export`, a.s.token)).status).toBe(403);
    expect((await download(`/api/customers/${admin.id}/data-export`, admin.token)).status).toBe(404);
    expect((await t.http.get('/api/users/me/data-export')).status).toBe(401);
  });

  it('closing an account cancels its plan by the rules, erases its personal data everywhere but the invoices, and signs it out; the other customer is untouched', async () => {
    const bBefore = await t.connection.db!.collection('users').findOne({ email: b.s.email });
    // Each is a Stripe Customer (as paying at checkout with the card kept for renewals makes them).
    const cards = t.app.get(SavedCardsService);
    await Promise.all([cards.ensureCustomer(a.s.id), cards.ensureCustomer(b.s.id)]);
    const profiles = t.connection.db!.collection('paymentprofiles');
    expect(await profiles.findOne({ user: new Types.ObjectId(a.s.id) })).not.toBeNull();
    const bProfile = await profiles.findOne({ user: new Types.ObjectId(b.s.id) });
    expect(bProfile).not.toBeNull();
    expect(errorCode(await t.gql(CLOSE_MINE, { password: 'not-my-password' }, a.s.token))).toBe('WRONG_PASSWORD');
    expect((await t.gql(ME, {}, a.s.token)).data!.me).toMatchObject({ email: a.s.email });

    const closed = await t.gql<{ closeMyAccount: { cancelledPlans: number; refunded: number; keptInvoices: number } }>(
      CLOSE_MINE,
      { password: a.s.password },
      a.s.token,
    );
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closeMyAccount).toMatchObject({ cancelledPlans: 1, keptInvoices: 1 });
    expect(closed.data!.closeMyAccount.refunded).toBeGreaterThan(0);

    // Signed out everywhere.
    expect(errorCode(await t.gql(ME, {}, a.s.token))).toBe('UNAUTHENTICATED');

    // The plan was cancelled by the customer cancellation (refund recorded on the order).
    expect(await statusOf(a.sub.id)).toBe('Cancelled');

    // No personal data of the customer left in any collection, except the invoice's name and address on the order.
    const secrets = [a.s.email, a.s.phoneNo, 'Aisha Quennell', 'Quennell Tower', 'Call Aisha Quennell', 'quennell'];
    for (const [collection, docs] of await everyDocument()) {
      for (const doc of docs) {
        const parsed = JSON.parse(doc) as Record<string, unknown>;
        const outsideInvoice = collection === 'orders' ? JSON.stringify({ ...parsed, invoiceCustomer: null }) : doc;
        for (const s of secrets) {
          if (outsideInvoice.toLowerCase().includes(s.toLowerCase()))
            throw new Error(`${collection} still holds "${s}": ${doc.slice(0, 300)}`);
        }
      }
    }
    // The e-mail no longer signs in (checked after the scan: a failed sign-in is counted under the address it tried).
    const login = await t.gql(`mutation L($i: LoginInput!) { login(input: $i) { accessToken } }`, {
      i: { identifier: a.s.email, password: a.s.password },
    });
    expect(errorCode(login)).toBe('INVALID_CREDENTIALS');

    const order = await t.connection.db!.collection('orders').findOne({ orderNumber: a.orderNumber });
    expect(order!.invoiceCustomer).toEqual({ name: 'Aisha Quennell', address: '7, Quennell Tower, Al Barsha, Dubai' });

    // The tax invoice still carries the name and address the law requires, and no e-mail.
    const invoice = await download(`/api/orders/${order!._id.toString()}/invoice.pdf`, admin.token);
    expect(invoice.status).toBe(200);
    const text = await pdfText(invoice.body as Buffer);
    expect(text).toContain('Aisha Quennell');
    expect(text).toContain('Quennell Tower');
    expect(text).not.toContain(a.s.email);

    // The Stripe Customer id and saved card are forgotten.
    expect(await profiles.findOne({ user: new Types.ObjectId(a.s.id) })).toBeNull();

    // The other customer: account, saved card, plan and export unchanged.
    expect(await t.connection.db!.collection('users').findOne({ email: b.s.email })).toEqual(bBefore);
    expect(await profiles.findOne({ user: new Types.ObjectId(b.s.id) })).toEqual(bProfile);
    expect(await statusOf(b.sub.id)).toBe('Active');
    expect((await exportOf('/api/users/me/data-export', b.s.token)).newsletter).toHaveLength(1);

    // Closing again: already closed.
    expect(errorCode(await t.gql(CLOSE_CUSTOMER, { id: a.s.id, confirmation: `closed-${a.s.id}@closed.invalid` }, superAdmin.token))).toBe(
      'ACCOUNT_CLOSED',
    );
  });

  it('a super admin closes a customer after typing their e-mail (audited without the erased details); an admin cannot', async () => {
    const c = await customerWithHistory('Carmen Wexley', 'Wexley House');
    expect(errorCode(await t.gql(CLOSE_CUSTOMER, { id: c.s.id, confirmation: c.s.email }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CLOSE_CUSTOMER, { id: c.s.id, confirmation: 'someone@else.com' }, superAdmin.token))).toBe(
      'VALIDATION_FAILED',
    );
    const done = await t.gql<{ closeCustomerAccount: { cancelledPlans: number } }>(
      CLOSE_CUSTOMER,
      { id: c.s.id, confirmation: c.s.email.toUpperCase() },
      superAdmin.token,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.closeCustomerAccount.cancelledPlans).toBe(1);
    expect(errorCode(await t.gql(ME, {}, c.s.token))).toBe('UNAUTHENTICATED');
    const entry = await t.connection.db!.collection('audit_log').findOne({ action: 'closeCustomerAccount' });
    expect(entry).toMatchObject({ entity: 'users', entityId: c.s.id, actorRole: 'super_admin' });
    expect(Object.keys(entry!.after as object).sort()).toEqual(['active', 'closedAt']);
    expect(JSON.stringify(entry)).not.toContain(c.s.email);
    expect(JSON.stringify(entry)).not.toContain('Carmen');
  });
});
