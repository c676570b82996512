import { CatalogCache } from './catalog-cache.js';
import { isCatalogQuery } from './catalog-query.js';

/** Catalog fields as the app marks them (a subset is enough here). */
const FIELDS = new Set(['plans', 'meals', 'durations']);

describe('CatalogCache', () => {
  it('keeps entries fresh for the TTL, then stale for the grace period, then drops them', () => {
    let now = 1_000;
    const cache = new CatalogCache(10_000, 10, () => now, 5_000);
    cache.set('k', Buffer.from('{"data":1}'), { 'content-type': 'application/json' }, cache.generation);
    expect(cache.get('k')?.body.toString()).toBe('{"data":1}');
    now += 9_999;
    expect(cache.lookup('k')?.fresh).toBe(true);
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.lookup('k')).toMatchObject({ fresh: false });
    now += 5_000;
    expect(cache.lookup('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets one request fill a key while the others wait for it', async () => {
    const cache = new CatalogCache();
    expect(cache.beginFill('k')).toBe(true);
    expect(cache.beginFill('k')).toBe(false);
    const woken: string[] = [];
    const waits = [cache.waitFill('k').then(() => woken.push('a')), cache.waitFill('k').then(() => woken.push('b'))];
    await Promise.resolve();
    expect(woken).toEqual([]);
    cache.endFill('k');
    cache.endFill('k');
    await Promise.all(waits);
    expect(woken).toEqual(['a', 'b']);
    expect(cache.beginFill('k')).toBe(true);
    await cache.waitFill('other');
  });

  it('refuses an answer computed before a clear (a read racing a staff write)', () => {
    const cache = new CatalogCache();
    const generation = cache.generation;
    cache.clear();
    cache.set('k', Buffer.from('old'), { 'content-type': 'application/json' }, generation);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', Buffer.from('new'), { 'content-type': 'application/json' }, cache.generation);
    expect(cache.get('k')?.body.toString()).toBe('new');
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new CatalogCache(10_000, 2);
    for (const k of ['a', 'b', 'c']) cache.set(k, Buffer.from(k), { 'content-type': 'text/plain' }, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('gives equal bodies equal strong ETags', () => {
    const cache = new CatalogCache();
    const a = cache.set('a', Buffer.from('same'), { 'content-type': 'text/plain' }, cache.generation);
    const b = cache.set('b', Buffer.from('same'), { 'content-type': 'text/plain' }, cache.generation);
    const c = cache.set('c', Buffer.from('other'), { 'content-type': 'text/plain' }, cache.generation);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });
});

describe('isCatalogQuery', () => {
  it('accepts queries of catalog fields only, through fragments too', () => {
    expect(isCatalogQuery('query Plans { plans { id } }', undefined, FIELDS)).toBe(true);
    expect(
      isCatalogQuery('query Meals($c: MealCategory) { meals(category: $c) { ...F } } fragment F on MealObject { id }', 'Meals', FIELDS),
    ).toBe(true);
    expect(isCatalogQuery('{ ...Root } fragment Root on Query { plans { id } durations { days } }', undefined, FIELDS)).toBe(true);
  });

  it('refuses mutations, private or mixed fields, unknown operation names and unparsable text', () => {
    expect(isCatalogQuery('mutation { updatePlan(id: "1", input: {}) { id } }', undefined, FIELDS)).toBe(false);
    expect(isCatalogQuery('{ plans { id } me { id } }', undefined, FIELDS)).toBe(false);
    expect(isCatalogQuery('{ ... on Query { adminPlans { total } } }', undefined, FIELDS)).toBe(false);
    expect(isCatalogQuery('{ ...Root } fragment Root on Query { quote(input: {}) { total } }', undefined, FIELDS)).toBe(false);
    expect(isCatalogQuery('query A { plans { id } } query B { me { id } }', 'B', FIELDS)).toBe(false);
    expect(isCatalogQuery('query A { plans { id } } query B { plans { id } }', undefined, FIELDS)).toBe(false);
    expect(isCatalogQuery('{ plans { id ', undefined, FIELDS)).toBe(false);
  });
});
