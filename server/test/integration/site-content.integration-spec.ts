import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/** The landing hero's server-provided images (spec section 3): REST, GraphQL, staff update, seed. */

const SEEDED = {
  BtnRightImage: '/images/hero/leaf.svg',
  heroLeftSideImageOfLine: '/images/hero/line.svg',
  clockImage: '/images/hero/clock.svg',
  FastFoodSvgOne: '/images/hero/fastfood.svg',
  KarahiSvgTwo: '/images/hero/bowl.svg',
  SaladSvgThree: '/images/hero/salad.svg',
  HeroRightFirstImagePNG: '/images/hero/hero-main.svg',
  HeroRightSecondImagePNG: '/images/hero/leaf.svg',
  svgUpperSvgLine: '/images/hero/line.svg',
  svgLocation: '/images/hero/location.svg',
  LineRightMostSvg: '/images/hero/line.svg',
};
const HERO_FIELDS =
  'btnRightImage heroLeftSideImageOfLine clockImage fastFoodSvgOne karahiSvgTwo saladSvgThree heroRightFirstImagePNG heroRightSecondImagePNG svgUpperSvgLine svgLocation lineRightMostSvg';
const HERO = `query { heroImages { ${HERO_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateHeroImagesInput!) { updateHeroImages(input: $input) { ${HERO_FIELDS} } }`;

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

const contents = () => t.connection.collection('sitecontents');

describe('hero images', () => {
  it('answers every field even before the seed ran', async () => {
    const res = await t.http.get('/api/site-content/hero').expect(200);
    expect(res.body).toEqual({ data: SEEDED });
  });

  it('is seeded as one document with the spec field names, and GraphQL gives the camelCase names', async () => {
    await seedDatabase(t);
    const doc = await contents().findOne({ key: 'hero' });
    expect(doc).toMatchObject(SEEDED);
    expect(await contents().countDocuments()).toBe(1);
    expect((await t.http.get('/api/site-content/hero').expect(200)).body).toEqual({ data: SEEDED });
    const gql = await t.gql<{ heroImages: Record<string, string> }>(HERO);
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.heroImages).toEqual({
      btnRightImage: '/images/hero/leaf.svg',
      heroLeftSideImageOfLine: '/images/hero/line.svg',
      clockImage: '/images/hero/clock.svg',
      fastFoodSvgOne: '/images/hero/fastfood.svg',
      karahiSvgTwo: '/images/hero/bowl.svg',
      saladSvgThree: '/images/hero/salad.svg',
      heroRightFirstImagePNG: '/images/hero/hero-main.svg',
      heroRightSecondImagePNG: '/images/hero/leaf.svg',
      svgUpperSvgLine: '/images/hero/line.svg',
      svgLocation: '/images/hero/location.svg',
      lineRightMostSvg: '/images/hero/line.svg',
    });
  });

  it('lets staff change given images; a re-seed keeps the change', async () => {
    const res = await t.gql<{ updateHeroImages: Record<string, string> }>(
      UPDATE,
      { input: { clockImage: 'https://cdn.example.com/clock.png', svgLocation: ' /images/hero/pin.svg ' } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateHeroImages).toMatchObject({
      clockImage: 'https://cdn.example.com/clock.png',
      svgLocation: '/images/hero/pin.svg',
      btnRightImage: '/images/hero/leaf.svg',
    });
    await seedDatabase(t);
    const rest = await t.http.get('/api/site-content/hero').expect(200);
    expect(rest.body.data).toEqual({ ...SEEDED, clockImage: 'https://cdn.example.com/clock.png', svgLocation: '/images/hero/pin.svg' });
    expect(await contents().countDocuments()).toBe(1);
  });

  it('refuses unsafe URLs and null, changing nothing', async () => {
    const before = await contents().findOne({ key: 'hero' });
    for (const value of [
      'javascript:alert(1)',
      'http://insecure.example/a.png',
      '//evil.example/a.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'images/relative.svg',
      '',
      null,
    ]) {
      const res = await t.gql(UPDATE, { input: { btnRightImage: value } }, admin);
      expect({ value, code: errorCode(res) }).toEqual({ value, code: 'VALIDATION_FAILED' });
    }
    expect(await contents().findOne({ key: 'hero' })).toEqual(before);
  });

  it('refuses customers (FORBIDDEN) and anonymous callers (UNAUTHENTICATED)', async () => {
    expect(errorCode(await t.gql(UPDATE, { input: { clockImage: '/x.svg' } }, customer))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(UPDATE, { input: { clockImage: '/x.svg' } }))).toBe('UNAUTHENTICATED');
    expect((await contents().findOne({ key: 'hero' }))!.clockImage).toBe('https://cdn.example.com/clock.png');
  });
});

describe('site settings', () => {
  const SETTINGS = '{ siteSettings { supportPhone appStoreUrl googlePlayUrl } }';

  it('gives the configured support phone to anyone, signed in or not', async () => {
    for (const token of [undefined, customer, admin]) {
      const res = await t.gql<{ siteSettings: { supportPhone: string } }>(SETTINGS, undefined, token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.siteSettings).toEqual({ supportPhone: t.cfg.SUPPORT_PHONE, appStoreUrl: null, googlePlayUrl: null });
    }
  });

  it('follows SUPPORT_PHONE', async () => {
    const other = await createTestApp({ SUPPORT_PHONE: '+971 50 765 4321' });
    try {
      const res = await other.gql<{ siteSettings: { supportPhone: string } }>(SETTINGS);
      expect(res.errors).toBeUndefined();
      expect(res.data!.siteSettings.supportPhone).toBe('+971 50 765 4321');
    } finally {
      await other.close();
    }
  });

  it('gives the app store pages from APP_STORE_URL and GOOGLE_PLAY_URL', async () => {
    const other = await createTestApp({
      APP_STORE_URL: 'https://apps.apple.com/ae/app/freshfuel/id1',
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=ae.freshfuel',
    });
    try {
      const res = await other.gql<{ siteSettings: { appStoreUrl: string; googlePlayUrl: string } }>(SETTINGS);
      expect(res.errors).toBeUndefined();
      expect(res.data!.siteSettings.appStoreUrl).toBe('https://apps.apple.com/ae/app/freshfuel/id1');
      expect(res.data!.siteSettings.googlePlayUrl).toBe('https://play.google.com/store/apps/details?id=ae.freshfuel');
    } finally {
      await other.close();
    }
  });
});
