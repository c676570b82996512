import { createHmac } from 'node:crypto';
import https from 'node:https';

/**
 * A `fetch` for a site behind a TLS proxy reached by address (the Docker stack on 127.0.0.1): the request
 * names `site.host` in SNI and `Host`, and trusts `site.ca` (PEM), as a browser that resolved the name would.
 * Only what the benches read: `status`, `json()`, `text()`.
 */
function siteFetch(site) {
  const agent = new https.Agent({ ca: site.ca, servername: site.host, keepAlive: true });
  return (url, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = https.request(
        url,
        { method, agent, servername: site.host, headers: { ...headers, host: site.host }, timeout: 15_000 },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode, json: async () => JSON.parse(text), text: async () => text });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 15 s`)));
      req.on('error', reject);
      if (body) req.write(body);
      req.end();
    });
}

/**
 * The benches' client of a running app at `base`: GraphQL calls, and a subscription bought the way
 * production makes one (`startCheckout`, then a signed Stripe `payment_intent.succeeded` webhook), since
 * the demo seed has no orders. `webhookSecret` is the app's STRIPE_WEBHOOK_SECRET. `site` (optional,
 * `{ host, ca }`): the site's name and the proxy's CA when `base` is a TLS proxy's address (bench/mixed's
 * BENCH_TARGET), else plain `fetch`.
 */
export function shopClient(base, webhookSecret, site) {
  const fetch = site ? siteFetch(site) : globalThis.fetch;
  /** One GraphQL request; resolves to `data`, throws on any error. */
  async function gql(query, variables, token) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  /** The signed-in customer's subscription (`{ id startDate }`); bought once, for a month of the first paid plan, when missing. */
  async function ensureSubscription(token) {
    const mine = async () => (await gql('{ mySubscription { id startDate } }', {}, token)).mySubscription;
    const existing = await mine();
    if (existing) return existing;
    const { plans } = await gql('{ plans { id isTrial } }');
    const input = {
      planId: plans.find((p) => !p.isTrial).id,
      duration: '1 Month',
      meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 0 },
      startDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    };
    const { startCheckout } = await gql(
      'mutation($input: SelectionInput!) { startCheckout(input: $input) { id quote { total } } }',
      { input },
      token,
    );
    const { me } = await gql('{ me { id } }', {}, token);
    const pi = `pi_bench_${Date.now().toString(36)}`;
    const total = startCheckout.quote.total;
    const payload = JSON.stringify({
      id: `evt_bench_${Date.now().toString(36)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'payment_intent.succeeded',
      livemode: false,
      data: {
        object: {
          id: pi,
          object: 'payment_intent',
          amount: total,
          amount_received: total,
          currency: 'aed',
          status: 'succeeded',
          client_secret: `${pi}_secret_bench`,
          metadata: { userId: me.id, checkoutId: startCheckout.id, total: String(total) },
        },
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const sig = createHmac('sha256', webhookSecret).update(`${t}.${payload}`).digest('hex');
    const res = await fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${sig}` },
      body: payload,
    });
    if (res.status !== 200) throw new Error(`payment webhook: ${res.status} ${await res.text()}`);
    const made = await mine();
    if (!made) throw new Error('no subscription after the payment webhook');
    return made;
  }

  return { gql, ensureSubscription };
}
