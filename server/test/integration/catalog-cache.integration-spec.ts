import { Role } from '../../src/common/auth/roles.decorator.js';
import { CatalogCache } from '../../src/common/catalog-cache/catalog-cache.js';
import { loginAs } from '../factories/users.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * The catalog answer cache: anonymous catalog reads come from this instance's cache (proved by changing
 * the database behind its back), staff writes empty it at once, signed-in callers are never served from
 * it, and the REST shim's public GETs carry ETag / Cache-Control and answer 304.
 */

const PLANS = 'query Plans { plans { id name description } }';

let t: TestApp;
let admin: { token: string };
let customer: { token: string };

async function planDescription(token?: string): Promise<{ description: string; cacheControl?: string }> {
  const req = t.http.post('/graphql').set('Content-Type', 'application/json');
  if (token) req.set('Authorization', `Bearer ${token}`);
  const res = await req.send({ query: PLANS, operationName: 'Plans' });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  const balanced = (res.body.data.plans as { name: string; description: string }[]).find((p) => p.name === 'Balanced')!;
  return { description: balanced.description, cacheControl: res.headers['cache-control'] };
}

/** Changes the Balanced plan's description in the database directly, bypassing the app (and its cache). */
async function setDescriptionBehindTheCache(description: string): Promise<void> {
  const res = await t.connection.collection('plans').updateOne({ name: 'Balanced' }, { $set: { description } });
  expect(res.modifiedCount).toBe(1);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t);
  admin = await loginAs(t, Role.Admin);
  customer = await loginAs(t, Role.User);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.app.get(CatalogCache).clear());

describe('GraphQL catalog queries', () => {
  it('answers anonymous callers from the cache, marked public, and signed-in callers not from it, not marked public', async () => {
    const first = await planDescription();
    expect(first.cacheControl).toBe('public, max-age=10');
    await setDescriptionBehindTheCache('Changed behind the cache');
    const second = await planDescription();
    expect(second.description).toBe(first.description);
    expect(second.cacheControl).toBe('public, max-age=10');

    // Signed-in callers run the resolvers (whose catalog rows have their own copy, dropped with the cache).
    t.app.get(CatalogCache).clear();
    const signedIn = await planDescription(customer.token);
    expect(signedIn.description).toBe('Changed behind the cache');
    expect(signedIn.cacheControl ?? '').not.toContain('public');
    expect(t.app.get(CatalogCache).size).toBe(0);
  });

  it('replays the security headers with a cached answer, and still refuses malformed JSON with them', async () => {
    const send = () => t.http.post('/graphql').set('Content-Type', 'application/json').send({ query: PLANS, operationName: 'Plans' });
    const miss = await send();
    const hit = await send();
    expect(hit.text).toBe(miss.text);
    for (const name of ['x-content-type-options', 'content-type', 'x-frame-options', 'etag']) {
      expect(hit.headers[name]).toBe(miss.headers[name]);
    }
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    const bad = await t.http.post('/graphql').set('Content-Type', 'application/json').send('{"query": ');
    expect(bad.status).toBe(400);
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows a staff change to the next anonymous caller at once', async () => {
    const before = await planDescription();
    const id = (await t.gql<{ plans: { id: string; name: string }[] }>('{ plans { id name } }')).data!.plans.find(
      (p) => p.name === 'Balanced',
    )!.id;
    const update = await t.gql(
      'mutation($id: ID!, $i: UpdatePlanInput!) { updatePlan(id: $id, input: $i) { id description } }',
      { id, i: { description: `${before.description} Updated by staff.` } },
      admin.token,
    );
    expect(update.errors).toBeUndefined();
    expect((await planDescription()).description).toBe(`${before.description} Updated by staff.`);
  });

  it('keeps different variables apart and never caches errors or non-catalog operations', async () => {
    const meals = 'query Meals($category: MealCategory) { meals(category: $category) { category } }';
    const snacks = await t.gql<{ meals: { category: string }[] }>(meals, { category: 'Snack' });
    const lunches = await t.gql<{ meals: { category: string }[] }>(meals, { category: 'Lunch' });
    expect(new Set(snacks.data!.meals.map((m) => m.category))).toEqual(new Set(['Snack']));
    expect(new Set(lunches.data!.meals.map((m) => m.category))).toEqual(new Set(['Lunch']));

    const bad = await t.gql('query Meals($category: MealCategory) { meals(category: $category) { category } }', { category: 'Brunch' });
    expect(bad.errors?.length).toBeGreaterThan(0);
    const cache = t.app.get(CatalogCache);
    const size = cache.size;
    const mixed = await t.http.post('/graphql').set('Content-Type', 'application/json').send({ query: '{ plans { id } me { id } }' });
    expect(mixed.headers['cache-control'] ?? '').not.toContain('public');
    expect(cache.size).toBe(size);
  });
});

describe('REST shim public GETs', () => {
  it('send ETag and Cache-Control, answer 304 to If-None-Match, and a new ETag after a staff change', async () => {
    const first = await t.http.get('/api/plans/');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await t.http.get('/api/plans/').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers['etag']).toBe(etag);

    const other = await t.http.get('/api/plans/').set('If-None-Match', '"something-else"');
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);

    const plans = (await t.gql<{ plans: { id: string; name: string }[] }>('{ plans { id name } }')).data!.plans;
    const id = plans.find((p) => p.name === 'Balanced')!.id;
    const update = await t.gql(
      'mutation($id: ID!, $i: UpdatePlanInput!) { updatePlan(id: $id, input: $i) { id } }',
      { id, i: { description: 'A balanced week, rewritten by staff.' } },
      admin.token,
    );
    expect(update.errors).toBeUndefined();
    const changed = await t.http.get('/api/plans/').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(JSON.stringify(changed.body)).toContain('A balanced week, rewritten by staff.');
  });

  it('give signed-in callers a private answer with an ETag that also revalidates to 304', async () => {
    const res = await t.http.get('/api/blogs').set('Authorization', `Bearer ${customer.token}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['etag']).toBeTruthy();
    const again = await t.http
      .get('/api/blogs')
      .set('Authorization', `Bearer ${customer.token}`)
      .set('If-None-Match', res.headers['etag'] as string);
    expect(again.status).toBe(304);
  });

  it('keep query strings apart and leave non-catalog paths alone', async () => {
    const one = await t.http.get('/api/plans/?page=1&limit=2');
    const two = await t.http.get('/api/plans/?page=2&limit=2');
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(one.body.data).toHaveLength(2);
    expect(two.body.data[0]).not.toEqual(one.body.data[0]);
    const health = await t.http.get('/api/health');
    expect(health.headers['cache-control'] ?? '').not.toContain('public');
  });
});
