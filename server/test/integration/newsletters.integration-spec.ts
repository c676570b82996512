import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs, uniqueEmail } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * The newsletter form (spec sections 3, 7, 8): `POST /api/newsletters/` answers `data.message` on
 * success and failure; one record per address. Staff list and CSV export.
 */

const THANKS = 'Thanks for subscribing!';
const ALREADY = 'You are already subscribed. Thank you!';
const INVALID = 'Please enter a valid email address.';
const SUBSCRIBE = `mutation Sub($email: String!) { subscribeNewsletter(email: $email) { message alreadySubscribed } }`;
const SUBSCRIBERS = `query Subs($page: Int, $limit: Int, $search: String) { newsletterSubscribers(page: $page, limit: $limit, search: $search) { data { id email createdAt } totalPages total } }`;

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, Role.Admin)).token;
  customer = (await loginAs(t, Role.User)).token;
});

afterAll(async () => {
  await t?.close();
});

const subscribers = () => t.connection.collection('newsletters');
const subscribe = (body: unknown) => t.http.post('/api/newsletters/').send(body as object);

describe('POST /api/newsletters/', () => {
  it('subscribes a new address (201) and answers a repeat politely (200) without a duplicate', async () => {
    const email = uniqueEmail('news');
    const first = await subscribe({ email }).expect(201);
    expect(first.body).toEqual({ message: THANKS, data: { message: THANKS } });
    const again = await subscribe({ email: `  ${email.toUpperCase()}  ` }).expect(200);
    expect(again.body.data).toEqual({ message: ALREADY });
    expect(await subscribers().countDocuments({ email })).toBe(1);
    expect(await subscribers().countDocuments({ email: email.toUpperCase() })).toBe(0);
  });

  it('also answers on the path without the trailing slash', async () => {
    await t.http
      .post('/api/newsletters')
      .send({ email: uniqueEmail('noslash') })
      .expect(201);
  });

  it('keeps one record when the same address is sent concurrently', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 6 }, () => subscribe({ email })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await subscribers().countDocuments({ email })).toBe(1);
  });

  it('refuses an invalid address with 400 and data.message, writing nothing', async () => {
    const before = await subscribers().countDocuments();
    for (const email of ['', '   ', 'nope', 'a@b', '@example.com', `${'a'.repeat(250)}@example.com`, 42, null, ['a@example.com']]) {
      const res = await subscribe({ email });
      expect({ email, status: res.status, message: res.body.message, data: res.body.data }).toEqual({
        email,
        status: 400,
        message: INVALID,
        data: { message: INVALID },
      });
    }
    const missing = await subscribe({});
    expect(missing.status).toBe(400);
    expect(missing.body.data.message).toBe(INVALID);
    expect(await subscribers().countDocuments()).toBe(before);
  });

  it('refuses operator injection and unknown fields with 400, writing nothing', async () => {
    await subscribe({ email: uniqueEmail('seen') }).expect(201);
    const before = await subscribers().countDocuments();
    const injected = await subscribe({ email: { $gt: '' } });
    expect(injected.status).toBe(400);
    expect(injected.body.data.message).toBe(INVALID);
    const extra = await subscribe({ email: uniqueEmail('extra'), admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('Unknown field "admin".');
    expect(extra.body.data.message).toBe('Unknown field "admin".');
    expect(await subscribers().countDocuments()).toBe(before);
  });
});

describe('GraphQL subscribeNewsletter', () => {
  it('subscribes once and validates the address', async () => {
    const email = uniqueEmail('gql');
    const first = await t.gql<{ subscribeNewsletter: { message: string; alreadySubscribed: boolean } }>(SUBSCRIBE, { email });
    expect(first.data!.subscribeNewsletter).toEqual({ message: THANKS, alreadySubscribed: false });
    const again = await t.gql<{ subscribeNewsletter: { message: string; alreadySubscribed: boolean } }>(SUBSCRIBE, { email });
    expect(again.data!.subscribeNewsletter).toEqual({ message: ALREADY, alreadySubscribed: true });
    const bad = await t.gql(SUBSCRIBE, { email: 'nope' });
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
    expect(bad.errors![0]!.message).toBe(INVALID);
  });
});

describe('staff list and export', () => {
  it('refuses anonymous callers (401) and customers (403)', async () => {
    for (const path of ['/api/newsletters', '/api/newsletters/export.csv']) {
      expect((await t.http.get(path)).status).toBe(401);
      expect((await t.http.get(path).set('Authorization', `Bearer ${customer}`)).status).toBe(403);
    }
    expect(errorCode(await t.gql(SUBSCRIBERS, {}, customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(SUBSCRIBERS, {}))).toBe('UNAUTHENTICATED');
  });

  it('lists subscribers newest first with data/totalPages/total and searches', async () => {
    const email = uniqueEmail('listed');
    await subscribe({ email }).expect(201);
    const total = await subscribers().countDocuments();
    const res = await t.http.get('/api/newsletters').query({ page: 1, limit: 1 }).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(res.body).toMatchObject({ total, totalPages: total });
    expect(res.body.data).toEqual([{ _id: expect.any(String), email, createdAt: expect.any(String) }]);
    const found = await t.gql<{ newsletterSubscribers: { data: { email: string }[]; total: number } }>(
      SUBSCRIBERS,
      { search: email.slice(0, 20).toUpperCase() },
      admin,
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.newsletterSubscribers.data.map((s) => s.email)).toContain(email);
  });

  it('exports every subscriber as CSV, escaped', async () => {
    const tricky = `"=cmd",x@example.com`;
    await subscribers().insertOne({ email: tricky, createdAt: new Date(Date.UTC(2024, 0, 2)), updatedAt: new Date() });
    const res = await t.http.get('/api/newsletters/export.csv').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const lines = res.text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribedAt');
    expect(lines).toHaveLength((await subscribers().countDocuments()) + 1);
    expect(lines).toContain(`"""=cmd"",x@example.com",2024-01-02T04:00:00+04:00`);
    const searched = await t.http
      .get('/api/newsletters/export.csv')
      .query({ search: '=cmd' })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(searched.text.replace('\uFEFF', '').trimEnd().split('\r\n')).toEqual([
      'email,subscribedAt',
      `"""=cmd"",x@example.com",2024-01-02T04:00:00+04:00`,
    ]);
  });
});
