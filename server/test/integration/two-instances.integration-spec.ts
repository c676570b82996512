import sharp from 'sharp';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { buyPaidSubscription, type PaidSubscription } from '../factories/paid-subscription.js';
import { postWebhook, STRIPE_TEST_ENV, succeededEvent, uniqueStripeId, planIdsByName, dateInDays } from '../factories/payments.js';
import { createUser, loginAs, uniqueEmail, uniquePhone, userModel, type CreatedUser } from '../factories/users.js';
import { createTwoInstances, errorCode, seedDatabase, type GqlBody, type TestApp, type TwoInstances } from '../setup/test-app.js';

/**
 * Stateless instances: two real app instances on one database, with requests alternating between
 * them (A, B, A, ...), give exactly the answers one instance gives. Every check-and-set is an atomic
 * conditional write in the database, rate-limit counters live in the database, uploads in GridFS and
 * the development outbox in a collection, so no instance's memory decides anything.
 */

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { verificationToken } }`;
const VERIFY = `mutation Verify($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`;
const START = `mutation Start($input: SelectionInput!) { startCheckout(input: $input) { id quote { total } } }`;
const PAUSE = `mutation P($subscriptionId: ID!, $from: String!, $to: String!) {
  pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) { pausedDays endDate planMeals { scheduledDate } }
}`;
const MINE = `{ mySubscription { pausedDays endDate planMeals { scheduledDate } } }`;

const DAY = 86_400_000;

let cluster: TwoInstances;
/** Alternates between the two instances on every request. */
let t: TestApp;

beforeAll(async () => {
  // One cluster for the whole file: Passport keeps its strategies in one registry per process, so a
  // closed app's strategy would answer for the others (separate processes in production never share it).
  cluster = await createTwoInstances({ ...STRIPE_TEST_ENV, FORMS_RATE_LIMIT_PER_MINUTE: '3', CODES_RATE_LIMIT_PER_MINUTE: '3' });
  t = cluster.alternating;
  await seedDatabase(cluster.a);
});

afterAll(async () => {
  await cluster?.close();
});

interface OutboxMail {
  meta?: { code?: string };
}

/**
 * The newest code e-mailed to `email`, read through `via` (default: whichever instance is next). The mail
 * goes out just after the answer, on the instance that answered, so a read through the other one may
 * come first: it is tried again for up to 4 s.
 */
async function latestCode(email: string, via: TestApp = t): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await via.http.get('/api/dev/outbox').query({ to: email }).expect(200);
    const code = (res.body as { data: OutboxMail[] }).data[0]?.meta?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const verify = (email: string, code: string, verificationToken: string) => t.gql(VERIFY, { input: { email, code, verificationToken } });
const login = (identifier: string, password: string) =>
  t.gql<{ login: { accessToken: string } }>(LOGIN, { input: { identifier, password } });

describe('rate limits are one budget for all instances', () => {
  // First in the file: the very first counters on a fresh database race for their own documents.
  it('20 parallel discount-code checks through both instances: exactly 3 are answered, 17 refused', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.http.get(`/api/promoCodes/details/NOPE${i}`)));
    expect(answers.filter((r) => r.status === 404)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(17);
  });

  it('the 4th newsletter post in a minute is refused whichever instance takes it, and writes nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.http.post('/api/newsletters/').send({ email: `two.rl${i}.${process.pid}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await t.connection.collection('newsletters').countDocuments()).toBe(3);
  });
});

describe('security counters across instances', () => {
  it('a code sent through one instance is in the outbox read through the other', async () => {
    const email = uniqueEmail('two');
    const sent = await cluster.a.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, {
      input: { fullName: 'Two Instances', email, phoneNo: uniquePhone(), password: 'Str0ng-pass!' },
    });
    const code = await latestCode(email, cluster.b);
    expect(
      (await cluster.b.gql(VERIFY, { input: { email, code, verificationToken: sent.data!.signUp.verificationToken } })).errors,
    ).toBeUndefined();
  });

  it('10 parallel wrong codes, split between the instances, stop at 5 attempts and lock the code', async () => {
    const email = uniqueEmail('otp2');
    const sent = await t.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, {
      input: { fullName: 'Guess Race', email, phoneNo: uniquePhone(), password: 'Str0ng-pass!' },
    });
    const token = sent.data!.signUp.verificationToken;
    const code = await latestCode(email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(email, wrongCode(code), token)));
    expect(answers.every((a) => ['OTP_INVALID', 'OTP_LOCKED'].includes(errorCode(a)!))).toBe(true);
    expect(answers.filter((a) => errorCode(a) === 'OTP_LOCKED').length).toBeGreaterThanOrEqual(6);
    const user = await userModel(t).findOne({ email }).lean().exec();
    expect((await t.connection.collection('otps').findOne({ userId: user!._id }))!.attempts).toBe(5);
    expect(errorCode(await verify(email, code, token))).toBe('OTP_LOCKED');
  });

  it('10 parallel wrong passwords, split between the instances, give 4 INVALID_CREDENTIALS and lock the account', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(user.email, `Wrong-${i}-password`)));
    expect(answers.filter((a) => errorCode(a) === 'INVALID_CREDENTIALS')).toHaveLength(4);
    expect(answers.filter((a) => errorCode(a) === 'ACCOUNT_LOCKED')).toHaveLength(6);
    expect(errorCode(await login(user.email, user.password))).toBe('ACCOUNT_LOCKED');
  });
});

describe('payments and schedules across instances', () => {
  let buyer: CreatedUser & { token: string };

  beforeAll(async () => {
    buyer = await loginAs(t, Role.User);
  });

  it('20 concurrent webhook deliveries of one payment, split between the instances, make one order and one subscription', async () => {
    const plans = await planIdsByName(t);
    const started = await cluster.a.gql<{ startCheckout: { id: string; quote: { total: number } } }>(
      START,
      {
        input: {
          planId: plans['7-Day Trial'],
          duration: '7 Days',
          meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 1 },
          startDate: dateInDays(5),
        },
      },
      buyer.token,
    );
    const { id: checkoutId, quote } = started.data!.startCheckout;
    const intent = {
      id: uniqueStripeId('pi'),
      amount: quote.total,
      metadata: { userId: buyer.id, checkoutId, total: String(quote.total) },
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => postWebhook(t, succeededEvent(intent))));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const orders = t.connection.collection('orders');
    expect(await orders.countDocuments({ paymentIntentId: intent.id })).toBe(1);
    const order = await orders.findOne({ paymentIntentId: intent.id });
    expect(await t.connection.collection('subscriptions').countDocuments({ order: order!._id })).toBe(1);
  });

  it('concurrent skips of one subscription, split between the instances, never lose or double a day', async () => {
    const owner = await loginAs(t, Role.User);
    const sub: PaidSubscription = await buyPaidSubscription(t, owner);
    const day = (n: number) => new Date(sub.startDate.getTime() + n * DAY).toISOString().slice(0, 10);
    const results: GqlBody[] = await Promise.all(
      [20, 21, 22, 23].map((n) => t.gql(PAUSE, { subscriptionId: sub.id, from: day(n), to: day(n) }, owner.token)),
    );
    for (const r of results.filter((x) => x.errors)) expect(errorCode(r)).toBe('SCHEDULE_CHANGED');
    const ok = results.filter((r) => !r.errors).length;
    expect(ok).toBeGreaterThan(0);
    const mine = (
      await t.gql<{ mySubscription: { pausedDays: number; endDate: string; planMeals: { scheduledDate: string }[] } }>(
        MINE,
        {},
        owner.token,
      )
    ).data!.mySubscription;
    expect(mine.pausedDays).toBe(ok);
    expect(mine.planMeals).toHaveLength(28 * 2);
    expect(new Set(mine.planMeals.map((m) => m.scheduledDate)).size).toBe(28);
    expect(mine.endDate).toBe(new Date(sub.startDate.getTime() + (27 + ok) * DAY).toISOString());
  });
});

describe('uploads across instances', () => {
  it('an image uploaded through one instance is served by the other', async () => {
    const user = await loginAs(cluster.a, Role.User);
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f4a261' } })
      .png()
      .toBuffer();
    const up = await cluster.a.http
      .post('/api/uploads/image')
      .set('Authorization', `Bearer ${user.token}`)
      .attach('image', image, { filename: 'a.png', contentType: 'image/png' });
    expect(up.status).toBe(201);
    const served = await cluster.b.http.get(up.body.data.url as string);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
