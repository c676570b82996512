import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, EXAMPLE_SUPPLIER, loadConfig as loadConfigStrict, loadToolConfig } from './config.schema.js';
import { withDevSecret } from './dev-secret.js';

/** loadConfig: defaults outside production, required secrets in production, named errors. */

const PROD_BASE = {
  NODE_ENV: 'production',
  JWT_SECRET: 'kQ3v9Zr_T1xWm8bLp2YdNc7HsF0uGeAj4RoVtKiEwXz',
  CODES_SECRET: 'Wm4Tq8Zr1Xv6Nb3Lc9Kd2Hf7Gj5Sa0Pe_Ui-Oy',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MONGODB_URI: 'mongodb://db.internal:27017/freshfuel',
  PUBLIC_URL: 'https://freshfuel.ae',
  SUPPLIER_NAME: 'Healthy Meals Trading LLC',
  SUPPLIER_ADDRESS: 'Office 4, Business Bay, Dubai, United Arab Emirates',
  SUPPLIER_TRN: '100987654300003',
};

/** A development-like secret for the tests that are not about the secret. */
const TEST_SECRET = 'Yt6Pq2Lm9Xc4Vb7Nz1Rk8Hs3Dw5Fg0Ja-Ue_Io';

/** loadConfig with a signing secret supplied unless the test sets JWT_SECRET itself. */
function loadConfig(env: Record<string, string | undefined>) {
  return loadConfigStrict({ JWT_SECRET: TEST_SECRET, ...env });
}

function errorOf(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig did not throw');
}

describe('loadConfig', () => {
  it('fills documented defaults in development', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      SEED_ON_START: true,
      JWT_EXPIRES_IN: '12h',
      AUTH_RATE_LIMIT_PER_MINUTE: 30,
      GRAPHQL_MAX_DEPTH: 10,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(cfg.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(cfg.MONGODB_URI).toBeUndefined();
  });

  it('coerces numbers and booleans from strings', () => {
    const cfg = loadConfig({ PORT: '8080', SEED_ON_START: '0', AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    expect(cfg).toMatchObject({ PORT: 8080, SEED_ON_START: false, AUTH_RATE_LIMIT_PER_MINUTE: 3 });
  });

  it('takes an international SUPPORT_PHONE as written, defaulting to the documented number', () => {
    expect(loadConfig({}).SUPPORT_PHONE).toBe('+971 4 123 4567');
    expect(loadConfig({ SUPPORT_PHONE: '+971 (0)50-123.4567' }).SUPPORT_PHONE).toBe('+971 (0)50-123.4567');
  });

  it('treats empty strings as unset', () => {
    const cfg = loadConfig({ PORT: '', MONGODB_URI: '' });
    expect(cfg.PORT).toBe(3000);
    expect(cfg.MONGODB_URI).toBeUndefined();
  });

  it('accepts a complete production environment and seeds nothing by default', () => {
    const cfg = loadConfig(PROD_BASE);
    expect(cfg).toMatchObject({ NODE_ENV: 'production', SEED_ON_START: false, JWT_SECRET: PROD_BASE.JWT_SECRET });
  });

  it('refuses the demo seed in production', () => {
    expect(errorOf({ ...PROD_BASE, SEED_ON_START: 'true' }).message).toMatch(/SEED_ON_START: must be false in production/);
    expect(loadConfig({ ...PROD_BASE, SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
  });

  it('requires an https PUBLIC_URL in production, and keeps the local default elsewhere', () => {
    expect(errorOf({ ...PROD_BASE, PUBLIC_URL: undefined }).message).toMatch(/^\s*PUBLIC_URL: is required in production/m);
    expect(errorOf({ ...PROD_BASE, PUBLIC_URL: 'http://localhost:3000' }).message).toMatch(/PUBLIC_URL: must be an https:\/\/ address/);
    expect(loadConfig(PROD_BASE).PUBLIC_URL).toBe('https://freshfuel.ae');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('names JWT_SECRET when it is missing in production', () => {
    const err = errorOf({ ...PROD_BASE, JWT_SECRET: undefined });
    expect(err.message).toMatch(/^Invalid configuration:/);
    expect(err.message).toMatch(/JWT_SECRET: is required in production/);
    expect(err.message).toMatch(/^\s*JWT_SECRET: /m);
    expect(err.message).not.toMatch(/^\s*(PORT|MONGODB_URI|SMTP_URL): /m);
  });

  it('names a too-short JWT_SECRET in production', () => {
    expect(errorOf({ ...PROD_BASE, JWT_SECRET: 'short' }).message).toMatch(/JWT_SECRET: must be at least 32 characters/);
  });

  it('refuses a secret that does not look random (a repeated character), in production and outside it', () => {
    expect(errorOf({ ...PROD_BASE, JWT_SECRET: 'p'.repeat(48) }).message).toMatch(/JWT_SECRET: does not look random/);
    expect(errorOf({ JWT_SECRET: 'ab'.repeat(24) }).message).toMatch(/JWT_SECRET: does not look random/);
  });

  it.each(['production', 'development', 'test'])('refuses the old published default secret in %s', (mode) => {
    const env = mode === 'production' ? PROD_BASE : { NODE_ENV: mode };
    const err = errorOf({ ...env, JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef' });
    expect(err.message).toMatch(/JWT_SECRET: is a published default/);
  });

  it('has no default signing secret in any mode', () => {
    expect(() => loadConfigStrict({})).toThrow(/JWT_SECRET: is required/);
    expect(() => loadConfigStrict({ NODE_ENV: 'test' })).toThrow(/JWT_SECRET: is required/);
  });

  it('caps the access-token lifetime at 24 hours', () => {
    expect(loadConfig({ JWT_EXPIRES_IN: '24h' }).JWT_EXPIRES_IN).toBe('24h');
    expect(errorOf({ JWT_EXPIRES_IN: '7d' }).message).toMatch(/JWT_EXPIRES_IN: must be at most 24h/);
    expect(errorOf({ JWT_EXPIRES_IN: '1441m' }).message).toMatch(/JWT_EXPIRES_IN: must be at most 24h/);
  });

  it('requires its own CODES_SECRET in production, and derives one from JWT_SECRET elsewhere', () => {
    expect(errorOf({ ...PROD_BASE, CODES_SECRET: undefined }).message).toMatch(/^\s*CODES_SECRET: is required in production/m);
    expect(errorOf({ ...PROD_BASE, CODES_SECRET: PROD_BASE.JWT_SECRET }).message).toMatch(
      /CODES_SECRET: must differ from the token signing secrets/,
    );
    expect(loadConfig(PROD_BASE).CODES_SECRET).toBe(PROD_BASE.CODES_SECRET);
    const dev = loadConfig({});
    expect(dev.CODES_SECRET).toHaveLength(43);
    expect(dev.CODES_SECRET).not.toBe(TEST_SECRET);
    // The same JWT_SECRET gives the same derived key (two instances agree), another gives another.
    expect(loadConfig({}).CODES_SECRET).toBe(dev.CODES_SECRET);
    expect(loadConfigStrict({ JWT_SECRET: PROD_BASE.CODES_SECRET }).CODES_SECRET).not.toBe(dev.CODES_SECRET);
  });

  it('takes a second accepted signing secret that is strong and not the signing one', () => {
    expect(loadConfig({ JWT_ACCEPTED_SECRET: PROD_BASE.JWT_SECRET }).JWT_ACCEPTED_SECRET).toBe(PROD_BASE.JWT_SECRET);
    expect(errorOf({ JWT_ACCEPTED_SECRET: TEST_SECRET }).message).toMatch(/JWT_ACCEPTED_SECRET: must differ from JWT_SECRET/);
    expect(errorOf({ JWT_ACCEPTED_SECRET: 'short' }).message).toMatch(/JWT_ACCEPTED_SECRET: must be at least 32 characters/);
  });

  it('names SMTP_URL when it is missing in production', () => {
    const { SMTP_URL: _omit, ...env } = PROD_BASE;
    expect(errorOf(env).message).toMatch(/SMTP_URL: is required in production/);
  });

  it('uses the example supplier outside production only', () => {
    expect(loadConfig({})).toMatchObject({
      SUPPLIER_NAME: EXAMPLE_SUPPLIER.name,
      SUPPLIER_ADDRESS: EXAMPLE_SUPPLIER.address,
      SUPPLIER_TRN: EXAMPLE_SUPPLIER.trn,
    });
    expect(loadConfig(PROD_BASE)).toMatchObject({ SUPPLIER_NAME: 'Healthy Meals Trading LLC', SUPPLIER_TRN: '100987654300003' });
  });

  it.each(['SUPPLIER_NAME', 'SUPPLIER_ADDRESS', 'SUPPLIER_TRN'])('names %s when it is missing in production', (name) => {
    const err = errorOf({ ...PROD_BASE, [name]: undefined });
    expect(err.message).toMatch(new RegExp(`^\\s*${name}: is required in production`, 'm'));
    expect(err.message.split('\n')).toHaveLength(2);
  });

  it('refuses the example TRN in production', () => {
    expect(errorOf({ ...PROD_BASE, SUPPLIER_TRN: EXAMPLE_SUPPLIER.trn }).message).toMatch(/SUPPLIER_TRN: is the example TRN/);
  });

  it.each(['10012345670000', '1001234567000031', '10012345670000A', '100 1234 5670 0003'])(
    'refuses a TRN that is not exactly 15 digits (%s), in production and outside it',
    (trn) => {
      expect(errorOf({ ...PROD_BASE, SUPPLIER_TRN: trn }).message).toMatch(/SUPPLIER_TRN: must be the 15-digit Tax Registration Number/);
      expect(errorOf({ SUPPLIER_TRN: trn }).message).toMatch(/SUPPLIER_TRN: must be the 15-digit Tax Registration Number/);
    },
  );

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['MONGODB_URI', 'http://x'],
    ['JWT_EXPIRES_IN', 'forever'],
    ['SEED_ON_START', 'yes'],
    ['NODE_ENV', 'staging'],
    ['SUPPORT_PHONE', '04 123 4567'],
    ['SUPPORT_PHONE', 'call us'],
  ])('names %s when it is malformed (%s)', (name, value) => {
    const err = errorOf({ [name]: value });
    expect(err.message).toMatch(new RegExp(`^\\s*${name}: `, 'm'));
    expect(err.message.split('\n')).toHaveLength(2);
  });

  it('names every bad variable at once', () => {
    const err = errorOf({ PORT: 'abc', MONGODB_URI: 'http://x' });
    expect(err.message).toMatch(/^\s*PORT: /m);
    expect(err.message).toMatch(/^\s*MONGODB_URI: must start with mongodb:\/\/ or mongodb\+srv:\/\//m);
  });
});

describe('loadToolConfig', () => {
  it('runs without JWT_SECRET outside production, with a random stand-in never written anywhere', () => {
    const a = loadToolConfig({ MONGODB_URI: 'mongodb://127.0.0.1:27017/x' });
    const b = loadToolConfig({ MONGODB_URI: 'mongodb://127.0.0.1:27017/x' });
    expect(a.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(a.JWT_SECRET).not.toBe(b.JWT_SECRET);
    expect(loadToolConfig({ JWT_SECRET: TEST_SECRET }).JWT_SECRET).toBe(TEST_SECRET);
  });

  it('validates production exactly as the server does', () => {
    expect(() => loadToolConfig({ ...PROD_BASE, JWT_SECRET: undefined })).toThrow(/JWT_SECRET: is required in production/);
    expect(loadToolConfig(PROD_BASE).JWT_SECRET).toBe(PROD_BASE.JWT_SECRET);
  });
});

describe('withDevSecret', () => {
  it('creates a random secret on first start (mode 600), keeps it, and loadConfig accepts it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ff-secret-')), '.data', 'jwt-secret');
    const first = withDevSecret({}, file);
    expect(first.JWT_SECRET).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.JWT_SECRET);
    expect(withDevSecret({}, file).JWT_SECRET).toBe(first.JWT_SECRET);
    expect(loadConfigStrict(first).JWT_SECRET).toBe(first.JWT_SECRET);
    const other = join(mkdtempSync(join(tmpdir(), 'ff-secret-')), 'jwt-secret');
    expect(withDevSecret({}, other).JWT_SECRET).not.toBe(first.JWT_SECRET);
  });

  it('never writes a secret for production, and leaves a given secret alone', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ff-secret-')), 'jwt-secret');
    expect(withDevSecret({ NODE_ENV: 'production' }, file).JWT_SECRET).toBeUndefined();
    expect(withDevSecret({ JWT_SECRET: TEST_SECRET }, file).JWT_SECRET).toBe(TEST_SECRET);
    expect(() => statSync(file)).toThrow();
  });
});
