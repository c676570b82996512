/**
 * The smoke test's requests: plain http and https (Caddy's throwaway CA trusted once it exists), GraphQL
 * through the proxy, the app instances' request counters, and small helpers to run and to wait.
 */
import http from 'node:http';
import https from 'node:https';
import { ORIGIN, PORTS } from './context.mjs';

let httpsAgent;

/** Trusts Caddy's local CA (`tls internal`) for every later https request. */
export function trustCa(caCert) {
  httpsAgent = new https.Agent({ ca: caCert, keepAlive: true, servername: 'localhost' });
}

/**
 * One request; resolves { status, headers, body (Buffer), text(), json() }. `localAddress` (a loopback
 * address, 127.0.0.2 ...) is the client address Caddy sees: another "client" for its per-address limits.
 */
export function request(url, { method = 'GET', headers = {}, body, agentOverride, localAddress } = {}) {
  const u = new URL(url);
  const lib = u.protocol === 'https:' ? https : http;
  return new Promise((res, rej) => {
    const req = lib.request(
      u,
      { method, headers, localAddress, agent: agentOverride ?? (u.protocol === 'https:' ? httpsAgent : undefined), timeout: 15_000 },
      (r) => {
        const chunks = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () => {
          const buf = Buffer.concat(chunks);
          res({
            status: r.statusCode,
            headers: r.headers,
            body: buf,
            text: () => buf.toString('utf8'),
            json: () => JSON.parse(buf.toString('utf8')),
          });
        });
        r.on('error', rej);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', rej);
    if (body) req.write(body);
    req.end();
  });
}

export const gql = (query, variables, token, { base = ORIGIN, localAddress } = {}) =>
  request(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    localAddress,
  });

/** Requests both app instances answered for `route` (freshfuel_http_requests_total, all methods and statuses). */
export async function appRequestCount(route) {
  let total = 0;
  for (const port of PORTS.metrics) {
    const text = (await request(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith('freshfuel_http_requests_total{') && line.includes(`route="${route}"`)) total += Number(line.split(' ').at(-1));
    }
  }
  return total;
}

/** Runs `fn(i)` for i = 0 .. n-1, `parallel` at a time; resolves the results in order. */
export async function pool(n, parallel, fn) {
  const results = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await fn(i);
      }
    }),
  );
  return results;
}

export async function waitFor(what, fn, ms = 60_000) {
  const until = Date.now() + ms;
  let last;
  while (Date.now() < until) {
    try {
      if (await fn()) return;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}
