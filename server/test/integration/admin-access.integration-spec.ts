import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * Issue 5, deny by default: every admin operation (GraphQL and REST) is refused to customers
 * (FORBIDDEN) and to anonymous callers (UNAUTHENTICATED); the super_admin-only ones are refused to
 * admins too. The guard runs before validation, so the documents only need to be well-typed.
 */

const ID = '0123456789abcdef01234567';
const DATE = '2030-01-31';
const NOW = '2030-01-01T00:00:00.000Z';
const LATER = '2030-02-01T00:00:00.000Z';

interface Op {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
}

/** Admin and super_admin operations. */
const STAFF_OPS: Op[] = [
  { name: 'adminAnalytics', query: '{ adminAnalytics { activeSubscriptions } }' },
  { name: 'customers', query: '{ customers { total } }' },
  { name: 'adminCustomer', query: `{ adminCustomer(id: "${ID}") { profile { id } } }` },
  { name: 'customerDeliveries', query: `{ customerDeliveries(userId: "${ID}") { total } }` },
  { name: 'adminOrders', query: '{ adminOrders { total } }' },
  { name: 'adminMeals', query: '{ adminMeals { total } }' },
  { name: 'adminMeal', query: `{ adminMeal(id: "${ID}") { id } }` },
  { name: 'adminPlans', query: '{ adminPlans { total } }' },
  { name: 'adminPlan', query: `{ adminPlan(id: "${ID}") { id } }` },
  { name: 'planPromotions', query: '{ planPromotions(expired: true) { total } }' },
  { name: 'discountCodes', query: '{ discountCodes { total } }' },
  { name: 'sentNotifications', query: '{ sentNotifications { total } }' },
  { name: 'kitchenProduction', query: `{ kitchenProduction(date: "${DATE}") { totalMeals } }` },
  { name: 'kitchenManifest', query: `{ kitchenManifest(date: "${DATE}") { totalMeals } }` },
  {
    name: 'createMeal',
    query: 'mutation($i: CreateMealInput!) { createMeal(input: $i) { id } }',
    variables: { i: { name: 'X', description: 'X', category: 'Lunch', image: '/x.svg', calories: 1, protein: 1, carbs: 1, fat: 1 } },
  },
  { name: 'updateMeal', query: `mutation { updateMeal(id: "${ID}", input: { name: "Y" }) { id } }` },
  { name: 'setMealActive', query: `mutation { setMealActive(id: "${ID}", active: false) { id } }` },
  {
    name: 'createPlan',
    query: 'mutation($i: CreatePlanInput!) { createPlan(input: $i) { id } }',
    variables: { i: { name: 'P', description: 'P', price: 100, image: '/p.svg' } },
  },
  { name: 'updatePlan', query: `mutation { updatePlan(id: "${ID}", input: { price: 1 }) { id } }` },
  { name: 'setPlanActive', query: `mutation { setPlanActive(id: "${ID}", active: false) { id } }` },
  { name: 'setPlanMeals', query: `mutation { setPlanMeals(planId: "${ID}", mealIds: []) { id } }` },
  {
    name: 'createPlanPromotion',
    query: 'mutation($i: CreatePlanPromotionInput!) { createPlanPromotion(input: $i) { id } }',
    variables: { i: { name: 'Promo', planId: ID, discountPercentage: 10, startDate: NOW, endDate: LATER } },
  },
  { name: 'deletePlanPromotion', query: `mutation { deletePlanPromotion(id: "${ID}") { id } }` },
  {
    name: 'createDiscountCode',
    query: 'mutation($i: CreateDiscountCodeInput!) { createDiscountCode(input: $i) { id } }',
    variables: { i: { code: 'ABC', name: 'A', percentage: 10, startDate: NOW, endDate: LATER } },
  },
  { name: 'updateDiscountCode', query: `mutation { updateDiscountCode(id: "${ID}", input: { name: "B" }) { id } }` },
  { name: 'setDiscountCodeActive', query: `mutation { setDiscountCodeActive(id: "${ID}", active: false) { id } }` },
  {
    name: 'sendNotification',
    query: 'mutation($i: SendNotificationInput!) { sendNotification(input: $i) { id } }',
    variables: { i: { title: 'T', message: 'M', audience: 'Everyone' } },
  },
  {
    name: 'updateDeliveryStatus',
    query: 'mutation($i: UpdateDeliveryStatusInput!) { updateDeliveryStatus(input: $i) { index } }',
    variables: { i: { subscriptionId: ID, index: 0, status: 'Delivered' } },
  },
  {
    name: 'updateDayDeliveryStatus',
    query: 'mutation($i: UpdateDayDeliveryStatusInput!) { updateDayDeliveryStatus(input: $i) { index } }',
    variables: { i: { subscriptionId: ID, date: DATE, status: 'Delivered' } },
  },
];

/** super_admin only. */
const SUPER_OPS: Op[] = [
  { name: 'admins', query: '{ admins { total } }' },
  {
    name: 'createAdmin',
    query: 'mutation($i: CreateAdminInput!) { createAdmin(input: $i) { id } }',
    variables: { i: { fullName: 'A', email: 'new.admin@example.com', phoneNo: '+971501234599', password: 'Copper-Falcon-Lantern-7' } },
  },
  { name: 'setAdminActive', query: `mutation { setAdminActive(id: "${ID}", active: false) { id } }` },
];

/** Any signed-in user (own inbox only), never anonymous. */
const SIGNED_IN_OPS: Op[] = [
  { name: 'myNotifications', query: '{ myNotifications { total unreadCount } }' },
  { name: 'markNotificationRead', query: `mutation { markNotificationRead(id: "${ID}") { id } }` },
  { name: 'markAllNotificationsRead', query: 'mutation { markAllNotificationsRead }' },
];

/** Admin REST routes: [method, path, body?]. */
const STAFF_REST: [string, string, Record<string, unknown>?][] = [
  ['get', '/api/planPromotions/'],
  ['get', '/api/planPromotions/getExpiredPromotions'],
  ['post', '/api/planPromotions/', { name: 'P', planId: ID, discountPercentage: 10, startDate: NOW, endDate: LATER }],
  ['get', '/api/promoCodes/'],
  ['get', '/api/promoCodes/getExpiredDiscounts'],
  ['get', `/api/kitchen/production.csv?date=${DATE}`],
  ['get', `/api/kitchen/manifest.csv?date=${DATE}`],
];

let t: TestApp;
let customer: CreatedUser & { token: string };
let admin: CreatedUser & { token: string };
let superAdmin: CreatedUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  [customer, admin, superAdmin] = await Promise.all([loginAs(t, Role.User), loginAs(t, Role.Admin), loginAs(t, Role.SuperAdmin)]);
});

afterAll(async () => {
  await t?.close();
});

const call = (op: Op, token?: string) => t.gql(op.query, op.variables, token);

describe.each(STAFF_OPS.map((op) => [op.name, op] as const))('admin operation %s', (_name, op) => {
  it('is refused to anonymous callers (UNAUTHENTICATED) and customers (FORBIDDEN), and runs for admins and super admins', async () => {
    const anonymous = await call(op);
    expect({ code: errorCode(anonymous), data: anonymous.data ?? null }).toEqual({ code: 'UNAUTHENTICATED', data: null });
    const asCustomer = await call(op, customer.token);
    expect({ code: errorCode(asCustomer), data: asCustomer.data ?? null }).toEqual({ code: 'FORBIDDEN', data: null });
    for (const staff of [admin, superAdmin]) {
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).not.toContain(errorCode(await call(op, staff.token)));
    }
  });
});

describe.each(SUPER_OPS.map((op) => [op.name, op] as const))('super admin operation %s', (_name, op) => {
  it('is refused to anonymous callers, customers and admins, and runs for super admins', async () => {
    expect(errorCode(await call(op))).toBe('UNAUTHENTICATED');
    expect(errorCode(await call(op, customer.token))).toBe('FORBIDDEN');
    expect(errorCode(await call(op, admin.token))).toBe('FORBIDDEN');
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).not.toContain(errorCode(await call(op, superAdmin.token)));
  });
});

describe.each(SIGNED_IN_OPS.map((op) => [op.name, op] as const))('inbox operation %s', (_name, op) => {
  it('is refused to anonymous callers and open to every role', async () => {
    expect(errorCode(await call(op))).toBe('UNAUTHENTICATED');
    for (const who of [customer, admin, superAdmin]) {
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).not.toContain(errorCode(await call(op, who.token)));
    }
  });
});

describe.each(STAFF_REST.map(([method, path, body]) => [`${method.toUpperCase()} ${path}`, method, path, body] as const))(
  'REST %s',
  (_name, method, path, body) => {
    const send = (token?: string) => {
      const req = (t.http as unknown as Record<string, (p: string) => import('supertest').Test>)[method]!(path);
      if (token) req.set('Authorization', `Bearer ${token}`);
      return body ? req.send(body) : req;
    };

    it('answers 401 UNAUTHENTICATED anonymously, 403 FORBIDDEN to customers, and serves staff', async () => {
      const anonymous = await send();
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      const asCustomer = await send(customer.token);
      expect([asCustomer.status, asCustomer.body.code]).toEqual([403, 'FORBIDDEN']);
      const asAdmin = await send(admin.token);
      expect([401, 403]).not.toContain(asAdmin.status);
    });
  },
);

describe('the public promotion banner stays public', () => {
  it('GET /api/planPromotions/active answers anonymously', async () => {
    const res = await t.http.get('/api/planPromotions/active');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });
});
