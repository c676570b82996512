/**
 * The HTTP side of scripts/stack-test.sh, one command per call (the shell script does the Docker side):
 *   staff-sign-in                 the super admin made by the CLI signs in; staff role checked
 *   shop                          staff adds a plan; a customer signs up (code from the SMTP receiver),
 *                                 buys it (startCheckout + signed payment_intent.succeeded webhook)
 *   version                       prints the X-App-Version the proxy's answers carry (both replicas)
 *   loop NAME SECONDS TOKENKEY    a steady request loop (2 workers, ~10 requests a second, REST and GraphQL
 *                                 with the customer's token from state TOKENKEY) until WORK/loop-NAME.stop
 *                                 exists or SECONDS pass; writes WORK/loop-NAME.json
 *   loop-report NAME VERSION      fails unless the loop had no failed request and its last answers came from VERSION
 *   token TOKENKEY ok|refused     the saved token is accepted (or refused)
 *   customer-sign-in TOKENKEY     signs the customer in again, saves the token
 *   after-restore                 the customer signs in, their subscription and order are back, staff sees the order
 *   wait-hook HOOK TEXTS SECONDS [SINCE]  waits until the receiver got a webhook on /hooks/HOOK (after the ISO
 *                                 time SINCE) whose body holds every comma-separated text of TEXTS
 * State (tokens, ids) in WORK/state.json. Environment: STACK_OWNER_EMAIL, STACK_OWNER_PASSWORD,
 * STRIPE_WEBHOOK_SECRET, and client.mjs's.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORK, gql, readState, receiver, request, saveState, stripeSignature, waitFor } from './client.mjs';

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }';
// Staff sign in on the admin sign-in (the GraphQL Role enum names the role SuperAdmin).
const ADMIN_LOGIN = 'mutation ($input: LoginInput!) { adminLogin(input: $input) { accessToken } }';
const ME = '{ me { id email role } }';
const [command, ...args] = process.argv.slice(2);

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

async function login(identifier, password) {
  return (await gql(LOGIN, { input: { identifier, password } })).login.accessToken;
}

async function staffLogin() {
  const input = { identifier: process.env.STACK_OWNER_EMAIL, password: process.env.STACK_OWNER_PASSWORD };
  return (await gql(ADMIN_LOGIN, { input })).adminLogin.accessToken;
}

const commands = {
  async 'staff-sign-in'() {
    const token = await staffLogin();
    const { me } = await gql(ME, undefined, token);
    assert(me.role === 'SuperAdmin', `signed in as ${me.email} with role ${me.role}, not SuperAdmin`);
    saveState({ staffToken: token });
    return `${me.email} (${me.role})`;
  },

  async shop() {
    const { staffToken } = readState();
    // A plan is offered only with an active meal of every category it charges for (PLAN_NOT_READY otherwise).
    const mealIds = [];
    for (const [category, calories] of [
      ['Breakfast', 420],
      ['Lunch', 610],
      ['Dinner', 560],
    ]) {
      const { createMeal } = await gql(
        'mutation ($i: CreateMealInput!) { createMeal(input: $i) { id } }',
        {
          i: {
            name: `Stack Test ${category}`,
            description: `A ${category.toLowerCase()} made by the stack test.`,
            category,
            calories,
            protein: 30,
            carbs: 50,
            fat: 15,
            image: '/favicon.svg',
          },
        },
        staffToken,
      );
      mealIds.push(createMeal.id);
    }
    const { createPlan } = await gql(
      'mutation ($i: CreatePlanInput!) { createPlan(input: $i) { id name price } }',
      {
        i: {
          name: 'Stack Test Plan',
          description: 'Three meals a day, made by the stack test.',
          price: 210_000,
          image: '/favicon.svg',
          active: true,
          mealIds,
          dailyPrices: { breakfast: 2_500, lunch: 3_500, dinner: 3_500, snacks: 0 },
        },
      },
      staffToken,
    );
    const email = `customer-${randomBytes(4).toString('hex')}@freshfuel.test`;
    const password = `Stack-${randomBytes(6).toString('hex')}9`;
    const signUp = (
      await gql('mutation ($input: SignUpInput!) { signUp(input: $input) { verificationToken } }', {
        input: { email, password, fullName: 'Stack Test Customer', phoneNo: `+97150${String(Date.now()).slice(-7)}` },
      })
    ).signUp;
    const code = await waitFor(
      `the sign-up code e-mailed to ${email}`,
      async () => {
        const mail = (await receiver('/mail')).reverse().find((m) => m.to.some((t) => t.includes(email)));
        // The subject names the code ("123456 is your FreshFuel verification code").
        return mail && /^Subject:[^\r\n]*?\b(\d{6})\b/im.exec(mail.data)?.[1];
      },
      30_000,
    );
    const token = (
      await gql('mutation ($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken } }', {
        input: { email, code, verificationToken: signUp.verificationToken },
      })
    ).verifyOtp.accessToken;
    const { me } = await gql(ME, undefined, token);
    const { startCheckout } = await gql(
      'mutation ($input: SelectionInput!) { startCheckout(input: $input) { id quote { total } } }',
      {
        input: {
          planId: createPlan.id,
          duration: '1 Month',
          meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 0 },
          startDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        },
      },
      token,
    );
    const total = startCheckout.quote.total;
    const pi = `pi_stack_${randomBytes(6).toString('hex')}`;
    const payload = JSON.stringify({
      id: `evt_stack_${randomBytes(6).toString('hex')}`,
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
          client_secret: `${pi}_secret_stack`,
          metadata: { userId: me.id, checkoutId: startCheckout.id, total: String(total) },
        },
      },
    });
    const hook = await request('/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, process.env.STRIPE_WEBHOOK_SECRET) },
      body: payload,
    });
    assert(hook.status === 200, `signed webhook answered ${hook.status} ${hook.text.slice(0, 200)}`);
    const forged = await request('/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, 'whsec_wrong') },
      body: payload,
    });
    assert(forged.status === 400, `a wrongly signed webhook answered ${forged.status}`);
    const sub = await waitFor(
      'the subscription after the payment',
      async () => (await gql('{ mySubscription { id } }', undefined, token)).mySubscription,
      20_000,
    );
    const { myOrders } = await gql('{ myOrders { id } }', undefined, token);
    assert(myOrders.length === 1, `${myOrders.length} orders after one payment`);
    saveState({
      customerEmail: email,
      customerPassword: password,
      customerToken: token,
      subscriptionId: sub.id,
      orderId: myOrders[0].id,
      planId: createPlan.id,
    });
    return `${email} bought "${createPlan.name}" for ${(total / 100).toFixed(2)} AED: order ${myOrders[0].id}`;
  },

  async version() {
    const seen = new Set();
    for (let i = 0; i < 6; i++) seen.add((await request('/api/health/ready')).headers['x-app-version']);
    return [...seen].join(' ');
  },

  async loop(name, seconds, tokenKey) {
    const token = readState()[tokenKey];
    const stopFile = join(WORK, `loop-${name}.stop`);
    const until = Date.now() + Number(seconds) * 1000;
    const out = { ok: 0, failed: [], versions: {}, last: [] };
    const worker = async (w) => {
      for (let k = 0; Date.now() < until && !existsSync(stopFile); k++) {
        try {
          const r =
            (k + w) % 2
              ? await request('/graphql', {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                  body: JSON.stringify({ query: '{ me { email } }' }),
                })
              : await request('/api/plans');
          const fine = r.status === 200 && !(r.text.includes('"errors"') && r.headers['content-type']?.includes('json'));
          if (fine) out.ok += 1;
          else out.failed.push(`${r.status} ${r.text.slice(0, 120)}`);
          const v = r.headers['x-app-version'] ?? 'none';
          out.versions[v] = (out.versions[v] ?? 0) + 1;
          out.last.push(v);
          if (out.last.length > 10) out.last.shift();
        } catch (err) {
          out.failed.push(err.message);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    await Promise.all([worker(0), worker(1)]);
    writeFileSync(join(WORK, `loop-${name}.json`), JSON.stringify(out));
    return `${out.ok} answered, ${out.failed.length} failed`;
  },

  async 'loop-report'(name, version) {
    const out = JSON.parse(readFileSync(join(WORK, `loop-${name}.json`), 'utf8'));
    const versions = Object.entries(out.versions)
      .map(([v, n]) => `${v}: ${n}`)
      .join(', ');
    assert(
      out.failed.length === 0,
      `${out.failed.length} of ${out.ok + out.failed.length} requests failed: ${[...new Set(out.failed)].slice(0, 3).join(' | ')}`,
    );
    assert(out.ok >= 20, `only ${out.ok} requests answered`);
    if (version)
      assert(
        out.last.every((v) => v === version),
        `the last answers came from ${out.last.join(', ')}, not ${version}`,
      );
    return `${out.ok} requests, 0 failed (versions ${versions})`;
  },

  async token(tokenKey, expect) {
    const token = readState()[tokenKey];
    const r = await request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    const email = r.status === 200 ? JSON.parse(r.text).data?.me?.email : undefined;
    if (expect === 'ok') assert(email === readState().customerEmail, `${tokenKey} refused: ${r.status} ${r.text.slice(0, 200)}`);
    else assert(!email, `${tokenKey} still accepted`);
    return `${tokenKey} ${expect === 'ok' ? 'accepted' : 'refused'}`;
  },

  async 'customer-sign-in'(tokenKey) {
    const { customerEmail, customerPassword } = readState();
    saveState({ [tokenKey]: await login(customerEmail, customerPassword) });
    return `${customerEmail} signed in again (${tokenKey})`;
  },

  async 'after-restore'() {
    const { customerEmail, customerPassword, subscriptionId, orderId } = readState();
    const token = await login(customerEmail, customerPassword);
    const { mySubscription } = await gql('{ mySubscription { id } }', undefined, token);
    assert(
      mySubscription?.id === subscriptionId,
      `subscription after the restore: ${JSON.stringify(mySubscription)}, expected ${subscriptionId}`,
    );
    const staff = await staffLogin();
    const { adminOrders } = await gql('query ($s: String) { adminOrders(search: $s) { total data { id } } }', { s: customerEmail }, staff);
    assert(
      adminOrders.data.some((o) => o.id === orderId),
      `staff does not see order ${orderId}: ${JSON.stringify(adminOrders)}`,
    );
    return `${customerEmail} signs in; subscription ${subscriptionId} and order ${orderId} are back`;
  },

  async 'wait-hook'(hook, texts, seconds, since = '1970-01-01T00:00:00Z') {
    const wanted = texts.split(',');
    const got = await waitFor(
      `a webhook on /hooks/${hook} after ${since} holding ${wanted.join(' and ')}`,
      async () => (await receiver(`/received/${hook}`)).find((h) => h.at > since && wanted.every((t) => h.body.includes(t))),
      Number(seconds) * 1000,
      2_000,
    );
    return `received at ${got.at}`;
  },
};

const fn = commands[command];
if (!fn) {
  console.error(`unknown command ${command}; one of: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
fn(...args).then(
  (detail) => {
    if (detail) console.log(detail);
    process.exit(0);
  },
  (err) => {
    console.error(`${command}: ${err.message}`);
    process.exit(1);
  },
);
