/**
 * The audit's probes of what a GraphQL document may cost before it runs: exponential fragment validation (1),
 * the cost limit failing closed (2), and the caps on root fields and directives (7).
 */
import { readFileSync } from 'node:fs';
import { A, B, either, gql, get, median, ms, pct, refused, tally } from '../client.mjs';

/** The doubling attack: F1 selects two fields, each Fk spreads F(k-1) twice; used once under `plans`. */
function doubling(levels) {
  const frags = ['fragment F1 on Plan { id name }'];
  for (let k = 2; k <= levels; k++) frags.push(`fragment F${k} on Plan { ...F${k - 1} ...F${k - 1} }`);
  return `{ plans { ...F${levels} } } ${frags.join(' ')}`;
}

/** CPU time (user + system) process `pid` has used, in ms (Linux /proc, 10 ms ticks). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Polls `GET /api/health` on `app` one request at a time until `done()`; resolves to `{ start, end, ms }` samples. */
async function pollHealth(app, done) {
  const samples = [];
  while (!done()) {
    const start = performance.now();
    const { ms: took } = await get(app, '/api/health');
    samples.push({ start, end: start + took, ms: took });
  }
  return samples;
}

export const fragmentDoubling = {
  n: '1',
  name: 'exponential fragment validation (22 and 30 levels of doubling)',
  severity: 'High',
  async run() {
    const q22 = doubling(22);
    const q30 = doubling(30);
    const TRIVIAL = '{ __typename }';
    await gql(A, q22); // warm-up
    // Alone, one at a time at A, interleaved with the trivial query: wall time, and A's CPU time per request
    // (from /proc, so a loaded machine does not count: the old bug cost seconds of CPU per request).
    const singles = { 22: [], 30: [], trivial: [] };
    const cpu = { 22: 0, 30: 0, trivial: 0 };
    const answers = [];
    for (let i = 0; i < 20; i++) {
      for (const [kind, q] of [
        [22, q22],
        [30, q30],
        ['trivial', TRIVIAL],
      ]) {
        const before = cpuMs(A.child.pid);
        const r = await gql(A, q);
        cpu[kind] += cpuMs(A.child.pid) - before;
        singles[kind].push(r.ms);
        if (kind !== 'trivial') answers.push(r);
      }
    }
    for (const kind of Object.keys(cpu)) cpu[kind] /= 20;
    // Health on both instances during 20 bursts of 10 queries at A: blocks of 5 bursts of the attack, then 5
    // of `{ __typename }` (for scale), twice. The other instance must stay fast: its health p95 under attack
    // at most max(100 ms, 2 x under the trivial bursts), as a loaded machine slows both. The attacked
    // instance's own health queues behind what it answers: shown, not judged.
    let done = false;
    const windows = [];
    const polls = Promise.all([A, B].map((app) => pollHealth(app, () => done)));
    const queryTimes = { attack: [], reference: [] };
    for (const kind of ['attack', 'reference', 'attack', 'reference']) {
      const start = performance.now();
      for (let wave = 0; wave < 5; wave++) {
        const rs = await Promise.all(Array.from({ length: 10 }, () => gql(A, kind === 'attack' ? q22 : TRIVIAL)));
        for (const r of rs) queryTimes[kind].push(r.ms);
        if (kind === 'attack') answers.push(...rs);
      }
      windows.push({ kind, start, end: performance.now() });
    }
    done = true;
    const [healthA, healthB] = await polls;
    /** p95 of the health requests sent while bursts of `kind` were running. */
    const during = (samples, kind) =>
      pct(
        samples.filter((x) => windows.some((w) => w.kind === kind && x.start >= w.start && x.start < w.end)).map((x) => x.ms),
        95,
      );
    const h = {
      attackA: during(healthA, 'attack'),
      attackB: during(healthB, 'attack'),
      refA: during(healthA, 'reference'),
      refB: during(healthB, 'reference'),
    };
    const allRefused = answers.every(refused);
    const p50 = { 22: median(singles[22]), 30: median(singles[30]), trivial: median(singles.trivial) };
    // "Refused in < 100 ms": of wall time (or, on a machine so loaded that the trivial query is slow too,
    // three times its time) and of the instance's CPU time.
    const fastEnough = (kind) => p50[kind] < Math.max(100, 3 * p50.trivial) && cpu[kind] < 100;
    const held = allRefused && fastEnough(22) && fastEnough(30) && h.attackB <= Math.max(100, 2 * h.refB);
    return {
      held,
      measured:
        `${q22.length} B query; answers ${tally(answers.map((r) => `${r.status} ${r.code}`))}; ` +
        `alone at A, p50 wall / CPU per request: 22 levels ${ms(p50[22])} / ${ms(cpu[22])}, 30 levels ${ms(p50[30])} / ` +
        `${ms(cpu[30])}, { __typename } ${ms(p50.trivial)} / ${ms(cpu.trivial)}; health p95 during bursts of 10 at A ` +
        `(attack / { __typename }): other instance B ${ms(h.attackB)} / ${ms(h.refB)}, A itself ${ms(h.attackA)} / ${ms(h.refA)}; ` +
        `query p95 in the bursts ${ms(pct(queryTimes.attack, 95))} / ${ms(pct(queryTimes.reference, 95))} ` +
        `[held: all refused; wall p50 < max(100 ms, 3 x { __typename }) and CPU < 100 ms; B's health p95 <= max(100 ms, 2 x reference)]`,
    };
  },
};

export const costLimit = {
  n: '2',
  name: 'cost limit fails closed when a large fragment is added',
  severity: 'Medium',
  async run() {
    const costly = Array.from({ length: 9 }, (_, i) => `n${i}: plans { planMeals { id name description } }`).join(' ');
    const withFragment = (levels) => {
      const frags = ['fragment F0 on Plan { id }'];
      for (let k = 1; k <= levels; k++) frags.push(`fragment F${k} on Plan { ...F${k - 1} ...F${k - 1} }`);
      return `{ ${costly} x: plans { ...F${levels} } } ${frags.join(' ')}`;
    };
    const alone = await gql(A, `{ ${costly} }`);
    // 2^14 selections (over the selection cap) and 2^8 (under it: the cost walk itself runs).
    const big = await gql(B, withFragment(14));
    const walked = await gql(A, withFragment(8));
    const codes = /^(QUERY_TOO_COSTLY|QUERY_TOO_LARGE|QUERY_NOT_ANALYSED)$/;
    const ok = (r) => refused(r) && codes.test(r.code);
    return {
      held: ok(alone) && ok(big) && ok(walked),
      measured:
        `9 nested plan lists alone: ${alone.status} ${alone.code}; + fragment of 2^14 spreads: ${big.status} ${big.code}` +
        `${big.body.data !== undefined ? ' (DATA RETURNED)' : ''}; + fragment of 2^8: ${walked.status} ${walked.code}` +
        `${walked.body.data !== undefined ? ' (DATA RETURNED)' : ''}`,
    };
  },
};

export const fieldAndDirectiveCaps = {
  n: '7',
  name: 'root field and directive caps whatever the spelling',
  severity: 'Low',
  async run() {
    const fields = (n) => Array.from({ length: n }, (_, i) => `p${i}: __typename`).join(' ');
    const cases = [
      ['25 root fields in ... on Query', `{ ... on Query { ${fields(25)} } }`, 'TOO_MANY_FIELDS'],
      ['25 root fields in a fragment', `{ ...R } fragment R on Query { ${fields(25)} }`, 'TOO_MANY_FIELDS'],
      [
        '40 directives on 20 spreads',
        `{ ${'...F @include(if: true) @skip(if: false) '.repeat(20)} } fragment F on Query { __typename }`,
        'TOO_MANY_DIRECTIVES',
      ],
      [
        '22 directives in a fragment spread 11 times',
        `{ ${'...G '.repeat(11)} } fragment G on Query { __typename @include(if: true) @skip(if: false) }`,
        'TOO_MANY_DIRECTIVES',
      ],
    ];
    const out = [];
    let held = true;
    for (const [i, [name, query, expected]] of cases.entries()) {
      const r = await gql(either(i), query);
      out.push(`${name}: ${r.status} ${r.code}`);
      if (!refused(r) || r.code !== expected) held = false;
    }
    return { held, measured: out.join('; ') };
  },
};
