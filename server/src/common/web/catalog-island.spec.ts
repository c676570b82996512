import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { CatalogCache } from '../catalog-cache/catalog-cache.js';
import { languageOfRequest } from '../i18n/language.js';
import { catalogIslands, pageLanguage, readIslandQueries, type IslandQuery } from './catalog-island.js';

/** Catalog fields as the app marks them (those the tests' queries use). */
const FIELDS = new Set(['plans', 'meals', 'heroImages', 'activePromotions', 'siteSettings', 'durations']);

const hero: IslandQuery = { operationName: 'HeroImages', query: 'query HeroImages { heroImages { clockImage } }', variables: {} };
const plans: IslandQuery = { operationName: 'LandingPlans', query: 'query LandingPlans { plans { id } }', variables: {} };
const request = (acceptLanguage?: string, cookie?: string) =>
  ({ headers: { ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}), ...(cookie ? { cookie } : {}) } }) as unknown as Request;
const response = {} as Response;

describe('readIslandQueries', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'ff-island-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('keeps the public catalog queries of each route and reports the others', () => {
    const me = { operationName: 'Me', query: 'query Me { me { id } }', variables: {} };
    const mixed = { operationName: 'Mixed', query: 'query Mixed { plans { id } me { id } }', variables: {} };
    writeFileSync(join(dist, 'catalog-island.json'), JSON.stringify({ '/': [hero, me, mixed, { operationName: 3 }], '/x': [me] }));
    const dropped: string[] = [];
    const routes = readIslandQueries(dist, FIELDS, (route, name) => dropped.push(`${route} ${name}`));
    expect([...routes.entries()]).toEqual([['/', [hero]]]);
    expect(dropped).toEqual(['/ Me', '/ Mixed', '/x Me']);
  });

  it('is empty without the file or with a malformed one', () => {
    expect(readIslandQueries(dist, FIELDS).size).toBe(0);
    writeFileSync(join(dist, 'catalog-island.json'), '{not json');
    expect(readIslandQueries(dist, FIELDS).size).toBe(0);
    writeFileSync(join(dist, 'catalog-island.json'), '[1, 2]');
    expect(readIslandQueries(dist, FIELDS).size).toBe(0);
  });
});

/** The island as an object (null stays null). */
const parsed = async (text: Promise<string | null>) => {
  const json = await text;
  return json === null ? null : (JSON.parse(json) as Record<string, unknown>);
};

describe('pageLanguage', () => {
  it("takes the visitor's language cookie over Accept-Language, for the island's queries too", () => {
    const req = request('en-GB,en;q=0.9', 'theme=dark; ff_lang=ar; other=1');
    expect(pageLanguage(req)).toBe('ar');
    expect(languageOfRequest(req)).toBe('ar');
    expect(pageLanguage(request('ar-AE', 'ff_lang=en'))).toBe('en');
    expect(pageLanguage(request('ar-AE'))).toBe('ar');
    expect(pageLanguage(request(undefined, 'ff_lang=fr; xff_lang=ar'))).toBe('en');
  });
});

describe('catalogIslands', () => {
  it("answers a route's queries in the request's language, keeps the island until the cache is cleared", async () => {
    const runs: string[] = [];
    let version = 1;
    const islands = catalogIslands(
      new Map([['/', [hero, plans]]]),
      (q, req) => {
        runs.push(`${q.operationName} ${String(req.headers['accept-language'] ?? '-')}`);
        return Promise.resolve({ [q.operationName]: version });
      },
      new CatalogCache(),
    );
    const cache = new CatalogCache();
    const cached = catalogIslands(new Map([['/', [hero, plans]]]), (q) => Promise.resolve({ [q.operationName]: version }), cache);

    expect(await parsed(islands('/', request(), response))).toEqual({
      lang: 'en',
      queries: { HeroImages: { variables: {}, data: { HeroImages: 1 } }, LandingPlans: { variables: {}, data: { LandingPlans: 1 } } },
    });
    expect(await parsed(islands('/', request('ar'), response))).toMatchObject({ lang: 'ar' });
    expect(runs).toEqual(['HeroImages -', 'LandingPlans -', 'HeroImages ar', 'LandingPlans ar']);
    expect(await parsed(islands('/menu', request(), response))).toBeNull();

    expect(await parsed(cached('/', request(), response))).toMatchObject({ queries: { HeroImages: { data: { HeroImages: 1 } } } });
    version = 2;
    expect(await parsed(cached('/', request(), response))).toMatchObject({ queries: { HeroImages: { data: { HeroImages: 1 } } } });
    cache.clear(); // a staff write
    expect(await parsed(cached('/', request(), response))).toMatchObject({ queries: { HeroImages: { data: { HeroImages: 2 } } } });
  });

  it('computes the island once for concurrent requests', async () => {
    let runs = 0;
    const islands = catalogIslands(
      new Map([['/', [hero]]]),
      async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { ok: true };
      },
      new CatalogCache(),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => islands('/', request(), response)));
    expect(runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('"HeroImages"');
  });

  it('leaves out a query that fails or has errors, and does not keep such an island', async () => {
    let fail = true;
    const islands = catalogIslands(
      new Map([['/', [hero, plans]]]),
      (q) => {
        if (q === hero && fail) return Promise.reject(new Error('database down'));
        if (q === plans && fail) return Promise.resolve(null);
        return Promise.resolve({ ok: true });
      },
      new CatalogCache(),
    );
    expect(await parsed(islands('/', request(), response))).toBeNull();
    fail = false;
    expect(await parsed(islands('/', request(), response))).toMatchObject({ queries: { HeroImages: { data: { ok: true } } } });
  });
});
