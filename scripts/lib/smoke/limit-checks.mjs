/**
 * The smoke test's checks of the rate limits: a forged X-Forwarded-For changes no key of the app's limits,
 * and the proxy's per-address limits on the auth routes and on /graphql answer as the app would.
 */
import { assert, check } from './check.mjs';
import { DB_NAME, MongoClient, ORIGIN, SMOKE_DB_URI } from './context.mjs';
import { appRequestCount, gql, pool, request } from './http.mjs';

/** `envs`: the app instances' environments; `proxy`: Caddy's (from docker-compose.yml). */
export async function limitChecks({ envs, proxy }) {
  await check('a forged X-Forwarded-For does not change the rate-limit key', async () => {
    const limit = Number(envs[0].CODES_RATE_LIMIT_PER_MINUTE ?? 30);
    const statuses = [];
    for (let i = 0; i <= limit; i++) {
      const r = await request(`${ORIGIN}/api/promoCodes/details/SMOKE${i}`, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      statuses.push(r.status);
    }
    assert(statuses.at(-1) === 429, `request ${limit + 1} with its own forged address answered ${statuses.at(-1)}, not 429`);
    const client = await MongoClient.connect(SMOKE_DB_URI, { serverSelectionTimeoutMS: 3000 });
    try {
      const keys = (
        await client
          .db(DB_NAME)
          .collection('rate_limits')
          .find({}, { projection: { key: 1 } })
          .toArray()
      ).map((d) => String(d.key ?? d._id));
      assert(!keys.some((k) => k.includes('203.0.113.')), `a forged address became a key: ${keys.join(', ')}`);
      assert(
        keys.some((k) => /codes/.test(k)),
        `no codes counter found: ${keys.join(', ')}`,
      );
      return `429 after ${limit}; keys ${keys.filter((k) => /codes/.test(k)).join(', ')}`;
    } finally {
      await client.close();
    }
  });

  // Caddy's per-address limits (ops/caddy/Caddyfile, rate_limit): each check is its own client address
  // on the loopback network (127.0.0.x), so the other checks' requests count in no bucket of theirs.
  await check("the proxy's auth limit: 429 from Caddy past it, a forged X-Forwarded-For no fresh count, others served", async () => {
    const limit = Number(proxy.PROXY_AUTH_RATE_LIMIT_PER_MINUTE);
    assert(limit > 0, `compose gives the proxy PROXY_AUTH_RATE_LIMIT_PER_MINUTE=${proxy.PROXY_AUTH_RATE_LIMIT_PER_MINUTE}`);
    const logout = (localAddress, headers = {}) => request(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers, localAddress });
    const before = await appRequestCount('/api/auth/logout');
    // Without a token the app answers 401: the limit counts requests, whatever their answer.
    const statuses = [];
    for (let i = 0; i < limit; i++) statuses.push((await logout('127.0.0.2', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
    assert(
      statuses.every((s) => s === 401),
      `under the limit: ${statuses.join(' ')}`,
    );
    const over = await logout('127.0.0.2', { 'x-forwarded-for': '198.51.100.7', 'accept-language': 'en' });
    assert(over.status === 429, `request ${limit + 1} with a fresh forged address answered ${over.status}, not 429`);
    const wait = Number(over.headers['retry-after']);
    assert(Number.isInteger(wait) && wait >= 1 && wait <= 61, `Retry-After ${over.headers['retry-after']}`);
    assert(/^application\/json/.test(over.headers['content-type'] ?? ''), `content-type ${over.headers['content-type']}`);
    const body = over.json();
    assert(
      body.code === 'RATE_LIMITED' && body.message === `Too many attempts. Please try again in ${wait} seconds.`,
      `body ${over.text()}`,
    );
    assert(/max-age=\d+/.test(over.headers['strict-transport-security'] ?? ''), 'no Strict-Transport-Security on the 429');
    const ar = await logout('127.0.0.2', { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' });
    assert(ar.status === 429 && /^محاولات كثيرة جدًا/.test(ar.json().message), `Arabic: ${ar.status} ${ar.text()}`);
    // Another address is served; the limited one still reaches every other route.
    const other = await logout('127.0.0.3');
    assert(other.status === 401, `another address answered ${other.status}`);
    const plans = await request(`${ORIGIN}/api/plans`, { localAddress: '127.0.0.2' });
    assert(plans.status === 200, `GET /api/plans from the limited address answered ${plans.status}`);
    // The app counted the requests under the limit and the other address's, none of the refused ones.
    const reached = (await appRequestCount('/api/auth/logout')) - before;
    assert(reached === limit + 1, `the app answered ${reached} logout requests, expected ${limit + 1}`);
    return `${limit} then 429 (Retry-After ${wait} s); the app saw ${reached}`;
  });

  await check("the proxy's /graphql limit answers a GraphQL RATE_LIMITED error the client shows", async () => {
    const limit = Number(proxy.PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE);
    assert(
      limit === 200,
      `compose gives the proxy PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE=${proxy.PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE}, not .env's 200`,
    );
    const t0 = Date.now();
    const statuses = await pool(
      limit,
      8,
      async () => (await gql('{ __typename }', undefined, undefined, { localAddress: '127.0.0.4' })).status,
    );
    const ms = Date.now() - t0;
    assert(
      statuses.every((s) => s === 200),
      `under the limit: ${[...new Set(statuses)].join(' ')}`,
    );
    const over = await gql('{ __typename }', undefined, undefined, { localAddress: '127.0.0.4' });
    assert(over.status === 429, `request ${limit + 1} answered ${over.status}`);
    assert(over.headers['retry-after'], 'no Retry-After');
    // application/graphql-response+json: Apollo Client reads the body as GraphQL errors whatever the status.
    assert(/^application\/graphql-response\+json/.test(over.headers['content-type'] ?? ''), `content-type ${over.headers['content-type']}`);
    const error = over.json().errors?.[0];
    assert(
      error?.extensions?.code === 'RATE_LIMITED' &&
        error.message === `Too many attempts. Please try again in ${over.headers['retry-after']} seconds.`,
      `body ${over.text()}`,
    );
    return `${limit} in ${ms} ms, then 429`;
  });
}
