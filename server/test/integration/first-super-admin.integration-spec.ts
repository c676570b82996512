import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SeedService, SEED_REFUSED_IN_PRODUCTION } from '../../src/seed/seed.service.js';
import { ensureBuiltServer, SERVER_DIR } from '../setup/built-server.js';
import { PRODUCTION_TEST_ENV } from '../setup/production-env.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * Going live from an empty database (docs/operations.md "First deploy"): the built command that creates the
 * first super admin, run as a child process with a production environment (as `docker compose exec` runs it in
 * the image), against the real database; and the demo seed refusing production.
 */

const ADMIN_LOGIN = `mutation($i: LoginInput!) { adminLogin(input: $i) { accessToken user { role email } } }`;
const PASSWORD = 'Tamarind-Harbour-47!';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs dist/create-super-admin.cli.js on `uri` with `args`, writing `stdin` to it. */
function createSuperAdmin(uri: string, args: string[], stdin: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(SERVER_DIR, 'dist/create-super-admin.cli.js'), ...args], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        ...PRODUCTION_TEST_ENV,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        MONGODB_URI: uri,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const owner = (n: number) => [
  '--name',
  `Owner ${n}`,
  '--email',
  `Owner.${n}.${process.pid}@Kitchen.ae`,
  '--phone',
  `050 700 ${String(1000 + n).padStart(4, '0')}`,
];

let t: TestApp;

/** Each run of the command starts the whole app in a child process (seconds; more on a busy machine). */
const COMMAND_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  ensureBuiltServer();
  t = await createTestApp();
}, COMMAND_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const superAdmins = () => t.connection.collection('users').countDocuments({ role: 'super_admin' });

describe('create-super-admin command', () => {
  it(
    'refuses a weak password, with the sign-up rule, and writes nothing',
    async () => {
      const run = await createSuperAdmin(t.uri, owner(1), 'password123\n');
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/The account was not created:\n\s+password: This password is too easy to guess/);
      expect(await superAdmins()).toBe(0);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'refuses to run without the name, e-mail and phone, naming its usage',
    async () => {
      const run = await createSuperAdmin(t.uri, ['--name', 'Owner'], `${PASSWORD}\n`);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^Usage: node dist\/create-super-admin\.cli\.js/);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'creates a verified super admin on an empty database, who signs in as staff, audited (beside a running app that holds METRICS_PORT)',
    async () => {
      // In the container (`docker compose exec app-1 ...`) the app already listens on METRICS_PORT.
      const metrics = createServer((_req, res) => res.end());
      await new Promise<void>((resolve) => metrics.listen(0, '127.0.0.1', resolve));
      const held = String((metrics.address() as AddressInfo).port);
      const run = await createSuperAdmin(t.uri, owner(1), `${PASSWORD}\n`, { METRICS_PORT: held, HOST: '127.0.0.1' }).finally(
        () => new Promise((resolve) => metrics.close(resolve)),
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        /^Created super admin Owner 1 <owner\.1\.\d+@kitchen\.ae> \(id [a-f0-9]{24}\)\. Sign in at https:\/\/freshfuel\.test\/login\./,
      );

      const login = await t.gql<{ adminLogin: { accessToken: string; user: { role: string; email: string } } }>(ADMIN_LOGIN, {
        i: { identifier: `owner.1.${process.pid}@kitchen.ae`, password: PASSWORD },
      });
      expect(login.errors).toBeUndefined();
      expect(login.data!.adminLogin.user).toEqual({ role: 'SuperAdmin', email: `owner.1.${process.pid}@kitchen.ae` });

      const user = await t.connection.collection('users').findOne({ email: `owner.1.${process.pid}@kitchen.ae` });
      expect(user).toMatchObject({ role: 'super_admin', emailVerified: true, active: true, phoneNo: '+971507001001' });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      const audit = await t.connection.collection('audit_log').findOne({ action: 'createSuperAdmin (command line)' });
      expect(audit).toMatchObject({ entity: 'users', entityId: user!._id.toString(), actorEmail: user!.email, actorRole: 'super_admin' });
      expect(audit!.ip).toMatch(/^command line on /);
      expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'refuses a second super admin unless told to add another',
    async () => {
      const again = await createSuperAdmin(t.uri, owner(2), `${PASSWORD}\n`);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/A super admin already exists\. Sign in as them, or pass --another to add one more\./);
      expect(await superAdmins()).toBe(1);

      const another = await createSuperAdmin(t.uri, [...owner(2), '--another'], `${PASSWORD}\n`);
      expect(another.code).toBe(0);
      expect(await superAdmins()).toBe(2);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'refuses an e-mail that is taken, even with --another',
    async () => {
      const [, , , , ...phone] = owner(3);
      const run = await createSuperAdmin(
        t.uri,
        ['--name', 'Owner 3', '--email', `owner.1.${process.pid}@kitchen.ae`, ...phone, '--another'],
        `${PASSWORD}\n`,
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/An account with this email already exists\./);
      expect(await superAdmins()).toBe(2);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'creates one account when two first runs race on an empty database',
    async () => {
      const empty = await createTestApp();
      try {
        const runs = await Promise.all([
          createSuperAdmin(empty.uri, owner(4), `${PASSWORD}\n`),
          createSuperAdmin(empty.uri, owner(5), `${PASSWORD}\n`),
        ]);
        expect(runs.map((r) => r.code).sort()).toEqual([0, 1]);
        expect(runs.find((r) => r.code === 1)!.stderr).toMatch(/A super admin already exists/);
        expect(await empty.connection.collection('users').countDocuments({ role: 'super_admin' })).toBe(1);
      } finally {
        await empty.close();
      }
    },
    COMMAND_TIMEOUT_MS,
  );
});

describe('demo seed in production', () => {
  it(
    'refuses to seed, naming the first-deploy command',
    async () => {
      const prod = await createTestApp({ ...PRODUCTION_TEST_ENV });
      try {
        await expect(prod.app.get(SeedService).seed()).rejects.toThrow(SEED_REFUSED_IN_PRODUCTION);
        expect(await prod.connection.collection('users').countDocuments()).toBe(0);
        expect(await prod.connection.collection('plans').countDocuments()).toBe(0);
      } finally {
        await prod.close();
      }
    },
    COMMAND_TIMEOUT_MS,
  );
});
