import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import request from 'supertest';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { MetricsService } from '../../src/common/metrics/metrics.service.js';
import { buyPaidSubscription } from '../factories/paid-subscription.js';
import {
  dateInDays,
  planIdsByName,
  postWebhook,
  STRIPE_TEST_ENV,
  succeededEvent,
  uniqueStripeId,
  WEBHOOK_SECRET,
} from '../factories/payments.js';
import { createUser, loginAs } from '../factories/users.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * Structured logs and metrics on the real app: what one request writes, the request
 * id from `X-Request-Id` to the error answers, that a login and a payment log none of their secrets,
 * and what `/metrics` counts (behind its token, or on the internal port).
 */

/** Every line the app logged (JSON, one object per line). The stream must serve the file's first app. */
const lines: string[] = [];
const logStream = { write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) };
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, any>);

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const INTERNAL_METRICS_PORT = 3365;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV, LOG_LEVEL: 'debug', METRICS_TOKEN, CODES_RATE_LIMIT_PER_MINUTE: '3' }, { logStream });
  await seedDatabase(t);
});

afterAll(async () => {
  await t?.close();
});

const scrape = async () => {
  const res = await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
  expect(res.status).toBe(200);
  return res.text;
};

/** The value of one series in the exposition text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    if (want.every((w) => inside.split(',').includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('request logs', () => {
  it('writes one JSON line per request with method, route template, status, duration and the request id', async () => {
    const res = await t.http.get('/api/promoCodes/details/NOSUCHCODE').set('X-Request-Id', 'probe-0001');
    expect(res.headers['x-request-id']).toBe('probe-0001');
    const line = logged().find((l) => l.requestId === 'probe-0001' && l.res);
    expect(line).toMatchObject({
      level: 30,
      route: '/api/promoCodes/details/:code',
      req: { method: 'GET', url: '/api/promoCodes/details/NOSUCHCODE' },
      res: { statusCode: res.status },
      msg: `GET /api/promoCodes/details/:code ${res.status}`,
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(typeof line!.time).toBe('string');
  });

  it('replaces a malformed X-Request-Id with a new UUID and returns it', async () => {
    const res = await t.http.get('/api/plans').set('X-Request-Id', 'bad id with spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged().some((l) => l.requestId === res.headers['x-request-id'] && l.route === '/api/plans')).toBe(true);
  });

  it('names the signed-in user, their role and the GraphQL operation', async () => {
    const admin = await loginAs(t, Role.Admin);
    const res = await request(t.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('X-Request-Id', 'probe-me')
      .send({ query: 'query WhoAmI { me { id } }', operationName: 'WhoAmI' });
    expect(res.body.data.me.id).toBe(admin.id);
    const line = logged().find((l) => l.requestId === 'probe-me' && l.res);
    expect(line).toMatchObject({ route: '/graphql', operation: 'WhoAmI', operationType: 'query', userId: admin.id, role: 'admin' });
  });

  it('puts the request id in REST error answers', async () => {
    const res = await t.http.get('/api/promoCodes/details/NOSUCHCODE').set('X-Request-Id', 'probe-rest-error');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.requestId).toBe('probe-rest-error');
  });

  it('puts the request id in GraphQL answers with errors (top-level extensions), including invalid queries', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/graphql')
      .set('X-Request-Id', 'probe-gql-error')
      .send({ query: '{ me { id } }' });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(res.body.extensions).toEqual({ requestId: 'probe-gql-error' });
    const invalid = await request(t.app.getHttpServer())
      .post('/graphql')
      .set('X-Request-Id', 'probe-gql-invalid')
      .send({ query: '{ noSuchField }' });
    expect(invalid.body.extensions.requestId).toBe('probe-gql-invalid');
    const fine = await request(t.app.getHttpServer()).post('/graphql').send({ query: '{ plans { id } }' });
    expect(fine.body.extensions).toBeUndefined();
  });
});

describe('secrets never reach the log', () => {
  it('a login and a card payment log no password, token, client secret, key, signature or card data', async () => {
    lines.length = 0;
    const password = 'Sekr3t!Passw0rd-xyz';
    const user = await createUser(t, { password });
    const login = await t.gql<{ login: { accessToken: string } }>(
      `mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`,
      { input: { identifier: user.email, password } },
    );
    const token = login.data!.login.accessToken;
    const wrong = await t.gql(`mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`, {
      input: { identifier: user.email, password: `${password}-wrong` },
    });
    expect(wrong.errors).toBeDefined();

    // A payment: checkout, PaymentIntent (its client secret comes back), then Stripe's signed webhook.
    const plans = await planIdsByName(t);
    const started = await t.gql<{ startCheckout: { id: string; quote: { total: number } } }>(
      `mutation Start($input: SelectionInput!) { startCheckout(input: $input) { id quote { total } } }`,
      {
        input: {
          planId: plans.Balanced,
          duration: '1 Month',
          meals: { breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
          startDate: dateInDays(5),
        },
      },
      token,
    );
    const checkout = started.data!.startCheckout;
    const intent = await t.gql<{ createPaymentIntent: { clientSecret: string; paymentIntentId: string } }>(
      `mutation Intent($checkoutId: ID!) { createPaymentIntent(checkoutId: $checkoutId, acceptedTermsVersion: 1) { clientSecret paymentIntentId } }`,
      { checkoutId: checkout.id },
      token,
    );
    const clientSecret = intent.data!.createPaymentIntent.clientSecret;
    expect(clientSecret).toBeTruthy();
    const pi = {
      id: uniqueStripeId('pi'),
      amount: checkout.quote.total,
      metadata: { userId: user.id, checkoutId: checkout.id, total: String(checkout.quote.total) },
    };
    const payload = succeededEvent(pi);
    const hook = await postWebhook(t, payload);
    expect(hook.status).toBeLessThan(300);

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      password,
      token,
      token.split('.')[2]!,
      clientSecret,
      `${pi.id}_secret_test`,
      STRIPE_TEST_ENV.STRIPE_SECRET_KEY,
      WEBHOOK_SECRET,
      'Bearer ',
      't=',
      '4242424242424242',
    ]) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(text).not.toMatch(/authorization|stripe-signature|cookie/i);
  });

  it('a sign-up logs neither the password nor the e-mailed code (the development outbox keeps it)', async () => {
    lines.length = 0;
    const email = `log.otp.${process.pid}@example.com`;
    const password = 'Another!Sekr3t-pass';
    const sent = await t.gql(`mutation S($input: SignUpInput!) { signUp(input: $input) { verificationToken } }`, {
      input: { fullName: 'Log Check', email, phoneNo: '+971501110099', password },
    });
    expect(sent.errors).toBeUndefined();
    const outbox = await t.http.get('/api/dev/outbox').query({ to: email });
    const code = (outbox.body as { data: { meta?: { code?: string } }[] }).data[0]!.meta!.code!;
    expect(code).toMatch(/^\d{6}$/);
    const text = lines.join('\n');
    expect(text).toContain('Outbox');
    expect({ code: text.includes(code), password: text.includes(password) }).toEqual({ code: false, password: false });
  });
});

describe('/metrics', () => {
  it('refuses a missing or wrong token with 401', async () => {
    expect((await t.http.get('/metrics')).status).toBe(401);
    expect((await t.http.get('/metrics').set('Authorization', 'Bearer wrong-token-wrong-token-xx')).status).toBe(401);
  });

  it('counts HTTP requests and their latency by route template', async () => {
    await t.http.get('/api/plans');
    const text = await scrape();
    expect(sample(text, 'freshfuel_http_requests_total', { method: 'GET', route: '/api/plans', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'freshfuel_http_request_duration_seconds_count', { method: 'GET', route: '/api/plans' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('freshfuel_process_cpu_seconds_total');
  });

  it("counts GraphQL operations by the client's operation name and outcome, and times them", async () => {
    const before = sample(await scrape(), 'freshfuel_graphql_operations_total', { operation: 'Plans', type: 'query', outcome: 'ok' });
    const otherBefore = sample(await scrape(), 'freshfuel_graphql_operations_total', {
      operation: 'other',
      type: 'query',
      outcome: 'error',
    });
    await t.gql('query Plans { plans { id } }');
    await t.gql('query Plans { plans { id } }');
    await t.gql('query Broken { me { id } }');
    const text = await scrape();
    expect(sample(text, 'freshfuel_graphql_operations_total', { operation: 'Plans', type: 'query', outcome: 'ok' })).toBe(before + 2);
    expect(sample(text, 'freshfuel_graphql_operations_total', { operation: 'other', type: 'query', outcome: 'error' })).toBe(
      otherBefore + 1,
    );
    expect(text).not.toContain('operation="Broken"');
    expect(sample(text, 'freshfuel_graphql_operation_duration_seconds_count', { operation: 'Plans', type: 'query' })).toBe(before + 2);
  });

  it('labels operations from a closed set: 500 made-up operation names add no series', async () => {
    const series = (text: string) => text.split('\n').filter((l) => l.startsWith('freshfuel_graphql_')).length;
    await t.gql('query Warmup1 { __typename }'); // the `other` series exist from here on
    await t.gql('query Warmup2 { plans { id } }');
    const before = await scrape();
    for (let i = 0; i < 500; i += 25) {
      await Promise.all(
        Array.from({ length: 25 }, (_, j) => {
          const name = `Probe_${randomBytes(6).toString('hex')}_${i + j}`;
          return i + j < 250 ? t.gql(`query ${name} { __typename }`) : t.gql(`query ${name} { plans { id } }`); // Apollo, and the catalog cache
        }),
      );
    }
    const after = await scrape();
    expect(series(after)).toBe(series(before));
    expect(after).not.toMatch(/operation="Probe_/);
    expect(
      sample(after, 'freshfuel_graphql_operations_total', { operation: 'other', type: 'query', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(
      sample(before, 'freshfuel_graphql_operations_total', { operation: 'other', type: 'query', outcome: 'ok' }) + 500,
    );
  }, 120_000);

  it("knows exactly the client's operation names", async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { CLIENT_OPERATIONS } = await import('../../src/common/metrics/client-operations.js');
    const names: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.graphql')) {
          for (const m of readFileSync(join(dir, e.name), 'utf8').matchAll(/^(?:query|mutation|subscription)\s+(\w+)/gm)) names.push(m[1]!);
        }
      }
    };
    walk(join(process.cwd(), '../client/src'));
    expect([...CLIENT_OPERATIONS].sort()).toEqual([...new Set(names)].sort());
  });

  it('times database commands by command and collection', async () => {
    const text = await scrape();
    expect(
      sample(text, 'freshfuel_db_command_duration_seconds_count', { command: 'find', collection: 'plans', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts payment outcomes and webhook events processed and de-duplicated', async () => {
    const before = await scrape();
    const buyer = await loginAs(t, Role.User);
    await buyPaidSubscription(t, buyer);
    const event = succeededEvent({
      id: uniqueStripeId('pi'),
      amount: 100,
      metadata: { userId: buyer.id, checkoutId: '000000000000000000000000', total: '100' },
    });
    expect((await postWebhook(t, event)).status).toBeLessThan(300);
    expect((await postWebhook(t, event)).status).toBeLessThan(300);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('freshfuel_payments_total', { outcome: 'succeeded' })).toBe(2);
    expect(delta('freshfuel_webhook_events_total', { type: 'payment_intent.succeeded', result: 'processed' })).toBe(2);
    expect(delta('freshfuel_webhook_events_total', { type: 'payment_intent.succeeded', result: 'duplicate' })).toBe(1);
  });

  it('counts rate-limit refusals by limiter', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await t.http.get(`/api/promoCodes/details/LIMIT${i}`)).status);
    expect(statuses).toContain(429);
    expect(sample(await scrape(), 'freshfuel_rate_limit_refusals_total', { limiter: 'codes' })).toBe(
      statuses.filter((s) => s === 429).length,
    );
  });

  it('counts job runs through the helper other features call', async () => {
    const metrics = t.app.get(MetricsService);
    await metrics.timeJob('probe-job', async () => undefined);
    await expect(
      metrics.timeJob('probe-job', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    metrics.jobRun('probe-job', 'skipped');
    const text = await scrape();
    expect(sample(text, 'freshfuel_job_runs_total', { job_name: 'probe-job', outcome: 'success' })).toBe(1);
    expect(sample(text, 'freshfuel_job_runs_total', { job_name: 'probe-job', outcome: 'failure' })).toBe(1);
    expect(sample(text, 'freshfuel_job_runs_total', { job_name: 'probe-job', outcome: 'skipped' })).toBe(1);
  });
});

describe('/metrics without METRICS_TOKEN, and the internal port', () => {
  let internal: TestApp;

  beforeAll(async () => {
    internal = await createTestApp({ METRICS_PORT: String(INTERNAL_METRICS_PORT), HOST: '127.0.0.1' });
  });

  afterAll(async () => {
    await internal?.close();
  });

  it('refuses /metrics on the public port, token or not', async () => {
    expect((await internal.http.get('/metrics')).status).toBe(401);
    expect((await internal.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`)).status).toBe(401);
  });

  it('serves it on METRICS_PORT without a token', async () => {
    await internal.http.get('/api/plans');
    const text = await new Promise<string>((resolve, reject) => {
      httpGet(`http://127.0.0.1:${INTERNAL_METRICS_PORT}/metrics`, (res) => {
        expect(res.statusCode).toBe(200);
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      }).on('error', reject);
    });
    expect(sample(text, 'freshfuel_http_requests_total', { method: 'GET', route: '/api/plans', status: '200' })).toBe(1);
  });
});
