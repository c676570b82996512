import { jest } from '@jest/globals';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { MAX_FAILS_PER_ACCOUNT_PER_HOUR } from '../../src/modules/auth/login-protection.js';
import { SecretChecks } from '../../src/modules/auth/secret-checks.js';
import { createUser, uniqueEmail, uniquePhone, userModel } from '../factories/users.js';
import { createTwoInstances, errorCode, type GqlBody, type TestApp, type TwoInstances } from '../setup/test-app.js';

/**
 * Try limits are exact under concurrency: 30 simultaneous guesses at one secret, split between two real
 * instances on one database, compare exactly the limit's worth of guesses (counted by a spy on the one
 * compare helper, which calls through), and the right guess wins only when it was among those compared.
 * A crowd of addresses cannot lock the owner out of their account from their own address.
 */

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { verificationToken } }`;
const VERIFY = `mutation Verify($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken } }`;
const REQUEST = `mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`;
const RESET = `mutation S($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`;
const LIMIT = 5;
const BURST = 30;

let cluster: TwoInstances;
let t: TestApp;

beforeAll(async () => {
  // One cluster for the file (Passport keeps one strategy registry per process); the tests set X-Forwarded-For.
  cluster = await createTwoInstances({ TRUST_PROXY: 'loopback' });
  t = cluster.alternating;
});

afterAll(async () => {
  await cluster?.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Spies (calling through) on one compare method of both instances' {@link SecretChecks}. */
function spyOnCompares(method: 'password' | 'digests') {
  const spies = [cluster.a, cluster.b].map((i) => jest.spyOn(i.app.get(SecretChecks), method));
  return {
    /** How many guesses were compared, on both instances together. */
    count: () => spies.reduce((n, s) => n + s.mock.calls.length, 0),
    /** How many compares matched (for a password: resolved true). */
    matched: async () => {
      const results = await Promise.all(
        spies.flatMap((s) => s.mock.results.map((r) => Promise.resolve(r.value as boolean | Promise<boolean>))),
      );
      return results.filter(Boolean).length;
    },
  };
}

async function latestMail(email: string): Promise<{ code?: string }> {
  // The mail goes out after the answer, on the instance that answered: poll through whichever is next.
  for (let i = 0; i < 40; i++) {
    const res = await t.http.get('/api/dev/outbox').query({ to: email }).expect(200);
    const meta = (res.body as { data: { meta?: { code?: string } }[] }).data[0]?.meta;
    if (meta?.code) return meta;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail for ${email}`);
}

const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** 30 guesses at once, the right one at a random place among them. */
function burst(right: () => Promise<GqlBody>, wrong: (i: number) => Promise<GqlBody>): Promise<GqlBody[]> {
  const at = Math.floor(Math.random() * BURST);
  return Promise.all(Array.from({ length: BURST }, (_, i) => (i === at ? right() : wrong(i))));
}

/**
 * The compares of a burst: without a win, exactly the limit (every slot taken, none more); with a win
 * among the compared guesses, at most `most` (a code is consumed by the right guess, so the guesses after
 * it find nothing to compare and take no try).
 */
function expectCompares(count: number, won: number, most = LIMIT): void {
  if (won) {
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(most);
  } else {
    expect(count).toBe(LIMIT);
  }
}

describe('30 simultaneous guesses through two instances compare exactly 5', () => {
  it('a reset code', async () => {
    const user = await createUser(t);
    await t.gql(REQUEST, { input: { email: user.email } });
    const { code } = await latestMail(user.email);
    const compares = spyOnCompares('digests');
    const reset = (c: string) => t.gql(RESET, { input: { email: user.email, code: c, password: 'Brand-new@Pass1' } });
    const answers = await burst(
      () => reset(code!),
      (i) => reset(wrongCode(code!, i)),
    );
    const won = answers.filter((a) => !a.errors).length;
    expect(won).toBe(await compares.matched());
    expect(won).toBeLessThanOrEqual(1);
    expectCompares(compares.count(), won);
    // Without a win every try was spent: 4 wrong codes, then the fifth locks the code for the rest.
    if (!won) expect(answers.filter((a) => errorCode(a) === 'RESET_INVALID').length).toBe(LIMIT - 1);
    const id = (await userModel(t).findOne({ email: user.email }).lean())!._id;
    if (!won) expect((await t.connection.collection('password_resets').findOne({ userId: id }))?.attempts).toBe(LIMIT);
  });

  it('a sign-up code', async () => {
    const email = uniqueEmail('burst');
    const sent = await t.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, {
      input: { fullName: 'Burst Test', email, phoneNo: uniquePhone(), password: 'Str0ng-pass!' },
    });
    const token = sent.data!.signUp.verificationToken;
    const { code } = await latestMail(email);
    const compares = spyOnCompares('digests');
    const verify = (c: string) => t.gql(VERIFY, { input: { email, code: c, verificationToken: token } });
    const answers = await burst(
      () => verify(code!),
      (i) => verify(wrongCode(code!, i)),
    );
    const won = answers.filter((a) => !a.errors).length;
    expect(won).toBe(await compares.matched());
    expect(won).toBeLessThanOrEqual(1);
    expectCompares(compares.count(), won);
    expect((await userModel(t).findOne({ email }).lean())!.emailVerified).toBe(won === 1);
  });

  it('a password, from one address', async () => {
    const user = await createUser(t);
    const compares = spyOnCompares('password');
    const from = (password: string) =>
      t.http
        .post('/graphql')
        .set('X-Forwarded-For', '198.51.100.200')
        .send({ query: LOGIN, variables: { input: { identifier: user.email, password } } })
        .then((r) => r.body as GqlBody);
    const answers = await burst(
      () => from(user.password),
      (i) => from(`Wrong-${i}-password`),
    );
    const won = answers.filter((a) => !a.errors).length;
    expect(won).toBe(await compares.matched());
    expect(won).toBeLessThanOrEqual(1);
    // A right password clears the address's count of failures (the owner is in), so guesses compared after
    // the win start a new count: at most one more limit's worth, and only once the password was already found.
    expectCompares(compares.count(), won, won ? 2 * LIMIT : LIMIT);
    if (!won) expect(answers.filter((a) => errorCode(a) === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(LIMIT - 1);
  });
});

describe('the account-wide lock', () => {
  it('a crowd of 11 addresses gets exactly the budget left, and cannot keep the owner out from their own address', async () => {
    const staff = await createUser(t, { role: Role.Admin });
    const login = (ip: string, password: string) =>
      t.http
        .post('/graphql')
        .set('X-Forwarded-For', ip)
        .send({ query: LOGIN, variables: { input: { identifier: staff.email, password } } })
        .then((r) => r.body as GqlBody);
    // The owner has signed in from home before.
    expect((await login('192.0.2.50', staff.password)).errors).toBeUndefined();
    // Strangers have already spent all but 5 of the account's hourly budget (its counter in the shared store).
    await t.connection
      .collection('rate_limits')
      .updateOne(
        { key: `login-account:${staff.id}` },
        { $set: { points: MAX_FAILS_PER_ACCOUNT_PER_HOUR - LIMIT, expire: new Date(Date.now() + 3600_000) } },
        { upsert: true },
      );
    const compares = spyOnCompares('password');
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => login(`198.51.100.${1 + (i % 11)}`, `Wrong-${i}-password`)));
    expect(compares.count()).toBe(LIMIT);
    expect(answers.every((a) => ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED'].includes(errorCode(a)!))).toBe(true);
    // Locked for everyone new, even with the right password; not for the owner at home.
    expect(errorCode(await login('203.0.113.9', staff.password))).toBe('ACCOUNT_LOCKED');
    const home = await login('192.0.2.50', staff.password);
    expect(home.errors).toBeUndefined();
    expect(compares.count()).toBe(LIMIT + 1);
  });
});

describe('a guess without the verification token', () => {
  it("takes none of the owner's tries: after 10 of them the owner's code still works", async () => {
    const email = uniqueEmail('token');
    const sent = await t.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, {
      input: { fullName: 'Token Holder', email, phoneNo: uniquePhone(), password: 'Str0ng-pass!' },
    });
    const { code } = await latestMail(email);
    const strangers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.gql(VERIFY, { input: { email, code: wrongCode(code!, i), verificationToken: `x${i}`.repeat(16) } }),
      ),
    );
    expect(strangers.map((a) => a.errors?.[0]?.message)).toEqual(
      Array(10).fill('The code is incorrect or has expired. Please request a new code.'),
    );
    const id = (await userModel(t).findOne({ email }).lean())!._id;
    expect((await t.connection.collection('otps').findOne({ userId: id }))?.attempts).toBe(0);
    const owner = await t.gql(VERIFY, { input: { email, code, verificationToken: sent.data!.signUp.verificationToken } });
    expect(owner.errors).toBeUndefined();
  });
});
