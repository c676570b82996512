/**
 * The stack test's client (scripts/stack-test.sh): every request goes to the proxy's ports published on
 * 127.0.0.1, over TLS with Caddy's internal CA, naming the site (DOMAIN) in SNI and Host; the receiver of
 * alerts and e-mail is read on its own 127.0.0.1 port. Each call is one bounded request (15 s).
 * Environment: STACK_WORK (the test's folder: ca.crt, state.json), STACK_DOMAIN, STACK_HTTPS_PORT,
 * STACK_RECEIVER_PORT.
 */
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { join } from 'node:path';

export const WORK = process.env.STACK_WORK ?? '.data/stack-test';
export const DOMAIN = process.env.STACK_DOMAIN ?? 'freshfuel.test';
const HTTPS_PORT = Number(process.env.STACK_HTTPS_PORT ?? 18443);
const RECEIVER_PORT = Number(process.env.STACK_RECEIVER_PORT ?? 18090);

let agent;
function tlsAgent() {
  agent ??= new https.Agent({ ca: readFileSync(join(WORK, 'ca.crt')), keepAlive: true, servername: DOMAIN, maxSockets: 64 });
  return agent;
}

/** One request through the proxy; resolves { status, headers, text, json() }. */
export function request(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        path,
        method,
        agent: tlsAgent(),
        servername: DOMAIN,
        timeout: 15_000,
        headers: { host: DOMAIN, ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout after 15 s')));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** A GraphQL call; resolves `data`, throws with the errors otherwise. */
export async function gql(query, variables, token) {
  const r = await request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  let body;
  try {
    body = r.json();
  } catch {
    throw new Error(`${query.slice(0, 50)}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
  }
  if (body.errors?.length) throw new Error(`${query.slice(0, 50)}: ${JSON.stringify(body.errors).slice(0, 400)}`);
  return body.data;
}

/** GET on the receiver's published port (alerts and e-mail it got). */
export function receiver(path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: RECEIVER_PORT, path, timeout: 5_000 }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (err) {
            reject(err);
          }
        });
      })
      .on('error', reject)
      .on('timeout', function () {
        this.destroy(new Error('receiver timeout'));
      });
  });
}

/** Polls `fn` every `every` ms until it returns a truthy value (returned) or `ms` pass (throws naming `what`). */
export async function waitFor(what, fn, ms = 60_000, every = 500) {
  const until = Date.now() + ms;
  let last;
  while (Date.now() < until) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`timed out after ${ms / 1000} s waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

/** A Stripe-Signature header for `payload` (what stripe.webhooks.generateTestHeaderString makes). */
export function stripeSignature(payload, secret) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

const STATE = () => join(WORK, 'state.json');
export const readState = () => (existsSync(STATE()) ? JSON.parse(readFileSync(STATE(), 'utf8')) : {});
export const saveState = (patch) => writeFileSync(STATE(), JSON.stringify({ ...readState(), ...patch }, null, 2));
