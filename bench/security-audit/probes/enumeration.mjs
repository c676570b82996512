/**
 * The audit's enumeration probe (4): forgot-password and sign-up must not tell a registered address or
 * phone from an unknown one, by the words of the answer or by its time.
 */
import {
  REQUEST_RESET,
  SIGN_UP,
  address,
  either,
  gql,
  median,
  ms,
  sink,
  sleep,
  uniqueEmail,
  uniquePhone,
  verifiedCustomer,
} from '../client.mjs';

/**
 * How far apart two samples of answer times lie: the z score of the Mann-Whitney U test (normal approximation,
 * ties counted half), as the project's enumeration test computes it; about 0 when neither tends to be slower.
 */
function rankZ(a, b) {
  let u = 0;
  for (const x of a) for (const y of b) u += x > y ? 1 : x === y ? 0.5 : 0;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}

export const enumeration = {
  n: '4',
  name: 'no enumeration by time or words (forgot password; sign-up with a taken phone or e-mail)',
  severity: 'Medium',
  async run() {
    // Registered accounts: one per request of a round (forgot-password allows 3 requests per address per 15 minutes).
    const registered = [];
    for (let i = 0; i < 31; i += 4) {
      registered.push(...(await Promise.all(Array.from({ length: Math.min(4, 31 - i) }, (_, j) => verifiedCustomer(`enum${i + j}`)))));
    }
    const words = (r) =>
      `${r.status} ${r.code} ${(r.body.data?.requestPasswordReset?.message ?? r.body.data?.signUp?.message ?? r.message ?? '').replace(/\S+@\S+/g, '<email>')}`;
    /** One call's answer; then waits for the mails it queued after answering (to `mailTo`), so they cannot slow the next call. */
    const timed = async (app, call, mailTo = []) => {
      const after = Date.now();
      const r = await call(app);
      for (const to of mailTo) await sink.any(to, { after });
      await sleep(20);
      return r;
    };
    /**
     * 30 calls of each kind (after one warm-up each), interleaved in a random order each time, alternating
     * the instances; held as the project's own test (enumeration.integration-spec.ts) judges: medians within
     * 10% of the slower (or 5 ms), or no two kinds told apart by rank (Mann-Whitney |z| < 3.29, p < 0.001);
     * up to 3 rounds, the first that passes ends it. The answers' words must be the same for every kind.
     */
    const measure = async (kinds) => {
      const names = Object.keys(kinds);
      const rounds = [];
      const answers = Object.fromEntries(names.map((n) => [n, new Set()]));
      for (let round = 0; round < 3; round++) {
        const times = Object.fromEntries(names.map((n) => [n, []]));
        for (let i = -1; i < 30; i++) {
          const app = either(i + 1);
          const order = names.slice().sort(() => Math.random() - 0.5);
          for (const name of order) {
            const r = await kinds[name](app, i + 1);
            if (i >= 0) times[name].push(r.ms);
            answers[name].add(words(r));
          }
        }
        const medians = Object.fromEntries(names.map((n) => [n, median(times[n])]));
        const values = Object.values(medians);
        const within = Math.max(...values) - Math.min(...values) <= Math.max(0.1 * Math.max(...values), 5);
        const z = Math.max(...names.flatMap((a) => names.filter((b) => b !== a).map((b) => Math.abs(rankZ(times[a], times[b])))));
        rounds.push({ medians, within, z, pass: within || z < 3.29 });
        if (within || z < 3.29) break;
      }
      const sameWords = new Set(names.map((n) => [...answers[n]].sort().join(' | '))).size === 1;
      return { rounds, held: rounds.at(-1).pass && sameWords, sameWords, answers };
    };
    const forgot = await measure({
      registered: (app, i) => {
        const user = registered[i];
        return timed(app, (a) => gql(a, REQUEST_RESET, { input: { email: user.email } }), [user.email]);
      },
      unknown: (app) => timed(app, (a) => gql(a, REQUEST_RESET, { input: { email: uniqueEmail('nobody') } })),
    });
    const signUp = (phoneNo, email) => (a) =>
      gql(a, SIGN_UP, { input: { fullName: 'Timing Test', email, phoneNo, password: 'Quiet-Harbour-Lantern-42' } }, { ip: address() });
    const signup = await measure({
      free: (app) => {
        const email = uniqueEmail('free');
        return timed(app, signUp(uniquePhone(), email), [email]);
      },
      takenPhone: (app, i) => {
        const email = uniqueEmail('phone');
        return timed(app, signUp(registered[i].phoneNo, email), [email, registered[i].email]);
      },
      takenEmail: (app, i) => timed(app, signUp(uniquePhone(), registered[i].email), [registered[i].email]),
    });
    const show = (m) =>
      m.rounds
        .map(
          (r, i) =>
            `round ${i + 1}: ${Object.entries(r.medians)
              .map(([k, v]) => `${k} ${ms(v)}`)
              .join(', ')} (rank z ${r.z.toFixed(2)})`,
        )
        .join('; ') +
      `; same words: ${m.sameWords ? 'yes' : `NO (${JSON.stringify(Object.fromEntries(Object.entries(m.answers).map(([k, v]) => [k, [...v]])))})`}`;
    return {
      held: forgot.held && signup.held,
      measured:
        `medians of 30 interleaved [held: within 10% or rank |z| < 3.29 in one of up to 3 rounds, and the same words]. ` +
        `forgot password: ${show(forgot)}. sign-up: ${show(signup)}`,
    };
  },
};
