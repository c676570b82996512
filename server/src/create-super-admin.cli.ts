import 'reflect-metadata';
import { hostname } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { createApp } from './bootstrap.js';
import { ConfigError, loadToolConfig } from './common/config/config.schema.js';
import { AppError } from './common/errors/app-error.js';
import { startEmbeddedMongo } from './common/database/embedded-mongo.js';
import { AdminsService } from './modules/admins/admins.service.js';
import { CreateAdminInput } from './modules/admins/dto/admin.dto.js';

/**
 * The first deploy's staff account (docs/operations.md "First deploy"): creates a super admin on an empty
 * production database, where nothing else can (the admin screens make only `admin` accounts and the demo seed
 * refuses production).
 *
 *   printf '%s\n' "$PASSWORD" | node dist/create-super-admin.cli.js --name "Owner Name" \
 *     --email owner@example.com --phone +971501234567 [--another]
 *
 * The password is read from standard input (its first line), or asked for twice without echo on a terminal;
 * never from an argument, which `ps` and the shell history would show. Name, e-mail, phone and password pass
 * the sign-up rules (the password policy included). Refuses when a super admin exists, unless `--another`.
 * Audited as `createSuperAdmin (command line)`. Exit status 0 when created, 1 otherwise, the reason on stderr.
 */
const USAGE =
  'Usage: node dist/create-super-admin.cli.js --name "Full Name" --email owner@example.com --phone +971501234567 [--another]\n' +
  '(the password is read from standard input, or asked for on a terminal)';

class UsageError extends Error {}

/** The first line of piped standard input (without its line end), or '' when it is empty. */
async function readPipedLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.replace(/\r$/, '');
  }
  return '';
}

/** Asks for a line on the terminal without echoing it (the typed characters are not written back). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.startsWith(question)) write.call(rl, question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new UsageError('The two passwords differ.');
  return first;
}

/** The validated input, or a UsageError listing every rule it breaks (the sign-up messages). */
async function inputOf(values: { name?: string; email?: string; phone?: string }, password: string): Promise<CreateAdminInput> {
  const input = plainToInstance(CreateAdminInput, { fullName: values.name, email: values.email, phoneNo: values.phone, password });
  const errors = await validate(input, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => `  ${e.property}: ${m}`));
    throw new UsageError(`The account was not created:\n${lines.join('\n')}`);
  }
  return input;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      another: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.name || !values.email || !values.phone) throw new UsageError(USAGE);
  const input = await inputOf(values, await readPassword());
  // The command serves no request and must not run the daily jobs or seed demo data. It runs beside the app
  // in its container (`docker compose exec`), where the app already holds METRICS_PORT: no metrics listener.
  const env: Record<string, string | undefined> = { ...process.env, SEED_ON_START: 'false', SCHEDULED_JOBS: 'false' };
  delete env.METRICS_PORT;
  let cfg = loadToolConfig(env);
  const embedded = cfg.MONGODB_URI ? null : await startEmbeddedMongo(cfg.EMBEDDED_MONGO_DIR);
  if (embedded) cfg = { ...cfg, MONGODB_URI: embedded.uri };
  const app = await createApp(cfg, { logger: ['error', 'warn'] });
  try {
    const account = await app
      .get(AdminsService)
      .createSuperAdmin(input, { another: values.another, origin: `command line on ${hostname()}` });
    console.log(`Created super admin ${account.fullName} <${account.email}> (id ${account.id}). Sign in at ${cfg.PUBLIC_URL}/login.`);
  } finally {
    await app.close();
    await embedded?.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    const known =
      err instanceof UsageError ||
      err instanceof ConfigError ||
      err instanceof AppError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? err.message : `Creating the super admin failed: ${err.message}`);
    process.exit(1);
  },
);
