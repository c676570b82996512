import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start.
 * In development and test a documented default stands in for a missing value (the same values as
 * `.env.example`); the signing secret never has a default: development takes a random one kept in
 * `.data/jwt-secret` (see dev-secret.ts), tests pass their own, production must be given a strong one.
 * A malformed value always stops the process with a message naming the variable.
 */

/**
 * Signing secrets that were once published (the old development default): refused in every mode, so
 * a token anyone could sign with them never verifies.
 */
export const PUBLISHED_SECRETS: readonly string[] = ['dev-only-jwt-secret-change-me-0123456789abcdef'];

/** Fewest distinct characters a secret may have: `openssl rand -base64 32` has ~30, a repeated word far fewer. */
const SECRET_MIN_DISTINCT = 10;

/** Longest access-token lifetime accepted: 24 hours, in seconds. */
export const MAX_TOKEN_SECONDS = 24 * 3600;

/** Seconds in a duration like `15m`, `12h` or `1d` (already matched by /^\d+[smhd]$/). */
export function durationSeconds(v: string): number {
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[v.slice(-1)] ?? 1;
  return Number(v.slice(0, -1)) * unit;
}

/** One `trust proxy` entry: an IPv4/IPv6 address or subnet, or one of Express's names. */
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

/** Documented example supplier (`.env.example`): used outside production only. */
export const EXAMPLE_SUPPLIER = {
  name: 'FreshFuel Kitchen LLC',
  address: 'Shop 4, Al Warqa 1, Dubai, United Arab Emirates',
  trn: '100123456700003',
} as const;

/** A UAE Tax Registration Number: exactly 15 digits. */
const trn = () =>
  z
    .string({ error: 'is required in production (the 15-digit Tax Registration Number)' })
    .regex(/^\d{15}$/, 'must be the 15-digit Tax Registration Number');

/** A value production cannot do without; `what` says what it is for. */
const required = (what: string) => z.string({ error: `is required in production (${what})` }).min(1, `is required in production (${what})`);

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

function buildSchema(production: boolean) {
  const secret = () =>
    z
      .string({ error: production ? 'is required in production (generate one with: openssl rand -base64 48)' : 'is required' })
      .min(32, 'must be at least 32 characters')
      .refine((v) => !PUBLISHED_SECRETS.includes(v), 'is a published default; generate one with: openssl rand -base64 48')
      .refine((v) => new Set(v).size >= SECRET_MIN_DISTINCT, 'does not look random; generate one with: openssl rand -base64 48');
  return z
    .object({
      NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
      PORT: z.coerce.number().int().min(1).max(65535).default(3000),
      HOST: z.string().min(1).default('0.0.0.0'),
      /** Unset: an embedded MongoDB (mongodb-memory-server) with data under `.data/mongo`. */
      MONGODB_URI: z
        .string()
        .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
        .optional(),
      EMBEDDED_MONGO_DIR: z.string().default('.data/mongo'),
      /** Seed the demo data into an empty database at start; refused in production (demo accounts, known password). */
      SEED_ON_START: production
        ? bool.default(false).refine((on) => !on, 'must be false in production (the demo seed has published passwords; see "First deploy")')
        : bool.default(true),
      JWT_SECRET: secret(),
      /**
       * A second secret whose tokens (named by their `kid`) verify, though none is signed with it: during
       * a rotation, first the next secret (so every replica accepts it before any signs with it), then
       * the previous one for one token lifetime (`JWT_EXPIRES_IN`). Unset otherwise.
       */
      JWT_ACCEPTED_SECRET: secret().optional(),
      /**
       * Key of the digests that store one-time codes and reset links (HMAC-SHA256), apart from the token
       * signing key. Required in production; elsewhere, when unset, derived from `JWT_SECRET`.
       */
      CODES_SECRET: production ? secret() : secret().optional(),
      /** Access-token lifetime, at most 24 hours (ASVS 3.3: sessions end; sign in again after a day). */
      JWT_EXPIRES_IN: z
        .string()
        .regex(/^\d+[smhd]$/, 'must look like 15m, 12h or 1d')
        .refine((v) => !/^\d+[smhd]$/.test(v) || durationSeconds(v) <= MAX_TOKEN_SECONDS, 'must be at most 24h')
        .default('12h'),
      /**
       * Which proxies' `X-Forwarded-For` is believed (Express `trust proxy`). `false` (default): the
       * socket's address is the client's. Behind a load balancer: its hop count (`1`) or its addresses
       * / subnets (`10.0.0.0/8, loopback`). `true` (trust anyone) is refused: any caller could pick its IP.
       */
      TRUST_PROXY: z
        .string()
        .default('false')
        .refine(
          (v) => v === 'false' || /^\d{1,2}$/.test(v) || v.split(',').every((p) => PROXY_ENTRY.test(p.trim())),
          'must be false, a hop count (1) or addresses / subnets (10.0.0.0/8, loopback); true is not accepted',
        )
        .transform((v): false | number | string[] =>
          v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((p) => p.trim()),
        ),
      /** Requests per minute per IP for sign-up, login, OTP and resend. */
      AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
      /** Write the sorted schema to the repository's schema.graphql at start (`npm run schema` sets it). */
      GRAPHQL_WRITE_SCHEMA: bool.default(false),
      /** Public form submissions (ambassador, newsletter, contact) per minute per IP. */
      FORMS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
      /** Discount-code checks per minute per IP. */
      CODES_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
      GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
      /**
       * Serve Swagger UI at `/api/docs` and the OpenAPI document at `/api/docs-json`. On by default outside
       * production; off in production unless set (like the GraphQL sandbox, it maps the API for a prober).
       */
      API_DOCS: bool.default(!production),
      /** Folder of images uploaded before they moved into GridFS; `npm run uploads:migrate` moves its files. */
      UPLOADS_DIR: z.string().min(1).default('uploads'),
      /**
       * Menu, slot and address changes and cancellations close this many hours before the delivery day begins in
       * Dubai (its 00:00 Dubai time), at the last CUTOFF_TIME at or before that.
       */
      MENU_CUTOFF_HOURS: z.coerce
        .number()
        .int()
        .min(0)
        .max(24 * 14)
        .default(48),
      /**
       * Automatic renewal charges the saved card this many days before a plan's last delivery day (Dubai days);
       * declines are retried the next two days. At least 2, so the renewal still starts 48 hours after the charge.
       */
      RENEWAL_DAYS_BEFORE_END: z.coerce.number().int().min(2).max(14).default(3),
      /** A paused or skipped day must begin (00:00 Dubai time) at least this many hours after the request, cut at CUTOFF_TIME. */
      PAUSE_NOTICE_HOURS: z.coerce
        .number()
        .int()
        .min(0)
        .max(24 * 14)
        .default(48),
      /**
       * Dubai wall time ("HH:mm") a day's cut-off falls on: the last CUTOFF_TIME at least MENU_CUTOFF_HOURS (or
       * PAUSE_NOTICE_HOURS) before the day begins in Dubai. 00:00 with 48 hours closes Thursday at Tuesday 00:00;
       * 18:00 closes it at Monday 18:00, what the customer reads as "change until Monday 18:00".
       */
      CUTOFF_TIME: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'CUTOFF_TIME must be HH:mm, 00:00 to 23:59 (Dubai time).')
        .default('00:00'),
      /**
       * What VAT is charged on: `discounted` (5% of the subtotal less the discount, what is paid, as UAE VAT
       * law requires: Federal Decree-Law 8/2017 art. 39) or `subtotal` (the spec's formula: 5% of the
       * pre-discount subtotal). Orders keep the VAT they were sold with; invoices and credit notes
       * reconcile under either.
       */
      VAT_BASE: z.enum(['subtotal', 'discounted']).default('discounted'),
      /** Where the built client lives; served with an SPA fallback when present. */
      CLIENT_DIST: z.string().default('../client/dist'),
      /**
       * The address customers use: links in e-mails, the payment return page. Production has no default and
       * takes only https (a forgotten `http://localhost:3000` would send every e-mail link to nowhere);
       * compose sets it to `https://<DOMAIN>`.
       */
      PUBLIC_URL: production
        ? z
            .url({ error: 'is required in production (https://<your domain>)' })
            .refine((u) => u.startsWith('https://'), 'must be an https:// address in production (https://<your domain>)')
        : z.url().default('http://localhost:3000'),
      MAIL_FROM: z.string().default('FreshFuel <no-reply@freshfuel.ae>'),
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
      STRIPE_SECRET_KEY: z.string().optional(),
      STRIPE_PUBLISHABLE_KEY: z.string().optional(),
      STRIPE_WEBHOOK_SECRET: z.string().optional(),
      /** Send Stripe API calls to another host (stripe-mock in tests), e.g. http://127.0.0.1:12111 */
      STRIPE_API_BASE: z.url().optional(),
      /**
       * Customer support phone shown on the site (footer, contact pages, support chat button), in
       * international format: the client builds the tel: and wa.me links from its digits.
       */
      SUPPORT_PHONE: z
        .string()
        .regex(/^\+\d[\d ().-]{5,22}\d$/, 'must be an international phone number like +971 4 123 4567')
        .default('+971 4 123 4567'),
      /** Store pages of the mobile app; each badge is shown only when its URL is set (https only). */
      APP_STORE_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
      GOOGLE_PLAY_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
      DEMO_PASSWORD: z.string().min(8).default('Demo@12345'),
      /** Lowest log level written (pino): JSON lines in production and test, pretty lines in development. */
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      /**
       * The version this process runs, answered in every response's `X-App-Version` header (the Docker image
       * bakes in `<package version>-<git sha>`, scripts/deploy-rolling.sh); `dev` outside an image.
       */
      APP_VERSION: z
        .string()
        .regex(/^[\w.+-]{1,100}$/, 'must be letters, digits, dots, dashes, underscores or plus signs (at most 100)')
        .default('dev'),
      /** Bearer token that `GET /metrics` on the public port requires; unset: that route answers 404. */
      METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
      /** Internal port serving `/metrics` without a token (not published through the proxy); unset: none. */
      METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
      /** SIGTERM: longest wait for in-flight requests before the process closes anyway (ms). */
      SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(25_000),
      /** SIGTERM: time readiness reports 503 before the listener closes, so the proxy stops routing here (ms). */
      SHUTDOWN_READY_DELAY_MS: z.coerce
        .number()
        .int()
        .min(0)
        .max(60_000)
        .default(production ? 5000 : 0),
      /** Apply pending data migrations (server/migrations) at start, under the migration lock. */
      MIGRATE_ON_START: bool.default(false),
      /** OTLP/HTTP collector for traces, e.g. http://otel-collector:4318; unset: tracing off. */
      OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
      /**
       * Supplier on UAE VAT tax invoices and credit notes (legal name, address and Tax Registration
       * Number). Outside production the example values stand in; production must name the real
       * supplier, and refuses the example TRN (an invoice with it is not a valid tax invoice).
       */
      SUPPLIER_NAME: production ? required('the legal name on tax invoices') : z.string().min(1).default(EXAMPLE_SUPPLIER.name),
      SUPPLIER_ADDRESS: production ? required('the address on tax invoices') : z.string().min(1).default(EXAMPLE_SUPPLIER.address),
      SUPPLIER_TRN: production
        ? trn().refine(
            (v) => v !== EXAMPLE_SUPPLIER.trn,
            'is the example TRN from .env.example; set the 15-digit TRN on your VAT certificate',
          )
        : trn().default(EXAMPLE_SUPPLIER.trn),
      /** Run the daily lifecycle jobs (expiry, renewal reminders) on this instance's timer; each job still runs once a day across instances. */
      SCHEDULED_JOBS: bool.default(true),
    })
    .superRefine((cfg, ctx) => {
      if (cfg.JWT_ACCEPTED_SECRET !== undefined && cfg.JWT_ACCEPTED_SECRET === cfg.JWT_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_ACCEPTED_SECRET'],
          message: 'must differ from JWT_SECRET (it is the next or the previous signing secret)',
        });
      }
      if (cfg.CODES_SECRET !== undefined && (cfg.CODES_SECRET === cfg.JWT_SECRET || cfg.CODES_SECRET === cfg.JWT_ACCEPTED_SECRET)) {
        ctx.addIssue({ code: 'custom', path: ['CODES_SECRET'], message: 'must differ from the token signing secrets' });
      }
      if (production && !cfg.SMTP_URL) {
        ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production (OTP e-mails)' });
      }
    });
}

/** The validated configuration; `CODES_SECRET` is always set (derived outside production when not given). */
export type AppConfig = Omit<z.infer<ReturnType<typeof buildSchema>>, 'CODES_SECRET'> & { CODES_SECRET: string };

/** Every variable the schema reads, in declaration order (README's table and `.env.example` list each). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(buildSchema(false).shape);

/** Thrown when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {}

/**
 * Validates `env` and returns the typed configuration.
 * @throws ConfigError naming each missing or malformed variable, e.g. "JWT_SECRET: Required".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const production = cleaned.NODE_ENV === 'production';
  const result = buildSchema(production).safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const codesSecret =
    result.data.CODES_SECRET ?? createHmac('sha256', result.data.JWT_SECRET).update('freshfuel-codes-secret').digest('base64url');
  return { ...result.data, CODES_SECRET: codesSecret };
}

/**
 * For the command-line tools that never sign a token (backup, restore, migrate, uploads:migrate,
 * stats:rebuild): outside production a missing `JWT_SECRET` is replaced by a random one that lives
 * only as long as the process, so they run on a developer machine as the README shows them. Production
 * validates exactly as the server does (the tools run beside it with the same environment).
 */
export function loadToolConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const needsStandIn = env.NODE_ENV !== 'production' && !env.JWT_SECRET;
  return loadConfig(needsStandIn ? { ...env, JWT_SECRET: randomBytes(48).toString('base64url') } : env);
}
