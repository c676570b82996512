// Adds up the JSON reports of jest, vitest and Playwright into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];

/**
 * Prints the `count` slowest journeys of a Playwright JSON report, each try's time against its own limit (the
 * config's, or what `test.slow()` / `test.setTimeout()` made it): a journey near its limit here fails on a machine
 * half as fast.
 */
function slowestJourneys(report, count) {
  const tries = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          if (test.timeout > 0 && result.status !== 'skipped')
            tries.push({ name: [...titles, spec.title].join(' › '), file: spec.file, duration: result.duration, limit: test.timeout });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const line = (t) => {
    const share = Math.round((100 * t.duration) / t.limit);
    const name = t.name.length > 110 ? `${t.name.slice(0, 107)}...` : t.name;
    return `  ${String(share).padStart(3)}%  ${(t.duration / 1000).toFixed(1).padStart(6)} s of ${t.limit / 1000} s  ${name}`;
  };
  tries.sort((a, b) => b.duration - a.duration);
  console.log('\nslowest journeys (share of their time limit):');
  for (const t of tries.slice(0, count)) console.log(line(t));
  // Any other try over a third of its limit: a machine half as fast would bring it near the limit.
  const near = tries.slice(count).filter((t) => t.duration > t.limit / 3);
  console.log(`others over a third of their limit: ${near.length || 'none'}`);
  for (const t of near) console.log(line(t));
}
const read = (f) => (existsSync(join(dir, f)) ? JSON.parse(readFileSync(join(dir, f), 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];
for (const [name, file] of [
  ['server', 'server.json'],
  ['client', 'client.json'],
]) {
  const r = read(file);
  if (!r) {
    parts.push(`${name}: no report`);
    failed += 1;
    continue;
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  parts.push(`${name} ${r.numPassedTests}/${r.numTotalTests}`);
}
const e2e = read('e2e.json');
if (!e2e) {
  parts.push('e2e: no report');
  failed += 1;
} else {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  parts.push(`e2e ${s.expected + s.flaky}/${s.expected + s.flaky + s.unexpected + s.skipped}`);
  slowestJourneys(e2e, 5);
}
// The REST contract run (schemathesis) leaves a marker when it failed.
if (existsSync(join(dir, 'schemathesis.failed'))) {
  failed += 1;
  parts.push('REST contract: failed');
}
// The Docker stack test (scripts/stack-test.sh) leaves a marker when it failed, and counts as one test.
if (existsSync(join(dir, 'stack-test.failed'))) {
  failed += 1;
  parts.push('Docker stack: failed');
} else if (existsSync(join(dir, 'stack-test.passed'))) {
  passed += 1;
  parts.push('Docker stack: passed');
}
// The production smoke prints one "ok    <check>" or "FAIL  <check>" line per check.
if (existsSync(join(dir, 'smoke.txt'))) {
  const lines = readFileSync(join(dir, 'smoke.txt'), 'utf8').split('\n');
  const ok = lines.filter((l) => l.startsWith('ok    ')).length;
  const bad = lines.filter((l) => l.startsWith('FAIL  ')).length;
  passed += ok;
  failed += bad + (ok + bad === 0 ? 1 : 0);
  parts.push(ok + bad === 0 ? 'smoke: no checks ran' : `smoke ${ok}/${ok + bad}`);
} else {
  parts.push('smoke: no report');
  failed += 1;
}
console.log(`\n${parts.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
