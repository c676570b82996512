import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import passport from 'passport';
import { JwtStrategy } from '../../src/common/auth/jwt.strategy.js';
import { keyId } from '../../src/common/auth/signing-keys.js';
import { createUser, loginAs } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * Rotating the access-token signing secret without signing anyone out (docs/operations.md, "Rotating
 * secrets"): replicas of each step of the runbook on one database. A token names its key (`kid`); a
 * replica accepts the keys it knows, signs with `JWT_SECRET` only, and refuses an unknown `kid`.
 */

const OLD = randomBytes(48).toString('base64url');
const NEW = randomBytes(48).toString('base64url');
// The codes key stays put across the rotation: pending codes stay valid.
const CODES_SECRET = randomBytes(48).toString('base64url');

let before: TestApp; // JWT_SECRET=OLD
let step1: TestApp; // JWT_SECRET=OLD, JWT_ACCEPTED_SECRET=NEW
let step2: TestApp; // JWT_SECRET=NEW, JWT_ACCEPTED_SECRET=OLD
let after: TestApp; // JWT_SECRET=NEW

beforeAll(async () => {
  before = await createTestApp({ JWT_SECRET: OLD, CODES_SECRET });
  const on = (env: Record<string, string>) => createTestApp({ MONGODB_URI: before.uri, CODES_SECRET, ...env });
  step1 = await on({ JWT_SECRET: OLD, JWT_ACCEPTED_SECRET: NEW });
  step2 = await on({ JWT_SECRET: NEW, JWT_ACCEPTED_SECRET: OLD });
  after = await on({ JWT_SECRET: NEW });
}, 60_000);

afterAll(async () => {
  await Promise.all([step1, step2, after].map((app) => app?.close()));
  await before?.close();
});

/**
 * Passport keeps one 'jwt' strategy per process (the last app created registers its own), so each
 * request first hands the strategy back to the app that serves it, as its own process would have it.
 */
async function meOn(app: TestApp, token: string): Promise<string> {
  passport.use('jwt', app.app.get(JwtStrategy));
  const body = await app.gql<{ me: { id: string } }>('{ me { id } }', {}, token);
  return body.data?.me?.id ?? errorCode(body) ?? 'no answer';
}

function headerOf(token: string): { alg: string; kid?: string } {
  return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { alg: string; kid?: string };
}

async function signIn(app: TestApp): Promise<{ id: string; token: string }> {
  passport.use('jwt', app.app.get(JwtStrategy));
  return loginAs(app);
}

describe('signing key rotation', () => {
  it('names the signing key in every token header', async () => {
    const { token } = await signIn(before);
    expect(headerOf(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyId(OLD) });
    expect(keyId(OLD)).not.toBe(keyId(NEW));
    expect(keyId(OLD)).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('keeps a token of the old key valid through every step until the old key is dropped', async () => {
    const user = await signIn(before);
    const seen = [];
    for (const [name, app] of [
      ['before', before],
      ['step 1', step1],
      ['step 2', step2],
      ['after', after],
    ] as const) {
      seen.push([name, await meOn(app, user.token)]);
    }
    expect(seen).toEqual([
      ['before', user.id],
      ['step 1', user.id],
      ['step 2', user.id],
      ['after', 'UNAUTHENTICATED'],
    ]);
  });

  it('a token signed after the swap works on every replica of steps 1 to 3 (so step 1 must come first)', async () => {
    const user = await signIn(step2);
    expect(headerOf(user.token).kid).toBe(keyId(NEW));
    expect([await meOn(step1, user.token), await meOn(step2, user.token), await meOn(after, user.token)]).toEqual([
      user.id,
      user.id,
      user.id,
    ]);
    // A replica that was never told of the new key refuses it: the reason for step 1.
    expect(await meOn(before, user.token)).toBe('UNAUTHENTICATED');
  });

  it('step 1 still signs with the old key: the new one is only accepted', async () => {
    expect(headerOf((await signIn(step1)).token).kid).toBe(keyId(OLD));
  });

  it('refuses a token whose kid names another key than the one that signed it, an unknown kid and a garbled header', async () => {
    const user = await createUser(step2);
    const claims = { sub: user.id, role: 'user', tv: 0, jti: 'rotation-test-0001', exp: Math.floor(Date.now() / 1000) + 600 };
    const wrongKid = new JwtService({ secret: OLD }).sign(claims, { keyid: keyId(NEW) });
    const unknownKid = new JwtService({ secret: NEW }).sign(claims, { keyid: 'not-a-key-of-ours' });
    const good = new JwtService({ secret: NEW }).sign(claims, { keyid: keyId(NEW) });
    const garbled = `${Buffer.from('{"alg":"HS256",').toString('base64url')}.${good.split('.').slice(1).join('.')}`;
    expect(await meOn(step2, good)).toBe(user.id);
    for (const token of [wrongKid, unknownKid, garbled]) expect(await meOn(step2, token)).toBe('UNAUTHENTICATED');
  });

  it('checks a token without a kid (signed before tokens named their key) against the signing key only', async () => {
    const user = await createUser(step2);
    const claims = { sub: user.id, role: 'user', tv: 0, jti: 'rotation-test-0002', exp: Math.floor(Date.now() / 1000) + 600 };
    const oldNoKid = new JwtService({ secret: OLD }).sign(claims);
    const newNoKid = new JwtService({ secret: NEW }).sign(claims);
    expect([await meOn(step1, oldNoKid), await meOn(step2, oldNoKid)]).toEqual([user.id, 'UNAUTHENTICATED']);
    expect([await meOn(step1, newNoKid), await meOn(step2, newNoKid)]).toEqual(['UNAUTHENTICATED', user.id]);
  });
});
