// The production smoke test's body: see scripts/smoke-prod.sh. Usage: node scripts/smoke-prod.mjs <caddy binary>
// The checks run in this order; their modules are in scripts/lib/smoke/.
import { appChecks } from './lib/smoke/app-checks.mjs';
import { countFailure, failures } from './lib/smoke/check.mjs';
import { STARTED, work } from './lib/smoke/context.mjs';
import { limitChecks } from './lib/smoke/limit-checks.mjs';
import { cleanup, stop } from './lib/smoke/processes.mjs';
import { rollingRestart } from './lib/smoke/rolling-restart.mjs';
import { startStack } from './lib/smoke/stack.mjs';

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => cleanup().then(() => process.exit(130)));

async function main() {
  const stack = await startStack();
  await appChecks(stack);
  await limitChecks(stack);
  await rollingRestart(stack);
  await stop(stack.caddy);
}

main()
  .catch((err) => {
    countFailure();
    console.log(`FAIL  smoke-prod could not run: ${err.stack ?? err.message}`);
  })
  .finally(async () => {
    await cleanup();
    console.log(
      `smoke-prod: ${failures ? `${failures} check(s) failed (logs in ${work})` : 'all checks passed'} in ${Math.round((Date.now() - STARTED) / 1000)} s`,
    );
    process.exit(failures ? 1 : 0);
  });
