import { ConfigError, loadConfig } from './config.schema.js';

/** loadConfig (issue 2 §3): defaults outside production, required secrets in production, named errors. */

const PROD_BASE = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(48),
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MONGODB_URI: 'mongodb://db.internal:27017/freshfuel',
};

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
      JWT_EXPIRES_IN: '7d',
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

  it('names JWT_SECRET when it is missing in production', () => {
    const { JWT_SECRET: _omit, ...env } = PROD_BASE;
    const err = errorOf(env);
    expect(err.message).toMatch(/^Invalid configuration:/);
    expect(err.message).toMatch(/^\s*JWT_SECRET: /m);
    expect(err.message).not.toMatch(/^\s*(PORT|MONGODB_URI|SMTP_URL): /m);
  });

  it('names a too-short JWT_SECRET in production', () => {
    expect(errorOf({ ...PROD_BASE, JWT_SECRET: 'short' }).message).toMatch(/JWT_SECRET: must be at least 32 characters/);
  });

  it('names SMTP_URL when it is missing in production', () => {
    const { SMTP_URL: _omit, ...env } = PROD_BASE;
    expect(errorOf(env).message).toMatch(/SMTP_URL: is required in production/);
  });

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
