/**
 * How the mixed scenario measures: one level (every step at once at its share of a total rate, through
 * autocannon) with per-step rates, percentiles and failures, and the CPU time of the processes it watches.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * Whether an answer is not what the step asked for: a 4xx/5xx; a GraphQL answer with `errors` or without `data` (a
 * 200 with `errors` is a failure here too, and so is an empty 200, which a proxy gives a request whose Host names no
 * site); a page that is not HTML.
 */
const failedAnswer = (request, status, body) =>
  status >= 400 || (request.path === '/graphql' ? body.includes('"errors"') || !body.includes('"data"') : !/<html/i.test(body));

/** How many slots a second each step's requests are spread over (at most; fewer when a step asks fewer req/s). */
const SLOTS_PER_SECOND = 10;

/**
 * Runs every step at once at `rate` req/s in total against `bases` (one URL per app instance); resolves to one
 * row per step. `connection`: extra autocannon options for every run (`servername` and a `host` header when the
 * bases are a TLS proxy's address).
 *
 * autocannon's rate limit lets each connection send its quota for the second at once when the second
 * begins, and every connection made together begins its seconds together: one autocannon run per step
 * started at the same moment sent the whole level's requests in one burst each second, so a level of
 * 40 req/s measured bursts of 40 simultaneous requests (the kitchen list answered in 150 ms p50 in the
 * scenario while a client on the side saw 35 ms). So each step runs as up to {@link SLOTS_PER_SECOND}
 * autocannon runs, each with its share of the step's rate, started at evenly spaced offsets across the
 * second (and the steps offset from each other within a slot): the requests arrive spread over the
 * second, the way independent users send them.
 */
export async function level(bases, allSteps, rate, duration, connection = {}) {
  return Promise.all(
    allSteps.map(async (step, stepIndex) => {
      const stepRate = Math.max(1, Math.round(rate * step.share));
      const slots = Math.min(stepRate, SLOTS_PER_SECOND);
      const times = [];
      let failed = 0;
      let total = 0;
      const runs = Array.from({ length: slots }, async (_, slot) => {
        const slotRate = Math.floor(stepRate / slots) + (slot < stepRate % slots ? 1 : 0);
        const offsetMs = ((slot + stepIndex / allSteps.length) * 1000) / slots;
        await new Promise((r) => setTimeout(r, offsetMs));
        const instance = autocannon({
          // Runs take the instances in turn, as a proxy's round robin hands out connections.
          url: bases[(slot + stepIndex) % bases.length],
          // Enough connections that the rate, not the connections, sets the pace (each needs < 1 s per answer).
          connections: Math.max(1, Math.ceil(slotRate / 10)),
          overallRate: slotRate,
          duration,
          // A TLS proxy's site name (SNI and Host) when the bench goes through one (BENCH_TARGET).
          ...connection,
          requests: step.requests.map((r) => ({
            ...r,
            onResponse: (status, body) => {
              if (failedAnswer(r, status, body)) {
                // The first failure of a step is printed, so a broken level says why.
                if (!failed++) console.log(`  ${step.name}: first failure: ${status} ${body.slice(0, 300)}`);
              }
            },
          })),
        });
        instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
        const r = await instance;
        total += r.requests.total;
        failed += r.errors + r.timeouts;
      });
      await Promise.all(runs);
      times.sort((a, b) => a - b);
      const pct = (p) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]) : NaN);
      return {
        step: step.name,
        'target req/s': stepRate,
        'req/s': Math.round((total / duration) * 10) / 10,
        'p50 ms': pct(0.5),
        'p95 ms': pct(0.95),
        'p99 ms': pct(0.99),
        failures: failed,
      };
    }),
  );
}

/** CPU seconds (user + system) used so far by each process, by pid (Linux /proc). */
export function cpuSeconds(pids) {
  const tick = 100; // USER_HZ
  return Object.fromEntries(
    pids.map((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return [pid, (Number(fields[11]) + Number(fields[12])) / tick];
      } catch {
        return [pid, 0];
      }
    }),
  );
}

/** The machine's CPU time so far (Linux /proc/stat, in ticks): `busy` (all but idle and iowait) and `total`. */
export function machineTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    const total = n.reduce((a, b) => a + b, 0);
    return { busy: total - n[3] - n[4], total };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

/** Pids of the processes whose command line matches `pattern` (pgrep -f); none when there are none. */
export function pidsOf(pattern) {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
