// Adds up the JSON reports of jest, vitest and Playwright into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
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
