/**
 * The smoke test's checks of what the app serves through the proxy: the landing page and an asset over
 * https with HSTS, the http redirect, an access log without secrets, sign-in and a GraphQL query, the signed
 * Stripe webhook, and an image uploaded to one instance read back through the other (GridFS).
 */
import { assert, check } from './check.mjs';
import { ORIGIN, PORTS, Stripe, hex, sharp } from './context.mjs';
import { gql, request, waitFor } from './http.mjs';
import { operatorEnv } from './stack.mjs';

/** `stack.caddy`: the proxy's process, whose access log one check reads. */
export async function appChecks(stack) {
  await check('landing page and a script asset over https (throwaway CA), with HSTS', async () => {
    const page = await request(`${ORIGIN}/`);
    assert(page.status === 200, `GET / answered ${page.status}`);
    assert(/max-age=\d+/.test(page.headers['strict-transport-security'] ?? ''), 'no Strict-Transport-Security header');
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(page.text())?.[1];
    assert(asset, 'no /assets/*.js in the landing page');
    const js = await request(`${ORIGIN}${asset}`);
    assert(js.status === 200 && js.body.length > 0, `GET ${asset} answered ${js.status}`);
    return asset;
  });

  await check('http redirected to https', async () => {
    const r = await request(`http://localhost:${PORTS.http}/plans_and_packages?x=1`);
    assert([301, 308].includes(r.status), `http answered ${r.status}`);
    assert(r.headers.location === `${ORIGIN}/plans_and_packages?x=1`, `Location ${r.headers.location}`);
    return `${r.status} -> ${r.headers.location}`;
  });

  await check("the proxy's access log keeps no reset token, e-mail address or Referer", async () => {
    const token = hex(16);
    const email = `owner.${hex(4)}@kitchen.example`;
    const path = `/reset-password?email=${encodeURIComponent(email)}&token=${token}`;
    const r = await request(`${ORIGIN}${path}`, { headers: { referer: `${ORIGIN}${path}` } });
    assert(r.status === 200, `GET /reset-password answered ${r.status}`);
    // Caddy writes the line once the answer is sent.
    const lineOf = () =>
      stack.caddy
        .logText()
        .split('\n')
        .find((l) => l.includes('"/reset-password?'));
    await waitFor('the access log line of /reset-password', () => lineOf() !== undefined, 10_000);
    const log = stack.caddy.logText();
    for (const secret of [token, email, encodeURIComponent(email)]) assert(!log.includes(secret), `the access log holds ${secret}`);
    const line = lineOf();
    assert(/token=REDACTED/.test(line) && /email=REDACTED/.test(line), `not redacted: ${line.slice(0, 400)}`);
    assert(!/"Referer"/.test(line), `the Referer was logged: ${line.slice(0, 400)}`);
    return 'token=REDACTED, email=REDACTED, no Referer';
  });

  const login = async (email) => {
    const r = await gql('mutation ($input: LoginInput!) { login(input: $input) { accessToken user { email role } } }', {
      input: { identifier: email, password: 'Demo@12345' },
    });
    const token = r.json().data?.login?.accessToken;
    assert(token, `login ${email}: ${r.status} ${r.text().slice(0, 300)}`);
    return token;
  };
  let adminToken;
  await check('sign-in (seeded customer) and a GraphQL query with its token', async () => {
    const token = await login('customer@freshfuel.ae');
    const me = await gql('{ me { email } }', undefined, token);
    assert(me.json().data?.me?.email === 'customer@freshfuel.ae', `me: ${me.text().slice(0, 300)}`);
    const plans = await gql('{ plans { id } }');
    assert(Array.isArray(plans.json().data?.plans) && plans.json().data.plans.length > 0, `plans: ${plans.text().slice(0, 300)}`);
    adminToken = await login('admin@freshfuel.ae');
    return `${plans.json().data.plans.length} plans`;
  });

  await check('signed Stripe webhook accepted, a wrong signature refused', async () => {
    const payload = JSON.stringify({
      id: `evt_smoke_${hex(8)}`,
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: `pi_smoke_${hex(6)}`, object: 'payment_intent' } },
    });
    const post = (signature) =>
      request(`${ORIGIN}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: operatorEnv.STRIPE_WEBHOOK_SECRET });
    const good = await post(header);
    assert(good.status === 200 && good.json().received === true, `signed: ${good.status} ${good.text().slice(0, 200)}`);
    const bad = await post(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    assert(bad.status === 400, `wrongly signed: ${bad.status}`);
  });

  await check('image uploaded to app-1 is read back through app-2 and the proxy (GridFS)', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const boundary = `----smoke${hex(8)}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="smoke.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await request(`http://127.0.0.1:${PORTS.app[0]}/api/uploads/image`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${adminToken}` },
      body,
    });
    assert(up.status === 201, `upload: ${up.status} ${up.text().slice(0, 300)}`);
    const url = up.json().data.url;
    const other = await request(`http://127.0.0.1:${PORTS.app[1]}${url}`);
    assert(other.status === 200 && other.body.length > 0, `app-2 ${url}: ${other.status}`);
    const viaProxy = await request(`${ORIGIN}${url}`);
    assert(viaProxy.status === 200 && viaProxy.body.equals(other.body), `proxy ${url}: ${viaProxy.status}`);
    return url;
  });
}
