import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  ComposeInterpolationError,
  composeVariables,
  loadCompose,
  parseDotenv,
  serviceEnvironment,
  type ComposeModel,
} from '../../../scripts/lib/compose-env.mjs';
import { loadConfig } from '../../src/common/config/config.schema.js';

/**
 * The production stack as Docker Compose would start it, without Docker: docker-compose.yml is
 * interpolated with a test `.env` (only what README tells an operator to set), each app replica's
 * environment is built as Compose hands it to the container, and the server's own configuration check
 * runs on it. A default in the compose file that the app refuses (JWT_EXPIRES_IN 7d was one) fails here
 * instead of crash-looping both replicas. The file is also validated against the Compose specification
 * (test/fixtures/compose-spec.json, from github.com/compose-spec/compose-go/v2 v2.16.2, Apache-2.0).
 */

/** The repository root (jest runs from server/ or from the root). */
const ROOT = resolve(process.cwd().endsWith('server') ? join(process.cwd(), '..') : process.cwd());
const COMPOSE = join(ROOT, 'docker-compose.yml');

/** Exactly the variables README "Production with Docker Compose" has the operator write into `.env`. */
const OPERATOR_ENV = {
  DOMAIN: 'freshfuel.example',
  CADDY_TLS: 'ops@freshfuel.example',
  PUBLIC_URL: 'https://freshfuel.example',
  JWT_SECRET: 'kQ3v9Zr_T1xWm8bLp2YdNc7HsF0uGeAj4RoVtKiEwXz+Hq5nB6',
  CODES_SECRET: 'Zp7Lq2Wx9Rt4Yv6Nb1Mc8Kd3Hf5Gj0Sa_Ue-Io7Pl2Qk9Xw4',
  MONGO_ROOT_PASSWORD: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718',
  MONGO_APP_PASSWORD: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a6978',
  GRAFANA_ADMIN_PASSWORD: '5e4d3c2b1a0918273645546372819001',
  SMTP_URL: 'smtps://user:password@smtp.example.com:465',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  SUPPLIER_NAME: 'Healthy Meals Trading LLC',
  SUPPLIER_ADDRESS: 'Office 4, Business Bay, Dubai, United Arab Emirates',
  SUPPLIER_TRN: '100987654300003',
};

function dotenv(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([k, v]) => `${k}=${/[\s#"']/.test(v) ? `"${v}"` : v}`)
    .join('\n');
}

/** A project folder holding `composeText` as docker-compose.yml and `env` as its .env. */
function project(env: Record<string, string>, composeText = readFileSync(COMPOSE, 'utf8')) {
  const dir = mkdtempSync(join(tmpdir(), 'ff-compose-'));
  const file = join(dir, 'docker-compose.yml');
  writeFileSync(file, composeText);
  writeFileSync(join(dir, '.env'), dotenv(env));
  copyFileSync(join(ROOT, '.env.example'), join(dir, '.env.example'));
  const projectEnv = parseDotenv(readFileSync(join(dir, '.env'), 'utf8'));
  const model = loadCompose(file, projectEnv);
  return { file, model, env: projectEnv };
}

/** Services built from the app image (the replicas). */
function appServices(model: ComposeModel): string[] {
  return Object.entries(model.services)
    .filter(([, s]) => String(s.image ?? '').startsWith('freshfuel-app:'))
    .map(([name]) => name);
}

function appConfigs(env: Record<string, string>, composeText?: string) {
  const p = project(env, composeText);
  return appServices(p.model).map((name) => ({ name, cfg: loadConfig(serviceEnvironment(p.model, name, p.file, p.env)) }));
}

describe('docker-compose.yml', () => {
  it('runs two app replicas whose environment passes the production configuration check', () => {
    const apps = appConfigs(OPERATOR_ENV);
    expect(apps.map((a) => a.name)).toEqual(['app-1', 'app-2']);
    for (const { cfg } of apps) {
      expect(cfg).toMatchObject({
        NODE_ENV: 'production',
        TRUST_PROXY: 1,
        JWT_EXPIRES_IN: '12h',
        SEED_ON_START: false,
        MIGRATE_ON_START: true,
        SUPPLIER_TRN: '100987654300003',
        PUBLIC_URL: 'https://freshfuel.example',
      });
      expect(cfg.MONGODB_URI).toBe(
        `mongodb://freshfuel:${OPERATOR_ENV.MONGO_APP_PASSWORD}@mongo:27017/freshfuel?authSource=freshfuel&replicaSet=rs0`,
      );
    }
  });

  it('hands every variable of .env to the app (env_file), and keeps the database root password out', () => {
    const extra = {
      SUPPORT_PHONE: '+971 4 765 4321',
      AUTH_RATE_LIMIT_PER_MINUTE: '12',
      FORMS_RATE_LIMIT_PER_MINUTE: '7',
      CODES_RATE_LIMIT_PER_MINUTE: '9',
      METRICS_TOKEN: 'metrics-token-0123456789',
      MENU_CUTOFF_HOURS: '36',
      SCHEDULED_JOBS: 'false',
      JWT_EXPIRES_IN: '8h',
    };
    const p = project({ ...OPERATOR_ENV, ...extra });
    const env = serviceEnvironment(p.model, 'app-1', p.file, p.env);
    expect(env).toMatchObject(extra);
    expect(env.MONGO_ROOT_PASSWORD).toBe('');
    expect(env.GRAFANA_ADMIN_PASSWORD).toBe('');
    expect(loadConfig(env)).toMatchObject({ MENU_CUTOFF_HOURS: 36, SCHEDULED_JOBS: false, AUTH_RATE_LIMIT_PER_MINUTE: 12 });
  });

  it('fails this test when a default the app refuses is put back (JWT_EXPIRES_IN 7d)', () => {
    const text = readFileSync(COMPOSE, 'utf8').replace(
      "    TRUST_PROXY: '1'\n",
      "    TRUST_PROXY: '1'\n    JWT_EXPIRES_IN: ${JWT_EXPIRES_IN:-7d}\n",
    );
    expect(text).toContain('JWT_EXPIRES_IN: ${JWT_EXPIRES_IN:-7d}');
    expect(() => appConfigs(OPERATOR_ENV, text)).toThrow(/JWT_EXPIRES_IN: must be at most 24h/);
  });

  it.each(['JWT_SECRET', 'CODES_SECRET', 'SUPPLIER_TRN', 'SUPPLIER_NAME', 'DOMAIN', 'CADDY_TLS', 'MONGO_APP_PASSWORD'])(
    'refuses to start without %s in .env, naming it',
    (name) => {
      const { [name as keyof typeof OPERATOR_ENV]: _omit, ...env } = OPERATOR_ENV;
      expect(() => project(env)).toThrow(ComposeInterpolationError);
      expect(() => project(env)).toThrow(new RegExp(`required variable ${name} is missing`));
    },
  );

  it('is valid under the Compose specification', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'server/test/fixtures/compose-spec.json'), 'utf8')) as object;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat('duration', /^[-+]?(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
    const validate = ajv.compile(schema);
    const { model } = project(OPERATOR_ENV);
    expect(validate(model) ? [] : validate.errors).toEqual([]);
    // The check itself catches a mistake.
    expect(validate({ ...model, services: { ...model.services, proxy: { ...model.services.proxy, restart: ['always'] } } })).toBe(false);
  });

  it('sends the proxy to every replica and lets Prometheus scrape each of them', () => {
    const { model } = project(OPERATOR_ENV);
    const replicas = appServices(model);
    const proxy = model.services.proxy as { environment: Record<string, string>; networks: string[]; volumes: string[] };
    expect(proxy.environment.APP_UPSTREAMS.split(/\s+/)).toEqual(replicas.map((r) => `${r}:3000`));
    expect(proxy.volumes).toContain('./ops/caddy/Caddyfile:/etc/caddy/Caddyfile:ro');
    // The proxy shares no network with the database.
    const mongoNetworks = (model.services.mongo as { networks: string[] }).networks;
    expect(proxy.networks.filter((n) => mongoNetworks.includes(n))).toEqual([]);
    const prometheus = readFileSync(join(ROOT, 'ops/prometheus/prometheus.yml'), 'utf8');
    for (const r of replicas) expect(prometheus).toContain(`'${r}:9464'`);
  });

  it('documents every variable it reads in .env.example', () => {
    const documented = new Set(
      Object.keys(parseDotenv(readFileSync(join(ROOT, '.env.example'), 'utf8').replace(/^# ?([A-Z][A-Z0-9_]*=)/gm, '$1'))),
    );
    expect(composeVariables(COMPOSE).filter((v) => !documented.has(v))).toEqual([]);
  });
});
