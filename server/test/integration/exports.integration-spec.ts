import { Types } from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { OrderStatus } from '../../src/modules/orders/order.schema.js';
import { OrderType } from '../../src/modules/pricing/pricing.rules.js';
import { PlanStatus } from '../../src/modules/users/user.schema.js';
import { insertOrder } from '../factories/admin.js';
import { createUser, loginAs, userModel } from '../factories/users.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * CSV exports of the staff grids: the rows matching the grid's filters and search (not only a page),
 * streamed, UTF-8 with BOM, formula-injection-safe cells, staff only.
 */

const BOM = '\uFEFF';
let t: TestApp;
let admin: string;
let customerToken: string;

interface Csv {
  status: number;
  type: string;
  disposition: string;
  text: string;
  rows: string[][];
}

/** Reads a download as raw text (no JSON parsing) and splits it into rows (no quoted newlines in these fixtures). */
async function download(path: string, query: Record<string, string> = {}, token: string | null = admin): Promise<Csv> {
  const req = t.http
    .get(path)
    .query(query)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
    });
  if (token) req.set('Authorization', `Bearer ${token}`);
  const res = await req;
  const text = res.body as string;
  const rows = text
    .replace(BOM, '')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split(','));
  return {
    status: res.status,
    type: String(res.headers['content-type']),
    disposition: String(res.headers['content-disposition']),
    text,
    rows,
  };
}

const planA = new Types.ObjectId().toString();
const planB = new Types.ObjectId().toString();
let alice: { id: string; email: string };
let bob: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, Role.Admin)).token;
  customerToken = (await loginAs(t, Role.User, { fullName: 'Zed Plain' })).token;
  alice = await createUser(t, { fullName: 'Alice Export', phoneNo: '+971561110001' });
  bob = await createUser(t, { fullName: '=HYPERLINK("http://evil")', phoneNo: '+971561110002' });
  await userModel(t).updateOne({ _id: alice.id }, { $set: { planStatus: PlanStatus.Active } });
  await insertOrder(t, {
    userId: alice.id,
    planId: planA,
    planName: 'Lean',
    status: OrderStatus.Paid,
    orderType: OrderType.Monthly,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    orderNumber: 'FF-260301-AAAAAA',
    total: 123_45,
  });
  await insertOrder(t, {
    userId: alice.id,
    planId: planB,
    planName: 'Balanced',
    status: OrderStatus.Refunded,
    orderType: OrderType.Trial,
    createdAt: new Date('2026-04-01T10:00:00Z'),
    orderNumber: 'FF-260401-BBBBBB',
  });
  await insertOrder(t, {
    userId: bob.id,
    planId: planA,
    planName: 'Lean',
    status: OrderStatus.Paid,
    orderType: OrderType.Monthly,
    createdAt: new Date('2026-05-01T10:00:00Z'),
    orderNumber: 'FF-260501-CCCCCC',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/customers/export.csv', () => {
  it('streams every customer as UTF-8 CSV with BOM and a header, as a download', async () => {
    const csv = await download('/api/customers/export.csv', { limit: '1' });
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.disposition).toBe('attachment; filename="customers.csv"');
    expect(csv.text.startsWith(`${BOM}name,email,phone,planStatus,`)).toBe(true);
    expect(csv.rows).toHaveLength(1 + 3); // header + all customers, whatever limit says
  });

  it('applies the grid search and filters, not only a page', async () => {
    const bySearch = await download('/api/customers/export.csv', { search: 'alice export' });
    expect(bySearch.rows.slice(1).map((r) => r[1])).toEqual([alice.email]);
    const byPhone = await download('/api/customers/export.csv', { search: '1110002' });
    expect(byPhone.rows.slice(1).map((r) => r[1])).toEqual([bob.email]);
    const active = await download('/api/customers/export.csv', { planStatus: 'Active' });
    expect(active.rows.slice(1).map((r) => r[1])).toEqual([alice.email]);
    const sorted = await download('/api/customers/export.csv', { sortBy: 'fullName', sortDir: 'asc' });
    expect(
      sorted.rows
        .slice(1)
        .map((r) => r[1])
        .slice(0, 2),
    ).toEqual([bob.email, alice.email]);
  });

  it('neutralises cells that look like formulas', async () => {
    const csv = await download('/api/customers/export.csv', { search: 'HYPERLINK' });
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('is for staff only and refuses bad filters with a JSON 400', async () => {
    expect((await download('/api/customers/export.csv', {}, customerToken)).status).toBe(403);
    expect((await download('/api/customers/export.csv', {}, null)).status).toBe(401);
    const bad = await t.http.get('/api/customers/export.csv').query({ planStatus: 'Nope' }).set('Authorization', `Bearer ${admin}`);
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/json/);
  });
});

describe('GET /api/orders/export.csv', () => {
  const numbers = (csv: Csv) => csv.rows.slice(1).map((r) => r[0]);

  it('exports every order with customer and AED money, newest first', async () => {
    const csv = await download('/api/orders/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith(`${BOM}orderNumber,placedAt,customer,email,phone,plan,`)).toBe(true);
    expect(numbers(csv)).toEqual(['FF-260501-CCCCCC', 'FF-260401-BBBBBB', 'FF-260301-AAAAAA']);
    const first = csv.rows.find((r) => r[0] === 'FF-260301-AAAAAA')!;
    expect(first.slice(1, 6)).toEqual(['2026-03-01T14:00:00+04:00', 'Alice Export', alice.email, '+971561110001', 'Lean']);
    expect(first).toContain('123.45');
  });

  it('applies status, order type, plan, date range and search like the grid', async () => {
    expect(numbers(await download('/api/orders/export.csv', { status: 'Refunded' }))).toEqual(['FF-260401-BBBBBB']);
    expect(numbers(await download('/api/orders/export.csv', { orderType: 'Monthly' }))).toEqual(['FF-260501-CCCCCC', 'FF-260301-AAAAAA']);
    expect(numbers(await download('/api/orders/export.csv', { planId: planA, sortBy: 'orderNumber', sortDir: 'asc' }))).toEqual([
      'FF-260301-AAAAAA',
      'FF-260501-CCCCCC',
    ]);
    expect(numbers(await download('/api/orders/export.csv', { from: '2026-03-15T00:00:00Z', to: '2026-05-01T00:00:00Z' }))).toEqual([
      'FF-260401-BBBBBB',
    ]);
    expect(numbers(await download('/api/orders/export.csv', { search: alice.email }))).toEqual(['FF-260401-BBBBBB', 'FF-260301-AAAAAA']);
    expect(numbers(await download('/api/orders/export.csv', { search: '1110002' }))).toEqual(['FF-260501-CCCCCC']);
    expect(numbers(await download('/api/orders/export.csv', { search: 'CCCCCC' }))).toEqual(['FF-260501-CCCCCC']);
  });

  it('takes any date-time the document allows, a year below 100 included (an empty range, not a 400)', async () => {
    // Found by schemathesis (seed 555244362): `to=0007-05-19T02:32:14Z` was refused as "to must be a date".
    const csv = await download('/api/orders/export.csv', { to: '0007-05-19T02:32:14Z', from: '2026-03-15T00:00:00Z' });
    expect(csv.status).toBe(200);
    expect(numbers(csv)).toEqual([]);
    expect(numbers(await download('/api/orders/export.csv', { from: '0007-05-19T02:32:14Z' }))).toHaveLength(3);
  });

  it('the grid query takes the same filters', async () => {
    const body = await t.gql<{ adminOrders: { total: number; data: { orderNumber: string }[] } }>(
      `query($p: ID, $f: DateTime, $s: String) { adminOrders(planId: $p, from: $f, search: $s) { total data { orderNumber } } }`,
      { p: planA, f: '2026-04-01T00:00:00Z', s: '+97156111' },
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.adminOrders.data.map((o) => o.orderNumber)).toEqual(['FF-260501-CCCCCC']);
  });

  it('is for staff only and refuses a bad plan id', async () => {
    expect((await download('/api/orders/export.csv', {}, customerToken)).status).toBe(403);
    expect((await t.http.get('/api/orders/export.csv').query({ planId: 'x' }).set('Authorization', `Bearer ${admin}`)).status).toBe(400);
  });

  it('takes dates only as ISO 8601 (not a number JavaScript would read as a date), and documents the plan id pattern', async () => {
    for (const to of ['0.5', '1', 'March 7', '']) {
      const res = await t.http.get('/api/orders/export.csv').query({ to }).set('Authorization', `Bearer ${admin}`);
      expect([to, res.status, res.body.errors]).toEqual([to, 400, { to: 'to must be a date' }]);
    }
    for (const to of ['2030-01-31', '2030-01-31T10:00:00Z', '2030-01-31T14:00:00+04:00']) {
      expect([to, (await t.http.get('/api/orders/export.csv').query({ to }).set('Authorization', `Bearer ${admin}`)).status]).toEqual([
        to,
        200,
      ]);
    }
    const doc = (await t.http.get('/api/docs-json')).body as {
      paths: Record<string, { get: { parameters: { name: string; schema: { pattern?: string; format?: string } }[] } }>;
    };
    const param = (path: string, name: string) => doc.paths[path].get.parameters.find((p) => p.name === name)!.schema;
    expect(param('/api/orders/export.csv', 'planId').pattern).toBe('^[a-fA-F0-9]{24}$');
    // An empty date= is not a day: the document says so, so the contract test does not send it as valid.
    for (const path of ['/api/kitchen/manifest.csv', '/api/kitchen/production.csv']) {
      expect(param(path, 'date')).toMatchObject({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
      expect((await t.http.get(path).query({ date: '' }).set('Authorization', `Bearer ${admin}`)).status).toBe(400);
    }
  });
});

describe('the other staff grids export their filtered rows', () => {
  const bodyRows = (csv: Csv) => csv.rows.slice(1);

  it('discount codes: the Active or Expired list, searched', async () => {
    const create = `mutation($i: CreateDiscountCodeInput!) { createDiscountCode(input: $i) { id } }`;
    for (const [code, end] of [
      ['EXPLIVE1', '2099-01-01T00:00:00Z'],
      ['EXPLIVE2', '2099-01-01T00:00:00Z'],
      ['EXPOLD1', '2001-01-02T00:00:00Z'],
    ] as const) {
      const body = await t.gql(
        create,
        { i: { code, name: `Name ${code}`, percentage: 10, startDate: '2001-01-01T00:00:00Z', endDate: end } },
        admin,
      );
      expect(body.errors).toBeUndefined();
    }
    const live = await download('/api/promoCodes/export.csv', { search: 'EXPLIVE', sortBy: 'code', sortDir: 'asc' });
    expect(live.status).toBe(200);
    expect(live.text.startsWith(`${BOM}code,name,percentage,`)).toBe(true);
    expect(bodyRows(live).map((r) => r[0])).toEqual(['EXPLIVE1', 'EXPLIVE2']);
    // Validity days are calendar days (YYYY-MM-DD); createdAt is an instant in Dubai time with its offset.
    expect(bodyRows(live)[0].slice(3, 5)).toEqual(['2001-01-01', '2099-01-01']);
    expect(bodyRows(live)[0][6]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+04:00$/);
    expect(bodyRows(await download('/api/promoCodes/export.csv', { search: 'EXP', expired: 'true' })).map((r) => r[0])).toEqual([
      'EXPOLD1',
    ]);
    expect((await download('/api/promoCodes/export.csv', {}, customerToken)).status).toBe(403);
  });

  it('contact requests and ambassador applications: search and type/status filters', async () => {
    const now = new Date();
    await t.connection.collection('contactrequests').insertMany([
      {
        type: 'contact',
        name: 'Exp Contact',
        email: 'exp.contact@example.com',
        phone: '+971500000001',
        message: 'Hello',
        handled: false,
        createdAt: now,
        updatedAt: now,
      },
      {
        type: 'corporate',
        name: 'Exp Corp',
        email: 'exp.corp@example.com',
        phone: '+971500000002',
        company: 'Acme',
        teamSize: '10-50',
        message: '@SUM(1)',
        handled: false,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const corporate = await download('/api/contact/export.csv', { search: 'exp.', type: 'corporate' });
    expect(corporate.status).toBe(200);
    expect(bodyRows(corporate).map((r) => r[2])).toEqual(['exp.corp@example.com']);
    expect(corporate.text).toContain(",'@SUM(1),");
    expect(bodyRows(await download('/api/contact/export.csv', { search: 'exp.' }))).toHaveLength(2);

    await t.connection.collection('ambassadors').insertMany([
      {
        fullName: 'Exp Pending',
        email: 'amb.pending@example.com',
        phone: '+971500000003',
        accountURL1: 'https://example.com/a',
        status: 'Pending',
        createdAt: now,
        updatedAt: now,
      },
      {
        fullName: 'Exp Approved',
        email: 'amb.approved@example.com',
        phone: '+971500000004',
        accountURL1: 'https://example.com/b',
        status: 'Approved',
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const approved = await download('/api/ambassador/export.csv', { search: 'amb.', status: 'Approved' });
    expect(approved.status).toBe(200);
    expect(bodyRows(approved).map((r) => r[1])).toEqual(['amb.approved@example.com']);
    expect((await download('/api/ambassador/export.csv', {}, null)).status).toBe(401);
    expect((await download('/api/contact/export.csv', {}, customerToken)).status).toBe(403);
  });
});

describe('menu and blog exports', () => {
  it('menu: category, active and search filters; blogs: drafts included, searched; /api/blogs/:id still answers', async () => {
    const now = new Date();
    await t.connection.collection('meals').insertMany([
      {
        name: 'Exp Oats',
        description: 'd',
        category: 'breakfast',
        image: '/uploads/x.webp',
        calories: 300,
        protein: 10,
        carbs: 40,
        fat: 8,
        allergens: ['GLUTEN'],
        tags: ['vegan'],
        active: true,
        createdAt: now,
        updatedAt: now,
      },
      {
        name: 'Exp Soup',
        description: 'd',
        category: 'lunch',
        image: '/uploads/x.webp',
        calories: 200,
        protein: 8,
        carbs: 20,
        fat: 5,
        allergens: [],
        tags: [],
        active: false,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const breakfast = await download('/api/meals/export.csv', { search: 'Exp ', category: 'breakfast' });
    expect(breakfast.status).toBe(200);
    expect(breakfast.rows.slice(1).map((r) => r[0])).toEqual(['Exp Oats']);
    expect((await download('/api/meals/export.csv', { search: 'Exp ', active: 'false' })).rows.slice(1).map((r) => r[0])).toEqual([
      'Exp Soup',
    ]);
    expect((await download('/api/meals/export.csv', { active: 'maybe' })).status).toBe(400);

    await t.connection.collection('blogs').insertMany([
      {
        title: 'Exp Draft',
        slug: 'exp-draft',
        excerpt: 'e',
        body: '<p>b</p>',
        author: 'Ana',
        tags: [],
        readingMinutes: 1,
        published: false,
        createdAt: now,
        updatedAt: now,
      },
      {
        title: 'Other Post',
        slug: 'other-post',
        excerpt: 'e',
        body: '<p>b</p>',
        author: 'Ben',
        tags: [],
        readingMinutes: 2,
        published: true,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const blogs = await download('/api/blogs/export.csv', { search: 'exp-' });
    expect(blogs.status).toBe(200);
    expect(blogs.rows.slice(1).map((r) => [r[0], r[5]])).toEqual([['Exp Draft', 'no']]);
    expect((await download('/api/blogs/export.csv', {}, customerToken)).status).toBe(403);
    expect((await t.http.get('/api/blogs/other-post')).status).toBe(200);
  });
});

describe('plans, plan promotions and sent notifications export their filtered rows', () => {
  const bodyRows = (csv: Csv) => csv.rows.slice(1);

  it('plans: search, the active filter and the sort; inactive plans included; money in AED; staff only', async () => {
    const now = new Date();
    await t.connection.collection('plans').insertMany([
      {
        name: 'Xport Lean',
        description: 'low',
        price: 1234_50,
        dailyPrices: { breakfast: 10_00, lunch: 20_00, dinner: 0, snacks: 0 },
        planMeals: [new Types.ObjectId(), new Types.ObjectId()],
        image: '/uploads/x.webp',
        isTrial: false,
        sortOrder: 2,
        active: true,
        createdAt: now,
        updatedAt: now,
      },
      {
        name: 'Xport Bulk',
        description: '=CMD()',
        price: 999_00,
        dailyPrices: { breakfast: 0, lunch: 0, dinner: 0, snacks: 0 },
        planMeals: [],
        image: '/uploads/x.webp',
        isTrial: false,
        sortOrder: 1,
        active: false,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const all = await download('/api/plans/export.csv', { search: 'xport', sortBy: 'name', sortDir: 'asc' });
    expect(all.status).toBe(200);
    expect(all.type).toContain('text/csv');
    expect(all.disposition).toContain('plans.csv');
    expect(all.text.startsWith(`${BOM}name,description,priceAed,`)).toBe(true);
    expect(bodyRows(all).map((r) => r[0])).toEqual(['Xport Bulk', 'Xport Lean']);
    const lean = bodyRows(all)[1]!;
    expect([lean[2], lean[3], lean[4], lean[9], lean[11]]).toEqual(['1234.5', '10', '20', '2', 'yes']);
    expect(all.text).toContain(`,'=CMD(),`);
    expect(bodyRows(await download('/api/plans/export.csv', { search: 'xport', active: 'false' })).map((r) => r[0])).toEqual([
      'Xport Bulk',
    ]);
    expect((await download('/api/plans/export.csv', { active: 'maybe' })).status).toBe(400);
    expect((await download('/api/plans/export.csv', {}, customerToken)).status).toBe(403);
    expect((await download('/api/plans/export.csv', {}, null)).status).toBe(401);
  });

  it('plan promotions: the running/upcoming or ended list, searched by promotion or plan name', async () => {
    const now = new Date();
    const plan = new Types.ObjectId();
    await t.connection.collection('plans').insertOne({
      _id: plan,
      name: 'Promo Host Plan',
      description: 'd',
      price: 500_00,
      dailyPrices: {},
      planMeals: [],
      image: '/uploads/x.webp',
      isTrial: false,
      sortOrder: 9,
      active: true,
      createdAt: now,
      updatedAt: now,
    });
    await t.connection.collection('planpromotions').insertMany([
      {
        name: 'Xpromo Live',
        plan,
        discountPercentage: 20,
        discountedPrice: 400_00,
        startDate: new Date('2001-01-01T00:00:00Z'),
        endDate: new Date('2099-01-01T00:00:00Z'),
        createdAt: now,
        updatedAt: now,
      },
      {
        name: 'Xpromo Old',
        plan,
        discountPercentage: 10,
        discountedPrice: 450_00,
        startDate: new Date('2001-01-01T00:00:00Z'),
        endDate: new Date('2001-02-01T00:00:00Z'),
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const live = await download('/api/planPromotions/export.csv', { search: 'xpromo' });
    expect(live.status).toBe(200);
    expect(live.text.startsWith(`${BOM}name,plan,discountPercentage,discountedPriceAed,`)).toBe(true);
    expect(bodyRows(live).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([['Xpromo Live', 'Promo Host Plan', '20', '400']]);
    expect(bodyRows(await download('/api/planPromotions/export.csv', { search: 'Promo Host', expired: 'true' })).map((r) => r[0])).toEqual([
      'Xpromo Old',
    ]);
    expect((await download('/api/planPromotions/export.csv', { expired: 'yes' })).status).toBe(400);
    expect((await download('/api/planPromotions/export.csv', {}, customerToken)).status).toBe(403);
  });

  it('sent notifications: searched, newest first, the customer and sender named by e-mail; staff only', async () => {
    const send = `mutation($i: SendNotificationInput!) { sendNotification(input: $i) { id } }`;
    const customer = await createUser(t, { fullName: 'Notice Target', phoneNo: '+971561110009' });
    for (const input of [
      { title: 'Xnote broadcast', message: 'For everyone', audience: 'Everyone' },
      { title: 'Xnote personal', message: '+SUM(A1)', audience: 'OneCustomer', userId: customer.id },
    ]) {
      expect((await t.gql(send, { i: input }, admin)).errors).toBeUndefined();
    }
    await t.connection
      .collection('notices')
      .updateOne({ title: 'Xnote broadcast' }, { $set: { createdAt: new Date('2020-01-01T00:00:00Z') } });
    const csv = await download('/api/notifications/export.csv', { search: 'xnote' });
    expect(csv.status).toBe(200);
    expect(csv.disposition).toContain('notifications.csv');
    expect(csv.text.startsWith(`${BOM}title,message,audience,recipientCount,customerEmail,sentByEmail,sentAt`)).toBe(true);
    const rows = bodyRows(csv);
    expect(rows.map((r) => r[0])).toEqual(['Xnote personal', 'Xnote broadcast']);
    expect([rows[0]![1], rows[0]![2], rows[0]![3], rows[0]![4]]).toEqual(["'+SUM(A1)", 'OneCustomer', '1', customer.email]);
    expect(rows[0]![5]).toMatch(/@/);
    expect(rows[1]![4]).toBe('');
    expect(bodyRows(await download('/api/notifications/export.csv', { search: 'personal' })).map((r) => r[0])).toEqual(['Xnote personal']);
    expect((await download('/api/notifications/export.csv', {}, customerToken)).status).toBe(403);
    expect((await download('/api/notifications/export.csv', {}, null)).status).toBe(401);
  });
});
