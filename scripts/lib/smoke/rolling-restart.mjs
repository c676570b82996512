/** The smoke test's rolling restart: each instance stopped and started again under a steady request loop, no request failing. */
import { assert, check } from './check.mjs';
import { ORIGIN } from './context.mjs';
import { gql, request, waitFor } from './http.mjs';
import { stop } from './processes.mjs';
import { ready, startApp } from './stack.mjs';

/** `app`: the running instances (replaced in place as they restart); `envs`: their environments. */
export async function rollingRestart({ app, envs }) {
  await check('rolling restart of each instance under a steady request loop: 0 failed requests', async () => {
    let running = true;
    const results = { ok: 0, failed: [] };
    const loop = async (n) => {
      for (let k = 0; running; k++) {
        try {
          // From 32 client addresses: this machine-made load (up to ~40 /graphql requests a second) stays
          // under the proxy's per-address limits.
          const localAddress = `127.0.1.${1 + (k % 32)}`;
          const r =
            (k + n) % 2
              ? await gql('{ plans { id } }', undefined, undefined, { localAddress })
              : await request(`${ORIGIN}/api/plans`, { localAddress });
          if (r.status === 200) results.ok += 1;
          else results.failed.push(`${r.status} ${r.text().slice(0, 80)}`);
        } catch (err) {
          results.failed.push(err.message);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const loops = [loop(0), loop(1)];
    const phases = [];
    for (const i of [0, 1]) {
      await stop(app[i]); // SIGTERM: not ready for 5 s, then the listener closes
      assert(app[i].exitCode === 0, `app-${i + 1} exited with ${app[i].exitCode}`);
      app[i] = startApp(envs, i);
      const t0 = Date.now();
      await waitFor(`app-${i + 1} ready again`, () => ready(i), 60_000);
      phases.push(`app-${i + 1} back in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      await new Promise((r) => setTimeout(r, 1500)); // one health-check interval for Caddy to see it
    }
    running = false;
    await Promise.all(loops);
    assert(results.ok > 50, `only ${results.ok} requests answered`);
    assert(results.failed.length === 0, `${results.failed.length} failed: ${[...new Set(results.failed)].slice(0, 3).join(' | ')}`);
    return `${results.ok} requests, 0 failed; ${phases.join(', ')}`;
  });
}
