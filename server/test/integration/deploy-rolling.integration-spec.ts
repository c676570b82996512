import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * scripts/deploy-rolling.sh against a stand-in `docker` (a shell script that answers like Docker and logs
 * each call), on a PATH without Node: the replicas come from the compose file's services (an added app-3
 * is replaced too), the image that ran before is read with `docker inspect` and kept as
 * freshfuel-app:previous, `latest` is never tagged, `--no-build` rolls out the running image again and
 * `--rollback` goes back to `previous`. scripts/stack-test.sh runs the same script against real Docker.
 */

const ROOT = resolve(process.cwd().endsWith('server') ? join(process.cwd(), '..') : process.cwd());
const SCRIPT = join(ROOT, 'scripts/deploy-rolling.sh');

/**
 * The stand-in (test/fixtures/fake-docker.sh): `compose config --services` lists SERVICES; `compose ps -q app-N` answers cid-app-N;
 * `inspect` says healthy and that the containers run RUNNING (an image ID); `image inspect` knows the
 * IDs in IMAGES ("tag=id,..."); every call goes to LOG.
 */
const FAKE_DOCKER = readFileSync(join(ROOT, 'server/test/fixtures/fake-docker.sh'), 'utf8');

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ff-deploy-'));
  writeFileSync(join(dir, 'docker'), FAKE_DOCKER);
  chmodSync(join(dir, 'docker'), 0o755);
  // The only programs on the script's PATH: the stand-in docker and these (no node, no git).
  for (const tool of ['bash', 'sed', 'grep', 'sort', 'head', 'seq', 'dirname', 'sleep', 'cat', 'tr']) {
    const found = ['/usr/bin', '/bin'].map((d) => join(d, tool)).find((p) => existsSync(p));
    if (found) symlinkSync(found, join(dir, tool));
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function deploy(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; calls: string[] }> {
  const log = join(dir, 'calls.log');
  writeFileSync(log, '');
  return new Promise((done) => {
    execFile(
      '/bin/bash',
      [SCRIPT, ...args],
      // No Node on this PATH: the script needs Docker only.
      { env: { PATH: dir, LOG: log, DEPLOY_SETTLE_SECONDS: '0', DEPLOY_HEALTH_TIMEOUT: '5', ...env } },
      (err, stdout, stderr) =>
        done({
          code: err ? Number((err as { code?: number }).code ?? 1) : 0,
          out: stdout + stderr,
          calls: readFileSync(log, 'utf8').trim().split('\n'),
        }),
    );
  });
}

const SERVICES = 'mongo mongo-init app-1 app-2 app-3 proxy backup prometheus';

it('rolls an earlier image out to every app-<n> of the compose file, one at a time, keeping the running one as previous', async () => {
  const r = await deploy(['--no-build'], {
    SERVICES,
    APP_VERSION: '1.2.0-bbbbbbb',
    RUNNING: 'sha256:aaa',
    IMAGES: 'freshfuel-app:1.2.0-bbbbbbb=sha256:bbb,freshfuel-app:current=sha256:aaa',
  });
  expect(r.code).toBe(0);
  const ups = r.calls.filter((c) => c.startsWith('docker compose up'));
  expect(ups).toEqual(['app-1', 'app-2', 'app-3'].map((s) => `docker compose up -d --no-deps --no-build --force-recreate ${s}`));
  expect(r.calls).toContain('docker tag sha256:aaa freshfuel-app:previous');
  expect(r.calls).toContain('docker tag sha256:bbb freshfuel-app:current');
  // The previous tag is set before any replica changes, and nothing ever becomes latest.
  expect(r.calls.indexOf('docker tag sha256:aaa freshfuel-app:previous')).toBeLessThan(r.calls.indexOf(ups[0]!));
  expect(r.calls.join('\n')).not.toContain('latest');
  expect(r.out).toContain('running before: v-aaa');
});

it('--no-build without a version rolls the running image out again (an .env change), leaving previous alone', async () => {
  const r = await deploy(['--no-build'], { SERVICES, RUNNING: 'sha256:aaa', IMAGES: 'freshfuel-app:current=sha256:aaa' });
  expect(r.code).toBe(0);
  expect(r.calls.filter((c) => c.startsWith('docker tag'))).toEqual(['docker tag sha256:aaa freshfuel-app:current']);
  expect(r.calls.filter((c) => c.startsWith('docker compose up'))).toHaveLength(3);
});

it('--rollback swaps current and previous', async () => {
  const r = await deploy(['--rollback'], {
    SERVICES: 'app-1 app-2',
    RUNNING: 'sha256:bbb',
    IMAGES: 'freshfuel-app:previous=sha256:aaa,freshfuel-app:current=sha256:bbb',
  });
  expect(r.code).toBe(0);
  expect(r.calls).toContain('docker tag sha256:bbb freshfuel-app:previous');
  expect(r.calls).toContain('docker tag sha256:aaa freshfuel-app:current');
});

it('refuses a --no-build version that was never built, naming the images there are, and changes nothing', async () => {
  const r = await deploy(['--no-build'], {
    SERVICES,
    APP_VERSION: 'nope',
    RUNNING: 'sha256:aaa',
    IMAGES: 'freshfuel-app:current=sha256:aaa',
  });
  expect(r.code).toBe(1);
  expect(r.out).toContain('no image freshfuel-app:nope');
  expect(r.calls.some((c) => c.startsWith('docker tag') || c.startsWith('docker compose up'))).toBe(false);
});
