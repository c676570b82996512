/** The smoke test's checks: one line each (`ok` with a detail and the time, or `FAIL` with the reason), and the failure count. */

export let failures = 0;

/** Counts a failure outside a check (the stack could not start). */
export function countFailure() {
  failures += 1;
}

export async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    console.log(`ok    ${name}${detail ? ` (${detail})` : ''} [${Date.now() - t0} ms]`);
  } catch (err) {
    failures += 1;
    console.log(`FAIL  ${name}: ${err.message}`);
  }
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}
