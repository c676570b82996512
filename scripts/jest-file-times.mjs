// The server suite's time per test file, from a jest JSON report (`npm test -w server -- --json --outputFile=F`,
// or .data/reports/server.json after `npm test`): the sum of the files' times, the run's wall time, the slowest
// files with when they ran, and how long k workers would take (k = 1, 2, 3, if each file kept the time it took in
// this run) taking the files in the order they ran and slowest first. A run whose wall time is well above the sum
// divided by its workers waited on one slow file at its end; one near it is bound by the machine.
//   node scripts/jest-file-times.mjs .data/reports/server.json
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? '.data/reports/server.json', 'utf8'));
const files = report.testResults.map((t) => ({
  name: t.name.replace(/^.*\/server\//, ''),
  ms: t.perfStats.end - t.perfStats.start,
  start: t.perfStats.start,
  end: t.perfStats.end,
}));
const first = Math.min(...files.map((f) => f.start));
const last = Math.max(...files.map((f) => f.end));
const sum = files.reduce((a, f) => a + f.ms, 0);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`${files.length} files: wall ${s(last - first)}, sum of the files' times ${s(sum)}`);
const slowest = [...files].sort((a, b) => b.ms - a.ms);
console.log('slowest files:');
for (const f of slowest.slice(0, 12))
  console.log(`  ${s(f.ms).padStart(8)}  ${f.name}  (ran from +${s(f.start - first)} to +${s(f.end - first)})`);
/** The time k workers take when each takes the next file of `order` as soon as it is free. */
const makespan = (order, k) => {
  const busy = Array(k).fill(0);
  for (const f of order) busy[busy.indexOf(Math.min(...busy))] += f.ms;
  return Math.max(...busy);
};
const asRun = [...files].sort((a, b) => a.start - b.start);
for (const k of [1, 2, 3])
  console.log(
    `${k} worker(s): in the order run ${s(makespan(asRun, k))}, slowest first ${s(makespan(slowest, k))}, even split ${s(sum / k)}`,
  );
