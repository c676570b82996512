import { JwtService } from '@nestjs/jwt';
import passport from 'passport';
import { JwtStrategy } from '../../src/common/auth/jwt.strategy.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { createUser, loginAs } from '../factories/users.js';
import { PRODUCTION_TEST_ENV } from '../setup/production-env.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * Security review findings (OWASP ASVS level 2): forgeable tokens, outage as logout, spoofed
 * client addresses, logout and revocation, input edges. Each test failed on the code before its fix.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/**
 * Passport keeps one 'jwt' strategy per process: the last app created registers its own (its secret,
 * its database). This file runs several apps, so each test hands the strategy back to the app it uses.
 */
function useTokensOf(app: TestApp): void {
  passport.use('jwt', app.app.get(JwtStrategy));
}

beforeEach(() => useTokensOf(t));

const ME = '{ me { id role } }';

describe('signing secret', () => {
  it('refuses a super_admin token signed with the old published default secret', async () => {
    const admin = await createUser(t, { role: Role.SuperAdmin });
    const forged = new JwtService({ secret: 'dev-only-jwt-secret-change-me-0123456789abcdef' }).sign(
      { sub: admin.id, role: 'super_admin', tv: 0, jti: 'forged-token-id-0001' },
      { expiresIn: '1h' },
    );
    expect(errorCode(await t.gql(ME, {}, forged))).toBe('UNAUTHENTICATED');
    expect((await t.http.post('/api/auth/logout').set('Authorization', `Bearer ${forged}`)).status).toBe(401);
  });

  it('signs each app with its own random secret (a token of another instance with another secret is refused)', async () => {
    expect(t.cfg.JWT_SECRET).not.toBe('dev-only-jwt-secret-change-me-0123456789abcdef');
    const user = await createUser(t);
    const other = new JwtService({ secret: 'Zq8Wn3Lk5Vb1Xc7Mj2Hs9Df4Ga6Py0Tr-Ue_Io' }).sign({
      sub: user.id,
      role: 'user',
      tv: 0,
      jti: 'x'.repeat(22),
    });
    expect(errorCode(await t.gql(ME, {}, other))).toBe('UNAUTHENTICATED');
  });

  it('issues tokens that last at most 24 hours and carry a jti', async () => {
    const user = await loginAs(t);
    const claims = new JwtService({}).decode<{ exp: number; iat: number; jti?: string }>(user.token);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(24 * 3600);
    expect(claims.jti).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });
});

describe('logout and revocation', () => {
  it('logout (GraphQL) revokes only the token it was called with', async () => {
    const user = await loginAs(t);
    const second = (
      await t.gql<{ login: { accessToken: string } }>('mutation L($input: LoginInput!) { login(input: $input) { accessToken } }', {
        input: { identifier: user.email, password: user.password },
      })
    ).data!.login.accessToken;
    const out = await t.gql<{ logout: boolean }>('mutation { logout }', {}, user.token);
    expect(out.data?.logout).toBe(true);
    expect(errorCode(await t.gql(ME, {}, user.token))).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, second)).data?.me).toMatchObject({ id: user.id });
    // The denylist entry lives as long as the token would have, in the shared database.
    const entry = await t.connection.collection('revoked_tokens').findOne({});
    expect(entry?.expiresAt).toBeInstanceOf(Date);
  });

  it('POST /api/auth/logout revokes the token (REST); a second call is 401', async () => {
    const user = await loginAs(t);
    const first = await t.http.post('/api/auth/logout').set('Authorization', `Bearer ${user.token}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Signed out' });
    const again = await t.http.post('/api/auth/logout').set('Authorization', `Bearer ${user.token}`);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('UNAUTHENTICATED');
  });

  it('logoutEverywhere signs out every session of the account, and no other account', async () => {
    const user = await loginAs(t);
    const other = await loginAs(t);
    const second = (
      await t.gql<{ login: { accessToken: string } }>('mutation L($input: LoginInput!) { login(input: $input) { accessToken } }', {
        input: { identifier: user.email, password: user.password },
      })
    ).data!.login.accessToken;
    const res = await t.http.post('/api/auth/logout-everywhere').set('Authorization', `Bearer ${second}`);
    expect(res.status).toBe(200);
    expect(errorCode(await t.gql(ME, {}, user.token))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(ME, {}, second))).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, other.token)).data?.me).toMatchObject({ id: other.id });
  });

  it('anonymous logout is refused with UNAUTHENTICATED', async () => {
    expect(errorCode(await t.gql('mutation { logout }'))).toBe('UNAUTHENTICATED');
    expect((await t.http.post('/api/auth/logout-everywhere')).status).toBe(401);
  });
});

describe('proxy trust', () => {
  it('ignores a spoofed X-Forwarded-For by default: the per-IP budget still runs out', async () => {
    const tight = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await tight.http
          .post('/graphql')
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .send({
            query: 'mutation L($input: LoginInput!) { login(input: $input) { accessToken } }',
            variables: { input: { identifier: 'nobody@example.com', password: 'Wrong-password-1' } },
          });
        codes.push(res.body.errors?.[0]?.extensions?.code);
      }
      expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'RATE_LIMITED']);
    } finally {
      await tight.close();
    }
  });

  it('believes X-Forwarded-For only from a configured proxy (TRUST_PROXY=loopback)', async () => {
    const behind = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'loopback' });
    try {
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await behind.http
          .post('/graphql')
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .send({
            query: 'mutation L($input: LoginInput!) { login(input: $input) { accessToken } }',
            variables: { input: { identifier: 'nobody@example.com', password: 'Wrong-password-1' } },
          });
        codes.push(res.body.errors?.[0]?.extensions?.code);
      }
      expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
    } finally {
      await behind.close();
    }
  });
});

describe('input edges', () => {
  it.each(['5.25e307', '1e400', '100001', '-1', '1.5', 'abc'])('GET /api/plans?page=%s is a 400 naming page', async (page) => {
    const res = await t.http.get('/api/plans').query({ page });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toEqual(['page']);
  });

  it('refuses a paged GraphQL list with an enormous page with VALIDATION_FAILED', async () => {
    const body = await t.gql('query B($page: Int) { blogs(page: $page) { totalPages } }', { page: 2_000_000_000 });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
  });

  it('refuses a 5,000-deep JSON body with 400 (REST and GraphQL), not 500', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const rest = await t.http.post('/api/newsletters/').set('Content-Type', 'application/json').send(deep);
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('BAD_REQUEST');
    expect(rest.body.message).toMatch(/nested too deeply/);
    const gql = await t.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send(`{"query":"{ __typename }","variables":${deep}}`);
    expect(gql.status).toBe(400);
  });

  it('answers malformed JSON with a 400 JSON body', async () => {
    const res = await t.http.post('/api/newsletters/').set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('answers an unknown method on a known path with 405 and Allow', async () => {
    const res = await t.http.delete('/api/plans');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toMatch(/GET/);
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
    expect((await t.http.get('/api/no-such-thing')).status).toBe(404);
  });
});

describe('with the database unreachable', () => {
  let down: TestApp;

  beforeAll(async () => {
    down = await createTestApp({ MONGODB_URI: 'mongodb://127.0.0.1:1/unreachable' });
  });

  afterAll(async () => {
    await down?.close();
  });

  it('answers a valid token with 503 SERVICE_UNAVAILABLE, never UNAUTHENTICATED (GraphQL and REST)', async () => {
    useTokensOf(down);
    const token = new JwtService({ secret: down.cfg.JWT_SECRET }).sign(
      { sub: '65a1b2c3d4e5f60718293a4b', role: 'user', tv: 0 },
      { expiresIn: '1h', jwtid: 'outage-test-token-01' },
    );
    const [gql, rest] = await Promise.all([
      down.gql(ME, {}, token),
      down.http.post('/api/auth/logout').set('Authorization', `Bearer ${token}`),
    ]);
    expect(errorCode(gql)).toBe('SERVICE_UNAVAILABLE');
    expect(rest.status).toBe(503);
    expect(rest.body.code).toBe('SERVICE_UNAVAILABLE');
  }, 20_000);
});

describe('login protection', () => {
  let lb: TestApp;
  const LOGIN = 'mutation L($input: LoginInput!) { login(input: $input) { accessToken securityNotice } }';
  const ADMIN_LOGIN = 'mutation L($input: LoginInput!) { adminLogin(input: $input) { accessToken securityNotice } }';
  const from = async (ip: string, identifier: string, password: string, query = LOGIN) => {
    const res = await lb.http
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query, variables: { input: { identifier, password } } });
    return res.body as {
      data?: Record<string, { accessToken: string; securityNotice: string | null }> | null;
      errors?: { extensions: { code: string } }[];
    };
  };
  const code = (b: Awaited<ReturnType<typeof from>>) => b.errors?.[0]?.extensions.code;

  beforeAll(async () => {
    lb = await createTestApp({ TRUST_PROXY: 'loopback' });
  });

  afterAll(async () => {
    await lb?.close();
  });

  it('5 wrong passwords from a stranger block only that stranger: the owner still signs in from elsewhere', async () => {
    const staff = await createUser(lb, { role: Role.Admin });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(code(await from('198.51.100.7', staff.email, `Wrong-${i}-password`)));
    expect(answers).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
    expect(code(await from('198.51.100.7', staff.email, staff.password))).toBe('ACCOUNT_LOCKED');
    expect(code(await from('198.51.100.7', staff.phoneNo, staff.password))).toBe('ACCOUNT_LOCKED');
    const owner = await from('192.0.2.10', staff.email, staff.password, ADMIN_LOGIN);
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.adminLogin.accessToken).toBeTruthy();
  });

  it('the same stranger again and again (15 wrong passwords) never keeps the owner out', async () => {
    const staff = await createUser(lb, { role: Role.SuperAdmin });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) await from(`198.51.100.${20 + round}`, staff.email, `Wrong-${round}-${i}-pw`);
    }
    expect((await from('192.0.2.11', staff.email, staff.password)).errors).toBeUndefined();
  });

  it('shows staff a notice after repeated failures on their account, once', async () => {
    const staff = await createUser(lb, { role: Role.Admin });
    for (let i = 0; i < 3; i++) await from('198.51.100.40', staff.email, `Wrong-${i}-password`);
    const first = await from('192.0.2.12', staff.email, staff.password, ADMIN_LOGIN);
    expect(first.data?.adminLogin.securityNotice).toBe(
      'There were 3 failed sign-in attempts on your account since your last sign-in. If they were not yours, change your password.',
    );
    const second = await from('192.0.2.12', staff.email, staff.password, ADMIN_LOGIN);
    expect(second.data?.adminLogin.securityNotice).toBeNull();
  });

  it('counts unknown accounts like known ones (same answers, same lock)', async () => {
    const ghost = `ghost.${process.pid}@example.com`;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(code(await from('198.51.100.60', ghost, `Wrong-${i}-password`)));
    expect(answers).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
  });

  it('a success clears the consecutive count of that address', async () => {
    const user = await createUser(lb);
    for (let i = 0; i < 4; i++) await from('198.51.100.80', user.email, `Wrong-${i}-password`);
    expect((await from('198.51.100.80', user.email, user.password)).errors).toBeUndefined();
    expect(code(await from('198.51.100.80', user.email, 'Wrong-again-password'))).toBe('INVALID_CREDENTIALS');
  });
});

describe('password policy (zxcvbn-ts, score 3 or more)', () => {
  const SIGN_UP = 'mutation S($input: SignUpInput!) { signUp(input: $input) { email } }';
  const WEAK = 'This password is too easy to guess. Add more words or characters, and avoid common words and patterns.';
  let n = 0;
  const input = (password: string) => ({
    fullName: 'Policy Test',
    email: `policy.${process.pid}.${++n}@example.com`,
    phoneNo: `+97158${String(process.pid * 100 + n)
      .padStart(7, '0')
      .slice(-7)}`,
    password,
  });

  it.each(['12345678', 'password', 'Password1!', 'qwertyuiop'])(
    'refuses %s at sign-up with the shared message, writing nothing',
    async (password) => {
      const body = await t.gql(SIGN_UP, { input: input(password) });
      expect(errorCode(body)).toBe('VALIDATION_FAILED');
      expect(body.errors![0]!.extensions!.fields).toEqual({ password: WEAK });
      expect(await t.connection.collection('users').countDocuments({ fullName: 'Policy Test' })).toBe(0);
    },
  );

  it('accepts a long passphrase', async () => {
    expect((await t.gql(SIGN_UP, { input: input('Quiet-Harbour-Lantern-42') })).errors).toBeUndefined();
  });

  it('refuses a weak new password on change password (GraphQL and REST)', async () => {
    const user = await loginAs(t);
    const gql = await t.gql(
      'mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }',
      { input: { currentPassword: user.password, password: 'password', confirmPassword: 'password' } },
      user.token,
    );
    expect(gql.errors![0]!.extensions!.fields).toEqual({ password: WEAK });
    const rest = await t.http
      .post('/api/users/changePassword')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ current_password: user.password, password: '12345678', confirm_password: '12345678' });
    expect(rest.status).toBe(400);
    expect(rest.body.errors.password).toBe(WEAK);
  });
});

describe('development outbox', () => {
  it('answers this machine directly, and 404 to a request a proxy forwarded', async () => {
    expect((await t.http.get('/api/dev/outbox')).status).toBe(200);
    const proxied = await t.http.get('/api/dev/outbox').set('X-Forwarded-For', '203.0.113.9');
    expect(proxied.status).toBe(404);
    expect(proxied.body.data).toBeUndefined();
  });

  it('the development clock and job runner answer only this machine directly too', async () => {
    expect((await t.http.get('/api/dev/clock')).status).toBe(200);
    const moved = await t.http.post('/api/dev/clock').set('X-Forwarded-For', '203.0.113.9').send({ offsetDays: 400 });
    expect(moved.status).toBe(404);
    expect((await t.http.post('/api/dev/jobs/run').set('X-Forwarded-For', '203.0.113.9').send({})).status).toBe(404);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ ...PRODUCTION_TEST_ENV });
    try {
      expect((await prod.http.get('/api/dev/outbox')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('security headers', () => {
  it("sends a Content-Security-Policy allowing only the app and Stripe's script and frame hosts", async () => {
    const res = await t.http.get('/api/health');
    const csp = res.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directives['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS in production', async () => {
    const prod = await createTestApp({ ...PRODUCTION_TEST_ENV });
    try {
      const res = await prod.http.get('/api/health');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    } finally {
      await prod.close();
    }
  });
});

describe('upload quota', () => {
  it('lets a customer upload 30 images a day, counted before decoding; the 31st is 429 UPLOAD_QUOTA_EXCEEDED', async () => {
    const customer = await loginAs(t);
    const other = await loginAs(t);
    const send = (token: string) =>
      t.http
        .post('/api/uploads/image')
        .set('Authorization', `Bearer ${token}`)
        .attach('image', Buffer.from('not really an image'), { filename: 'a.png', contentType: 'image/png' });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send(customer.token)).status);
    expect(new Set(statuses)).toEqual(new Set([400])); // INVALID_IMAGE, each still counted
    const over = await send(customer.token);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(over.body.message).toBe('You can upload 30 images a day. Please try again later.');
    expect((await send(other.token)).status).toBe(400); // another customer has their own quota
  }, 60_000);
});

describe('control characters in request text', () => {
  const NUL_MESSAGE = /"search" contains a control character \(such as NUL\), which is not accepted\./;

  it('refuses a NUL in the search of staff CSV exports and lists with 400 and a clear message, not 500', async () => {
    const admin = (await loginAs(t, Role.Admin)).token;
    for (const path of ['/api/plans/export.csv', '/api/customers/export.csv', '/api/orders/export.csv', '/api/plans/']) {
      for (const search of ['a\u0000b', 'a\u0001b', 'a\u007fb']) {
        const res = await t.http.get(path).query({ search }).set('Authorization', `Bearer ${admin}`);
        expect([path, res.status, res.body.message]).toEqual([path, 400, expect.stringMatching(NUL_MESSAGE)]);
      }
    }
  });

  it('refuses one in a JSON body, naming the field', async () => {
    const res = await t.http.post('/api/contact').send({ name: 'Nul\u0000Name', email: 'a@example.com', message: 'hello' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/"name" contains a control character/);
  });

  it('refuses one in GraphQL variables and literals with BAD_USER_INPUT', async () => {
    const admin = (await loginAs(t, Role.Admin)).token;
    const viaVariable = await t.gql(`query($s: String) { adminPlans(search: $s) { total } }`, { s: 'a\u0000b' }, admin);
    expect(errorCode(viaVariable)).toBe('BAD_USER_INPUT');
    expect(viaVariable.errors![0]!.message).toMatch(/"s" contains a control character/);
    const viaLiteral = await t.gql(`{ adminPlans(search: "a\\u0000b") { total } }`, undefined, admin);
    expect(errorCode(viaLiteral)).toBe('BAD_USER_INPUT');
    expect(viaLiteral.errors![0]!.message).toMatch(NUL_MESSAGE);
    const customers = await t.gql(`query($s: String) { customers(search: $s) { total } }`, { s: 'x\u0008' }, admin);
    expect(errorCode(customers)).toBe('BAD_USER_INPUT');
  });

  it('accepts tab and line breaks, which typed text carries', async () => {
    const admin = (await loginAs(t, Role.Admin)).token;
    const res = await t.http.get('/api/plans/export.csv').query({ search: 'a\tb\nc' }).set('Authorization', `Bearer ${admin}`);
    expect(res.status).toBe(200);
    const body = await t.gql(`query($s: String) { adminPlans(search: $s) { total } }`, { s: 'a\tb\r\nc' }, admin);
    expect(body.errors).toBeUndefined();
  });
});

describe('API docs (Swagger UI and OpenAPI JSON)', () => {
  it('are served outside production', async () => {
    expect((await t.http.get('/api/docs-json')).status).toBe(200);
    expect((await t.http.get('/api/docs')).status).toBe(200);
  });

  it('are off in production unless API_DOCS=true', async () => {
    const prod = await createTestApp({ ...PRODUCTION_TEST_ENV });
    const docs = await createTestApp({ ...PRODUCTION_TEST_ENV, API_DOCS: 'true' });
    try {
      for (const path of ['/api/docs', '/api/docs-json', '/api/docs/']) {
        const res = await prod.http.get(path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.text).not.toMatch(/swagger|openapi/i);
      }
      expect((await docs.http.get('/api/docs-json')).body.openapi).toMatch(/^3\./);
      expect((await docs.http.get('/api/docs')).status).toBe(200);
    } finally {
      await prod.close();
      await docs.close();
    }
  }, 60_000);
});

describe('OpenAPI contract', () => {
  it('declares the error answers with the error body on every operation, and no number-typed integer parameter', async () => {
    const doc = (await t.http.get('/api/docs-json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; schema?: { type?: string } }[];
            responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
          }
        >
      >;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.components.schemas.ErrorBody).toBeDefined();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const status of ['400', '401', '403', '404', '405', '429', '503']) {
          // Declared; with the shared error body unless the route documents its own (e.g. health's 503).
          if (!op.responses[status]) problems.push(`${method} ${path} ${status}`);
        }
        if (op.responses['401']?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorBody')
          problems.push(`${method} ${path} 401 body`);
        for (const p of op.parameters ?? []) if (p.schema?.type === 'number') problems.push(`${method} ${path} ?${p.name} is number`);
      }
    }
    expect(problems).toEqual([]);
  });
});
