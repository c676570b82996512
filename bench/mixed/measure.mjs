/**
 * How the mixed scenario measures: one level (every step at once at its share of a total rate, through
 * autocannon) with per-step rates, percentiles and failures, and the CPU time of the processes it watches.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Whether a GraphQL answer carries errors (a 200 with `errors` is a failure here too). */
const hasErrors = (body) => body.length > 0 && body.includes('"errors"');

/** Runs every step at once at `rate` req/s in total; resolves to one row per step. */
export async function level(base, allSteps, rate, duration) {
  return Promise.all(
    allSteps.map(async (step) => {
      const stepRate = Math.max(1, Math.round(rate * step.share));
      const times = [];
      let failed = 0;
      const instance = autocannon({
        url: base,
        // Enough connections that the rate, not the connections, sets the pace (each needs < 1 s per answer).
        connections: Math.max(2, Math.ceil(stepRate / 10)),
        overallRate: stepRate,
        duration,
        requests: step.requests.map((r) => ({
          ...r,
          onResponse: (status, body) => {
            if (status >= 400 || (r.path === '/graphql' && hasErrors(body))) failed++;
          },
        })),
      });
      instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
      const r = await instance;
      times.sort((a, b) => a - b);
      const pct = (p) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]) : NaN);
      return {
        step: step.name,
        'target req/s': stepRate,
        'req/s': Math.round((r.requests.total / duration) * 10) / 10,
        'p50 ms': pct(0.5),
        'p95 ms': pct(0.95),
        'p99 ms': pct(0.99),
        failures: failed + r.errors + r.timeouts,
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

export function pidsOf(pattern) {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
