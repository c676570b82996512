import { Role } from '../../src/common/auth/roles.decorator.js';
import { OrderStatus } from '../../src/modules/orders/order.schema.js';
import { OrderType } from '../../src/modules/pricing/pricing.rules.js';
import { insertOrder } from '../factories/admin.js';
import { createUser, loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * Issue 5 §1: the admin grids against the real database. Paging counts and totalPages, search
 * across every page, sort both ways, page-size change; and the REST shim rows of spec section 7.
 */

const CUSTOMERS = `query Customers($page: Int, $limit: Int, $search: String, $sortBy: CustomerSortField, $sortDir: SortDirection, $planStatus: PlanStatus) {
  customers(page: $page, limit: $limit, search: $search, sortBy: $sortBy, sortDir: $sortDir, planStatus: $planStatus) {
    total totalPages data { id fullName email phoneNo planStatus active createdAt }
  }
}`;
const ORDERS = `query Orders($page: Int, $limit: Int, $search: String, $sortBy: OrderSortField, $sortDir: SortDirection, $status: OrderStatus, $orderType: OrderType) {
  adminOrders(page: $page, limit: $limit, search: $search, sortBy: $sortBy, sortDir: $sortDir, status: $status, orderType: $orderType) {
    total totalPages data { id orderNumber userId customerName customerEmail planName orderType total status createdAt }
  }
}`;
const MEALS = `query Meals($page: Int, $limit: Int, $search: String, $sortBy: MealSortField, $sortDir: SortDirection, $active: Boolean) {
  adminMeals(page: $page, limit: $limit, search: $search, sortBy: $sortBy, sortDir: $sortDir, active: $active) { total totalPages data { id name calories active } }
}`;
const PLANS = `query Plans($search: String, $sortBy: PlanSortField, $sortDir: SortDirection) {
  adminPlans(search: $search, sortBy: $sortBy, sortDir: $sortDir) { total totalPages data { id name price active sortOrder planMeals { id active } } }
}`;
const PROMOTIONS = `query Promotions($expired: Boolean, $search: String) {
  planPromotions(expired: $expired, search: $search) { total data { id name planName discountPercentage discountedPrice startDate endDate } }
}`;
const CODES = `query Codes($expired: Boolean, $sortBy: DiscountCodeSortField, $sortDir: SortDirection) {
  discountCodes(expired: $expired, sortBy: $sortBy, sortDir: $sortDir) { total data { code name percentage active } }
}`;

interface CustomerRow {
  id: string;
  fullName: string;
  email: string;
  phoneNo: string;
  planStatus: string;
  active: boolean;
  createdAt: string;
}
interface Page<T> {
  total: number;
  totalPages: number;
  data: T[];
}
interface OrderRow {
  id: string;
  orderNumber: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  planName: string;
  orderType: string;
  total: number;
  status: string;
}

let t: TestApp;
let admin: CreatedUser & { token: string };
let needle: CreatedUser;
const gridCustomers: CreatedUser[] = [];
let needleOrder: { orderNumber: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t);
  admin = await loginAs(t, Role.Admin);
  // The needle is created first of the grid customers: the second-oldest customer, so on page 3
  // of 10 when listed newest first (27 customers with the seeded demo customer).
  needle = await createUser(t, { fullName: 'Zara Needlework', email: `zara.needle.${process.pid}@example.com` });
  for (let i = 1; i <= 25; i++) {
    gridCustomers.push(await createUser(t, { fullName: `Grid Customer ${String(i).padStart(2, '0')}` }));
  }
  // 26 orders, oldest first: the needle's order is the oldest, so on page 3 of 10 newest first.
  needleOrder = await insertOrder(t, {
    userId: needle.id,
    total: 77_700,
    planName: 'Plant Power',
    createdAt: new Date(Date.UTC(2029, 0, 1)),
  });
  for (let i = 0; i < 25; i++) {
    await insertOrder(t, {
      userId: gridCustomers[i]!.id,
      total: 10_000 + i * 1_000,
      createdAt: new Date(Date.UTC(2029, 1, 1 + i)),
      orderType: i % 5 === 0 ? OrderType.Trial : OrderType.Monthly,
      status: i === 3 ? OrderStatus.Refunded : OrderStatus.Paid,
    });
  }
});

afterAll(async () => {
  await t?.close();
});

async function customers(vars: Record<string, unknown>): Promise<Page<CustomerRow>> {
  const body = await t.gql<{ customers: Page<CustomerRow> }>(CUSTOMERS, vars, admin.token);
  expect(body.errors).toBeUndefined();
  return body.data!.customers;
}

async function orders(vars: Record<string, unknown>): Promise<Page<OrderRow>> {
  const body = await t.gql<{ adminOrders: Page<OrderRow> }>(ORDERS, vars, admin.token);
  expect(body.errors).toBeUndefined();
  return body.data!.adminOrders;
}

describe('customers grid', () => {
  it('pages newest first: counts, totalPages, and a short last page', async () => {
    const first = await customers({ page: 1, limit: 10 });
    expect(first).toMatchObject({ total: 27, totalPages: 3 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.fullName).toBe('Grid Customer 25');
    const last = await customers({ page: 3, limit: 10 });
    expect(last.data).toHaveLength(7);
    expect(last.data.map((c) => c.fullName)).toContain('Zara Needlework');
    expect(last.data.at(-1)!.email).toBe('customer@freshfuel.ae');
    // Only customers: no staff accounts.
    const all = await customers({ page: 1, limit: 50 });
    expect(all.data.map((c) => c.id)).not.toContain(admin.id);
  });

  it('changing the page size re-pages the same rows', async () => {
    const twenty = await customers({ page: 1, limit: 20 });
    expect(twenty).toMatchObject({ total: 27, totalPages: 2 });
    expect(twenty.data).toHaveLength(20);
    const tail = await customers({ page: 2, limit: 20 });
    expect(tail.data).toHaveLength(7);
    const tens = [...(await customers({ page: 1, limit: 10 })).data, ...(await customers({ page: 2, limit: 10 })).data];
    expect(twenty.data.map((c) => c.id)).toEqual(tens.map((c) => c.id));
    expect(await customers({ page: 1, limit: 50 })).toMatchObject({ totalPages: 1 });
  });

  it('searches every page, case-insensitively, by name, e-mail or phone', async () => {
    const byName = await customers({ search: 'NEEDLEWORK', page: 1, limit: 10 });
    expect(byName).toMatchObject({ total: 1, totalPages: 1 });
    expect(byName.data[0]!.id).toBe(needle.id);
    expect((await customers({ search: `zara.needle.${process.pid}@` })).data.map((c) => c.id)).toEqual([needle.id]);
    expect((await customers({ search: needle.phoneNo.slice(-7) })).data.map((c) => c.id)).toEqual([needle.id]);
    expect(await customers({ search: 'grid customer', limit: 10 })).toMatchObject({ total: 25, totalPages: 3 });
    // Regex metacharacters are literal.
    expect((await customers({ search: '.*' })).total).toBe(0);
  });

  it('sorts by a whitelisted column both ways, stable across pages', async () => {
    const asc = await customers({ sortBy: 'fullName', sortDir: 'asc', limit: 10 });
    expect(asc.data.map((c) => c.fullName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Grid Customer ${String(i + 1).padStart(2, '0')}`),
    );
    const desc = await customers({ sortBy: 'fullName', sortDir: 'desc', limit: 10 });
    expect(desc.data.slice(0, 3).map((c) => c.fullName)).toEqual(['Zara Needlework', 'Layla Customer', 'Grid Customer 25']);
    const emailAsc = (await customers({ sortBy: 'email', limit: 50 })).data.map((c) => c.email);
    expect(emailAsc).toEqual([...emailAsc].sort());
    const oldest = await customers({ sortBy: 'createdAt', sortDir: 'asc', limit: 2 });
    expect(oldest.data.map((c) => c.fullName)).toEqual(['Layla Customer', 'Zara Needlework']);
    // sortDir defaults to asc.
    expect((await customers({ sortBy: 'fullName', limit: 1 })).data[0]!.fullName).toBe('Grid Customer 01');
  });

  it('refuses page sizes outside 1-100 and columns outside the whitelist', async () => {
    const tooBig = await t.gql(CUSTOMERS, { limit: 101 }, admin.token);
    expect(errorCode(tooBig)).toBe('VALIDATION_FAILED');
    expect(errorCode(await t.gql(CUSTOMERS, { page: 0 }, admin.token))).toBe('VALIDATION_FAILED');
    expect(errorCode(await t.gql(CUSTOMERS, { sortBy: 'passwordHash' }, admin.token))).toBe('BAD_USER_INPUT');
  });
});

describe('orders grid', () => {
  it('pages newest first with the customer name and e-mail, totals in fils', async () => {
    const first = await orders({ page: 1, limit: 10 });
    expect(first).toMatchObject({ total: 26, totalPages: 3 });
    expect(first.data[0]).toMatchObject({
      customerName: 'Grid Customer 25',
      total: 34_000,
      orderType: 'Monthly',
      status: 'Paid',
      planName: 'Balanced',
    });
    expect(first.data[0]!.customerEmail).toBe(gridCustomers[24]!.email);
    const last = await orders({ page: 3, limit: 10 });
    expect(last.data.at(-1)).toMatchObject({ orderNumber: needleOrder.orderNumber, customerName: 'Zara Needlework', total: 77_700 });
  });

  it('finds the order on page 3 by customer name, e-mail, order number and plan, across pages', async () => {
    for (const search of ['zara needlework', `ZARA.NEEDLE.${process.pid}`, needleOrder.orderNumber.toLowerCase(), 'plant power']) {
      const found = await orders({ search, page: 1, limit: 10 });
      expect({ search, total: found.total, numbers: found.data.map((o) => o.orderNumber) }).toEqual({
        search,
        total: 1,
        numbers: [needleOrder.orderNumber],
      });
    }
  });

  it('sorts by total both ways and filters by status and type', async () => {
    const asc = await orders({ sortBy: 'total', sortDir: 'asc', limit: 3 });
    expect(asc.data.map((o) => o.total)).toEqual([10_000, 11_000, 12_000]);
    const desc = await orders({ sortBy: 'total', sortDir: 'desc', limit: 2 });
    expect(desc.data.map((o) => o.total)).toEqual([77_700, 34_000]);
    expect((await orders({ status: 'Refunded' })).data.map((o) => o.total)).toEqual([13_000]);
    expect((await orders({ orderType: 'Trial', limit: 50 })).total).toBe(5);
    expect(await orders({ limit: 20, page: 2 })).toMatchObject({ total: 26, totalPages: 2 });
  });
});

describe('menu and plan lists', () => {
  it('adminMeals lists inactive meals too, filters by active, searches and sorts', async () => {
    const all = (
      await t.gql<{ adminMeals: Page<{ id: string; name: string; calories: number; active: boolean }> }>(MEALS, { limit: 50 }, admin.token)
    ).data!.adminMeals;
    expect(all.total).toBe(42);
    const target = all.data[0]!;
    await t.gql(`mutation { setMealActive(id: "${target.id}", active: false) { id } }`, {}, admin.token);
    const inactive = (await t.gql<{ adminMeals: Page<{ id: string }> }>(MEALS, { active: false }, admin.token)).data!.adminMeals;
    expect(inactive.data.map((m) => m.id)).toEqual([target.id]);
    expect((await t.gql<{ adminMeals: Page<unknown> }>(MEALS, { limit: 50 }, admin.token)).data!.adminMeals.total).toBe(42);
    const pub = await t.gql<{ meals: { id: string }[] }>('{ meals { id } }');
    expect(pub.data!.meals.map((m) => m.id)).not.toContain(target.id);
    await t.gql(`mutation { setMealActive(id: "${target.id}", active: true) { id } }`, {}, admin.token);
    const shak = (await t.gql<{ adminMeals: Page<{ name: string }> }>(MEALS, { search: 'SHAKSHUKA' }, admin.token)).data!.adminMeals;
    expect(shak.data.map((m) => m.name)).toEqual(['Shakshuka with Feta']);
    const cal = (
      await t.gql<{ adminMeals: Page<{ calories: number }> }>(MEALS, { sortBy: 'calories', sortDir: 'desc', limit: 50 }, admin.token)
    ).data!.adminMeals.data.map((m) => m.calories);
    expect(cal).toEqual([...cal].sort((a, b) => b - a));
  });

  it('adminPlans lists every plan with its meals, sorted by price both ways', async () => {
    const asc = (
      await t.gql<{ adminPlans: Page<{ name: string; price: number; active: boolean; planMeals: unknown[] }> }>(
        PLANS,
        { sortBy: 'price' },
        admin.token,
      )
    ).data!.adminPlans;
    expect(asc.total).toBe(5);
    expect(asc.data.map((p) => p.price)).toEqual([...asc.data.map((p) => p.price)].sort((a, b) => a - b));
    expect(asc.data[0]).toMatchObject({ name: '7-Day Trial', price: 47_524, active: true });
    expect(asc.data[0]!.planMeals.length).toBeGreaterThan(0);
    const desc = (await t.gql<{ adminPlans: Page<{ name: string }> }>(PLANS, { sortBy: 'price', sortDir: 'desc' }, admin.token)).data!
      .adminPlans;
    expect(desc.data[0]!.name).toBe('Muscle Gain');
    expect(
      (await t.gql<{ adminPlans: Page<{ name: string }> }>(PLANS, { search: 'plant' }, admin.token)).data!.adminPlans.data.map(
        (p) => p.name,
      ),
    ).toEqual(['Plant Power']);
  });
});

describe('promotion and discount code lists', () => {
  it('planPromotions splits running and expired promotions', async () => {
    const running = (
      await t.gql<{ planPromotions: Page<{ name: string; planName: string; discountPercentage: number; discountedPrice: number }> }>(
        PROMOTIONS,
        {},
        admin.token,
      )
    ).data!.planPromotions;
    expect(running.data).toEqual([
      expect.objectContaining({ name: 'Summer Fit Special', planName: 'Balanced', discountPercentage: 15, discountedPrice: 218_960 }),
    ]);
    const expired = (await t.gql<{ planPromotions: Page<{ name: string }> }>(PROMOTIONS, { expired: true }, admin.token)).data!
      .planPromotions;
    expect(expired.data.map((p) => p.name)).toEqual(['New Year Kick-off']);
    expect(
      (await t.gql<{ planPromotions: Page<unknown> }>(PROMOTIONS, { expired: true, search: 'lean' }, admin.token)).data!.planPromotions
        .total,
    ).toBe(1);
  });

  it('GET /api/planPromotions/ and /getExpiredPromotions answer the spec rows (AED, ISO dates), paged', async () => {
    const res = await t.http.get('/api/planPromotions/').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(res.body).toMatchObject({ total: 1, totalPages: 1 });
    expect(res.body.data[0]).toEqual({
      _id: expect.any(String),
      promotionName: 'Summer Fit Special',
      planName: 'Balanced',
      meal_plan_id: expect.any(String),
      discount_percentage: 15,
      discounted_price: 2189.6,
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      end_date: expect.any(String),
    });
    const expired = await t.http
      .get('/api/planPromotions/getExpiredPromotions?page=1&limit=10&sortBy=endDate&sortDir=desc')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(expired.body.data.map((p: { promotionName: string }) => p.promotionName)).toEqual(['New Year Kick-off']);
    const bad = await t.http.get('/api/planPromotions/?sortBy=plan').set('Authorization', `Bearer ${admin.token}`);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('discountCodes and GET /api/promoCodes/ split active and expired codes', async () => {
    const active = (await t.gql<{ discountCodes: Page<{ code: string }> }>(CODES, { sortBy: 'code' }, admin.token)).data!.discountCodes;
    expect(active.data.map((c) => c.code)).toEqual(['FRESH10', 'WELCOME15']);
    const desc = (await t.gql<{ discountCodes: Page<{ code: string }> }>(CODES, { sortBy: 'percentage', sortDir: 'desc' }, admin.token))
      .data!.discountCodes;
    expect(desc.data.map((c) => c.code)).toEqual(['WELCOME15', 'FRESH10']);
    const rest = await t.http.get('/api/promoCodes/?sortBy=code').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(rest.body).toMatchObject({ total: 2, totalPages: 1 });
    expect(rest.body.data[0]).toEqual({
      _id: expect.any(String),
      discount_code: 'FRESH10',
      discount_name: 'Fresh Start 10%',
      discount_percentage: 10,
      start_date: expect.any(String),
      end_date: expect.any(String),
      active: true,
    });
    const expired = await t.http.get('/api/promoCodes/getExpiredDiscounts').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(expired.body.data.map((c: { discount_code: string }) => c.discount_code)).toEqual(['SUMMER20']);
  });
});

describe('REST lists validate sortBy', () => {
  it.each(['/api/planPromotions/', '/api/promoCodes/getExpiredDiscounts', '/api/ambassador/all', '/api/newsletters'])(
    '%s refuses a column outside the whitelist with the one message',
    async (path) => {
      const res = await t.http.get(`${path}?sortBy=passwordHash&sortDir=asc`).set('Authorization', `Bearer ${admin.token}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'sortBy is not a sortable column',
        errors: { sortBy: 'sortBy is not a sortable column' },
      });
    },
  );
});

describe('content lists sort too', () => {
  beforeAll(async () => {
    for (const [name, email] of [
      ['Bilal Ahmed', 'bilal@example.com'],
      ['Amira Saleh', 'amira@example.com'],
      ['Chloe Martin', 'chloe@example.com'],
    ]) {
      await t.gql('mutation($e: String!) { subscribeNewsletter(email: $e) { message } }', { e: email });
      await t.gql('mutation($i: ContactInput!) { submitContact(input: $i) { message } }', {
        i: { name, email, phone: '0501234567', message: 'Hello there' },
      });
      await t.gql('mutation($i: ApplyAmbassadorInput!) { applyAmbassador(input: $i) { message } }', {
        i: { fullName: name, email, phone: '+1 415 555 0134', country: 'USA', brief: 'I cook.', accountURL1: 'https://instagram.com/me' },
      });
    }
  });

  it('newsletters, contact requests, ambassador applications and blog posts take sortBy and sortDir', async () => {
    const emails = await t.gql<{ newsletterSubscribers: { data: { email: string }[] } }>(
      '{ newsletterSubscribers(sortBy: email, sortDir: desc) { data { email } } }',
      {},
      admin.token,
    );
    expect(emails.data!.newsletterSubscribers.data.map((s) => s.email)).toEqual([
      'chloe@example.com',
      'bilal@example.com',
      'amira@example.com',
    ]);
    const contacts = await t.gql<{ contactRequests: { data: { name: string }[] } }>(
      '{ contactRequests(sortBy: name) { data { name } } }',
      {},
      admin.token,
    );
    expect(contacts.data!.contactRequests.data.map((c) => c.name)).toEqual(['Amira Saleh', 'Bilal Ahmed', 'Chloe Martin']);
    const ambassadors = await t.http
      .get('/api/ambassador/all?sortBy=fullName&sortDir=desc')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(ambassadors.body.data.map((a: { fullName: string }) => a.fullName)).toEqual(['Chloe Martin', 'Bilal Ahmed', 'Amira Saleh']);
    const rest = await t.http.get('/api/newsletters?sortBy=email').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(rest.body.data.map((s: { email: string }) => s.email)).toEqual(['amira@example.com', 'bilal@example.com', 'chloe@example.com']);
    const titles = async (sortDir: string) =>
      (
        await t.gql<{ adminBlogs: { data: { title: string }[] } }>(
          `{ adminBlogs(sortBy: title, sortDir: ${sortDir}, limit: 50) { data { title } } }`,
          {},
          admin.token,
        )
      ).data!.adminBlogs.data.map((b) => b.title);
    const asc = await titles('asc');
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await titles('desc')).toEqual([...asc].reverse());
    expect(errorCode(await t.gql('{ contactRequests(sortBy: message) { total } }', {}, admin.token))).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
