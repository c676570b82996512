import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs } from '../factories/users.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * How the built client and dynamic answers travel: pre-compressed twins chosen by Accept-Encoding,
 * year-long immutable caching of hashed assets, a no-cache index.html, compressed JSON above 1 KB,
 * robots.txt and sitemap.xml from PUBLIC_URL.
 */
describe('web delivery', () => {
  let t: TestApp;
  let dist: string;
  const js = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ff-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'images'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><title>FreshFuel</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`,
    );
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), js);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(js));
    writeFileSync(join(dist, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      join(dist, 'route-hints.json'),
      JSON.stringify({
        '/': '<link rel="modulepreload" crossorigin href="/assets/LandingPage-X1.js">',
        '/menu':
          '<link rel="modulepreload" crossorigin href="/assets/MenuPage-Y2.js"><link rel="preload" as="style" crossorigin href="/assets/MenuPage-Y2.css">',
      }),
    );
    // As client/build/catalog-island.ts writes it; the last query is not a public catalog query and is left out.
    writeFileSync(
      join(dist, 'catalog-island.json'),
      JSON.stringify({
        '/': [
          {
            operationName: 'HeroImages',
            query: 'query HeroImages { heroImages { clockImage heroRightFirstImagePNG __typename } }',
            variables: {},
          },
          { operationName: 'LandingPlans', query: 'query LandingPlans { plans { id name price __typename } }', variables: {} },
          { operationName: 'Me', query: 'query Me { me { id email } }', variables: {} },
        ],
      }),
    );
    t = await createTestApp({ CLIENT_DIST: dist, PUBLIC_URL: 'https://freshfuel.example' });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // supertest decodes br/gzip bodies itself: the byte count on the wire tells which file was sent.
  const raw = (path: string) => request(t.app.getHttpServer()).get(path);

  it('serves the brotli twin of a hashed asset to a client that accepts br, cached for a year', async () => {
    const res = await raw('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(js).length);
    expect(res.text).toBe(js);
  });

  it('serves the gzip twin when only gzip is accepted, and the plain file when nothing is', async () => {
    const gz = await raw('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(js).length);
    expect(gz.text).toBe(js);
    const plain = await raw('/assets/index-AbC123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(js));
    expect(plain.text).toBe(js);
  });

  it('answers the SPA routes with index.html marked no-cache', async () => {
    for (const path of ['/', '/menu', '/dashboard/plans']) {
      const res = await t.http.get(path).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it("embeds the answers to the landing page's first-paint catalog queries in its HTML only, in the request's language", async () => {
    type Island = { lang: string; queries: Record<string, { variables: object; data: Record<string, unknown> }> };
    const island = (html: string) =>
      JSON.parse(/<script id="ff-boot" type="application\/json">(.*?)<\/script><\/head>/.exec(html)?.[1] ?? 'null') as Island | null;
    const landing = await t.http.get('/').set('Accept', 'text/html');
    expect(landing.status).toBe(200);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers['vary']).toMatch(/Accept-Language/i);
    const boot = island(landing.text)!;
    expect(boot.lang).toBe('en');
    // The same answers as the page's own request; the query that is not a catalog query is left out.
    expect(Object.keys(boot.queries).sort()).toEqual(['HeroImages', 'LandingPlans']);
    const asked = await t.gql('query LandingPlans { plans { id name price __typename } }');
    expect(boot.queries.LandingPlans).toEqual({ variables: {}, data: asked.data });
    expect(boot.queries.HeroImages.data).toEqual({
      heroImages: { __typename: 'HeroImages', clockImage: '/images/hero/clock.svg', heroRightFirstImagePNG: '/images/hero/hero-main.svg' },
    });

    // An Arabic browser gets the Arabic answers.
    const arabic = island((await t.http.get('/').set('Accept', 'text/html').set('Accept-Language', 'ar-AE,ar;q=0.9')).text)!;
    expect(arabic.lang).toBe('ar');
    const askedInArabic = await t.http
      .post('/graphql')
      .set('Accept-Language', 'ar')
      .send({ query: 'query LandingPlans { plans { id name price __typename } }' });
    expect(arabic.queries.LandingPlans.data).toEqual(askedInArabic.body.data);
    // A visitor who chose Arabic on an English browser (the client's ff_lang cookie) gets them too.
    const chosen = await t.http.get('/').set('Accept', 'text/html').set('Accept-Language', 'en').set('Cookie', 'ff_lang=ar');
    expect(chosen.headers['vary']).toMatch(/Cookie/i);
    expect(island(chosen.text)).toEqual(arabic);

    // A staff change shows in the next landing page, and a value cannot close the element.
    const admin = (await loginAs(t, Role.Admin)).token;
    const changed = await t.gql(
      `mutation($i: UpdateHeroImagesInput!) { updateHeroImages(input: $i) { clockImage } }`,
      { i: { clockImage: 'https://cdn.example.com/</script><b>.png' } },
      admin,
    );
    expect(changed.errors).toBeUndefined();
    const next = (await t.http.get('/').set('Accept', 'text/html')).text;
    expect(next).not.toContain('</script><b>');
    expect(island(next)!.queries.HeroImages.data).toMatchObject({ heroImages: { clockImage: 'https://cdn.example.com/</script><b>.png' } });

    const menu = await t.http.get('/menu').set('Accept', 'text/html');
    expect(menu.text).not.toContain('ff-boot');
  });

  it("names each hinted route's page files in its own HTML only, next to the landing page's boot data", async () => {
    const head = async (path: string) => (await t.http.get(path).set('Accept', 'text/html')).text.split('</head>')[0];
    const menu = await head('/menu');
    expect(menu).toContain('<link rel="modulepreload" crossorigin href="/assets/MenuPage-Y2.js">');
    expect(menu).toContain('<link rel="preload" as="style" crossorigin href="/assets/MenuPage-Y2.css">');
    expect(menu).not.toContain('LandingPage-X1');
    expect(await head('/menu/')).toContain('MenuPage-Y2.js');
    const landing = await head('/');
    expect(landing).toContain('LandingPage-X1.js');
    expect(landing).toContain('<script id="ff-boot" type="application/json">');
    expect(landing).not.toContain('MenuPage-Y2');
    const other = await head('/dashboard/plans');
    expect(other).not.toMatch(/modulepreload|LandingPage|MenuPage/);
  });

  it('caches files that are not content-hashed for an hour only', async () => {
    const res = await t.http.get('/images/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses dynamic JSON above 1 KB and leaves small answers alone', async () => {
    const big = await t.http.post('/graphql').set('Accept-Encoding', 'br').send({ query: `{ __schema { types { name } } }` });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.body.data.__schema.types.length).toBeGreaterThan(20);

    const small = await t.http.post('/graphql').set('Accept-Encoding', 'br, gzip').send({ query: '{ __typename }' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers robots.txt as text, pointing at the sitemap, never with the SPA', async () => {
    const res = await t.http.get('/robots.txt').set('Accept', 'text/html,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Sitemap: https://freshfuel.example/sitemap.xml');
    expect(res.text).not.toContain('<div id="root">');
  });

  it('lists the public routes in sitemap.xml with absolute URLs', async () => {
    const res = await t.http.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    for (const path of ['/', '/plans_and_packages', '/menu', '/blog']) {
      expect(res.text).toContain(`<loc>https://freshfuel.example${path}</loc>`);
    }
    expect(res.text).not.toContain('/dashboard');
  });
});
