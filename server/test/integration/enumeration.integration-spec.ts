import { createUser, uniqueEmail, uniquePhone } from '../factories/users.js';
import { createTestApp, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * No account enumeration by words or time: forgot-password, sign-up and the wrong-code answers after
 * them say the same and take the same time for a real account as for an unknown address (or a taken
 * e-mail or phone). Timed on the real app: medians of 15 requests of each kind, interleaved; after each
 * request the outbox is read through the same instance, which waits for the mails queued after the answer,
 * so each figure is that request's own answer time.
 */

const REQUEST = `mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`;
const RESET = `mutation S($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { message verificationToken } }`;
const VERIFY = `mutation Verify($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken } }`;
const SAMPLES = 15;
/** Up to 3 rounds of 15 interleaved requests of each kind (sign-ups hash a password each): room on a busy 2-core machine. */
const TIMED_TEST_MS = 180_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The answer time of one call in ms, after the mails it queued have gone out (so they cannot slow the next call). */
async function timed(call: () => Promise<GqlBody>): Promise<{ ms: number; body: GqlBody }> {
  const start = process.hrtime.bigint();
  const body = await call();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  await t.http.get('/api/dev/outbox').query({ to: 'nobody@example.com' }).expect(200);
  return { ms, body };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * How far apart two samples of answer times lie, as the z score of the Mann-Whitney U test (normal
 * approximation, ties counted half): about 0 when neither tends to be slower, 4.7 for 15 against 15
 * with every time of one slower than every time of the other.
 */
function rankZ(a: number[], b: number[]): number {
  let u = 0;
  for (const x of a) for (const y of b) u += x > y ? 1 : x === y ? 0.5 : 0;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}

/** |z| beyond which one kind is taken to be slower than another: two-sided p < 0.001. */
const SLOWER_Z = 3.29;

/**
 * Times `SAMPLES` calls of each kind, interleaved (one of each in turn, after one warm-up each), and
 * expects no kind to be slower than another: their medians within 10% of the slower one or 5 ms, or,
 * where a busy machine spreads the times, no pair of kinds whose times are told apart by rank (z of
 * the Mann-Whitney test under {@link SLOWER_Z}). Up to 3 rounds are measured and the first that passes
 * ends it; a real difference (a mail sent inside the request) separates the kinds in every round.
 */
async function expectSameTime(kinds: Record<string, (i: number) => Promise<GqlBody>>): Promise<void> {
  const names = Object.keys(kinds);
  for (const name of names) await kinds[name]!(-1);
  const rounds: { medians: Record<string, number>; z: number }[] = [];
  for (let round = 0; round < 3; round++) {
    const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (let i = 0; i < SAMPLES; i++) {
      for (const name of names) times[name]!.push((await timed(() => kinds[name]!(round * SAMPLES + i))).ms);
    }
    const medians = Object.fromEntries(names.map((n) => [n, Math.round(median(times[n]!) * 10) / 10]));
    const z = Math.max(...names.flatMap((a) => names.filter((b) => b !== a).map((b) => Math.abs(rankZ(times[a]!, times[b]!)))));
    rounds.push({ medians, z: Math.round(z * 100) / 100 });
    const values = Object.values(medians);
    if (Math.max(...values) - Math.min(...values) <= Math.max(0.1 * Math.max(...values), 5)) return;
    if (z < SLOWER_Z) return;
  }
  throw new Error(`answer times differ in every round (medians in ms, largest rank z): ${JSON.stringify(rounds)}`);
}

describe('telling answer times apart', () => {
  it('finds no difference in two samples of the same spread, and a clear one where every time of one is slower', () => {
    const base = [80, 95, 120, 101, 88, 130, 99, 105, 93, 115, 84, 122, 97, 109, 90];
    expect(
      Math.abs(
        rankZ(
          base,
          [...base].reverse().map((x) => x + 1),
        ),
      ),
    ).toBeLessThan(SLOWER_Z);
    // The leak the audit found: forgot-password for a real account took about 75 ms, an unknown one 15 ms.
    expect(
      rankZ(
        base.map((x) => x + 60),
        base,
      ),
    ).toBeGreaterThan(SLOWER_Z);
    expect(
      rankZ(
        base,
        base.map((x) => x * 1.6),
      ),
    ).toBeLessThan(-SLOWER_Z);
  });
});

describe('forgot password', () => {
  it(
    'answers a real account and an unknown address in the same time',
    async () => {
      const users = await Promise.all(Array.from({ length: 3 * SAMPLES + 1 }, () => createUser(t)));
      await expectSameTime({
        real: (i) => t.gql(REQUEST, { input: { email: users[i + 1]!.email } }),
        unknown: () => t.gql(REQUEST, { input: { email: uniqueEmail('nobody') } }),
      });
    },
    TIMED_TEST_MS,
  );

  it('answers wrong codes after a request with the same words for a real account and an unknown address', async () => {
    const user = await createUser(t);
    const unknown = uniqueEmail('nobody');
    const answers: Record<string, (string | undefined)[]> = {};
    for (const email of [user.email, unknown]) {
      await t.gql(REQUEST, { input: { email } });
      answers[email] = [];
      for (let i = 0; i < 6; i++) {
        const body = await t.gql(RESET, { input: { email, code: String(100000 + i), password: 'Brand-new@Pass1' } });
        answers[email].push(body.errors?.[0]?.message);
      }
    }
    expect(answers[unknown]).toEqual(answers[user.email]);
    expect(answers[unknown]![0]).toBe('The code is incorrect. 4 attempts left.');
  });
});

describe('sign-up', () => {
  const input = (overrides: Partial<Record<'email' | 'phoneNo', string>> = {}) => ({
    fullName: 'Timing Test',
    email: uniqueEmail('timing'),
    phoneNo: uniquePhone(),
    password: 'Str0ng-pass!',
    ...overrides,
  });

  it(
    'answers a new address, a registered e-mail and a taken phone number in the same time',
    async () => {
      const taken = await Promise.all(Array.from({ length: 3 * SAMPLES + 1 }, () => createUser(t)));
      await expectSameTime({
        new: () => t.gql(SIGN_UP, { input: input() }),
        registeredEmail: (i) => t.gql(SIGN_UP, { input: input({ email: taken[i + 1]!.email }) }),
        takenPhone: (i) => t.gql(SIGN_UP, { input: input({ phoneNo: taken[i + 1]!.phoneNo }) }),
      });
    },
    TIMED_TEST_MS,
  );

  it('answers wrong codes with the same words whether or not a code was sent', async () => {
    const owner = await createUser(t);
    const answers: (string | undefined)[][] = [];
    for (const attempt of [input(), input({ email: owner.email }), input({ phoneNo: owner.phoneNo })]) {
      const sent = await t.gql<{ signUp: { verificationToken: string } }>(SIGN_UP, { input: attempt });
      const token = sent.data!.signUp.verificationToken;
      const messages = [];
      for (let i = 0; i < 6; i++) {
        const body = await t.gql(VERIFY, { input: { email: attempt.email, code: String(100000 + i), verificationToken: token } });
        messages.push(body.errors?.[0]?.message);
      }
      answers.push(messages);
    }
    // A 1-in-a-million chance that the real code is among the guesses; the decoys can never match.
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]![0]).toBe('The code is incorrect. 4 attempts left.');
  });
});
