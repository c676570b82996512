import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start (issue 2 §3).
 * In development and test a documented default stands in for a missing value (the same values as
 * `.env.example`); in production the secrets have no default, so a missing one stops the process.
 * A malformed value always stops the process with a message naming the variable.
 */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

function buildSchema(production: boolean) {
  const secret = (devDefault: string) =>
    production ? z.string().min(32, 'must be at least 32 characters') : z.string().min(32).default(devDefault);
  return z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Unset: an embedded MongoDB (mongodb-memory-server) with data under `.data/mongo`. */
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
      .optional(),
    EMBEDDED_MONGO_DIR: z.string().default('.data/mongo'),
    SEED_ON_START: bool.default(!production),
    JWT_SECRET: secret(DEV_JWT_SECRET),
    JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/, 'must look like 15m, 12h or 7d').default('7d'),
    /** Requests per minute per IP for sign-up, login, OTP and resend. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Write the sorted schema to the repository's schema.graphql at start (`npm run schema` sets it). */
    GRAPHQL_WRITE_SCHEMA: bool.default(false),
    /** Public form submissions (ambassador, newsletter, contact) per minute per IP. */
    FORMS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Discount-code checks per minute per IP. */
    CODES_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
    /** Folder for uploaded images (relative to the server's working directory), served at /uploads. */
    UPLOADS_DIR: z.string().min(1).default('uploads'),
    /** Menu changes close this many hours before the delivery day (its midnight, UTC). */
    MENU_CUTOFF_HOURS: z.coerce.number().int().min(0).max(24 * 14).default(48),
    /** A paused day must start at least this many hours after the request (its midnight, UTC). */
    PAUSE_NOTICE_HOURS: z.coerce.number().int().min(0).max(24 * 14).default(48),
    /** Where the built client lives; served with an SPA fallback when present. */
    CLIENT_DIST: z.string().default('../client/dist'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    MAIL_FROM: z.string().default('FreshFuel <no-reply@freshfuel.ae>'),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
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
  }).superRefine((cfg, ctx) => {
    if (production && !cfg.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production (OTP e-mails)' });
    }
  });
}

export type AppConfig = z.infer<ReturnType<typeof buildSchema>>;

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
  return result.data;
}
