import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse as parseYaml } from 'yaml';
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
  JWT_SECRET: 'kQ3v9Zr_T1xWm8bLp2YdNc7HsF0uGeAj4RoVtKiEwXz+Hq5nB6',
  CODES_SECRET: 'Zp7Lq2Wx9Rt4Yv6Nb1Mc8Kd3Hf5Gj0Sa_Ue-Io7Pl2Qk9Xw4',
  MONGO_ROOT_PASSWORD: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718',
  MONGO_APP_PASSWORD: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a6978',
  SMTP_URL: 'smtps://user:password@smtp.example.com:465',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  SUPPLIER_NAME: 'Healthy Meals Trading LLC',
  SUPPLIER_ADDRESS: 'Office 4, Business Bay, Dubai, United Arab Emirates',
  SUPPLIER_TRN: '100987654300003',
  ALERT_EMAIL_TO: 'ops@freshfuel.example',
  ALERT_EMAIL_FROM: 'FreshFuel alerts <alerts@freshfuel.example>',
  ALERT_SMTP_SMARTHOST: 'smtp.example.com:587',
  ALERT_SMTP_USERNAME: 'alerts@freshfuel.example',
  ALERT_SMTP_PASSWORD: 'alert-smtp-password',
  RESTIC_REPOSITORY: 's3:https://s3.example.com/freshfuel-backups/freshfuel',
  RESTIC_PASSWORD: '9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0',
  AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'aws-secret',
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

  it('keeps the alert mail and backup repository secrets of .env out of the app, and hands them to their services', () => {
    const secrets = {
      ALERT_SMTP_PASSWORD: 'smtp-secret',
      RESTIC_PASSWORD: 'restic-secret',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      RESTIC_REPOSITORY: 's3:https://s3.example.com/freshfuel-backups/freshfuel',
      ALERT_EMAIL_TO: 'ops@freshfuel.example',
    };
    const p = project({ ...OPERATOR_ENV, ...secrets, GRAFANA_ADMIN_PASSWORD: '5e4d3c2b1a0918273645546372819001' });
    const app = serviceEnvironment(p.model, 'app-1', p.file, p.env);
    for (const name of ['ALERT_SMTP_PASSWORD', 'RESTIC_PASSWORD', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) expect(app[name]).toBe('');
    const env = (service: string) => (p.model.services[service] as { environment: Record<string, string> }).environment;
    expect(env('backup')).toMatchObject({
      RESTIC_REPOSITORY: secrets.RESTIC_REPOSITORY,
      RESTIC_PASSWORD: 'restic-secret',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      RESTIC_KEEP_DAILY: '14',
      RESTIC_KEEP_WEEKLY: '8',
    });
    expect(env('alertmanager')).toMatchObject({ ALERT_SMTP_PASSWORD: 'smtp-secret', ALERT_EMAIL_TO: 'ops@freshfuel.example' });
    // Without them compose still resolves (empty, not missing): the backup service itself refuses to run
    // unless OFFSITE_BACKUP_DISABLED=true (ops/backup/backup-loop.sh), as Alertmanager does without a receiver.
    const { RESTIC_REPOSITORY: _r, RESTIC_PASSWORD: _p, ALERT_EMAIL_TO: _a, ...without } = OPERATOR_ENV;
    const bare = project(without).model.services;
    expect((bare.backup as { environment: Record<string, string> }).environment).toMatchObject({
      RESTIC_REPOSITORY: '',
      OFFSITE_BACKUP_DISABLED: 'false',
    });
    expect((bare.alertmanager as { environment: Record<string, string> }).environment).toMatchObject({
      ALERT_EMAIL_TO: '',
      ALERTING_DISABLED: 'false',
    });
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

  it("builds the proxy with the rate_limit module and gives it the .env's proxy limits (10 and 600 by default)", () => {
    type Proxy = { build: string | { context: string }; image: string; environment: Record<string, string> };
    const proxy = project(OPERATOR_ENV).model.services.proxy as Proxy;
    const context = typeof proxy.build === 'string' ? proxy.build : proxy.build.context;
    expect(resolve(ROOT, context)).toBe(join(ROOT, 'ops/caddy'));
    expect(readFileSync(join(ROOT, 'ops/caddy/main.go'), 'utf8')).toContain('_ "github.com/mholt/caddy-ratelimit"');
    // The image's Caddy is the version install-caddy.sh builds for the smoke test (ops/caddy/go.mod).
    const goMod = readFileSync(join(ROOT, 'ops/caddy/go.mod'), 'utf8');
    const version = /github\.com\/caddyserver\/caddy\/v2 v(\S+)/.exec(goMod)?.[1];
    expect(readFileSync(join(ROOT, 'ops/caddy/Dockerfile'), 'utf8')).toContain(`ARG CADDY_IMAGE=caddy:${version}-alpine`);
    expect(proxy.image).toContain(`${version}`);
    expect(proxy.environment).toMatchObject({ PROXY_AUTH_RATE_LIMIT_PER_MINUTE: '10', PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE: '600' });
    const raised = project({ ...OPERATOR_ENV, PROXY_AUTH_RATE_LIMIT_PER_MINUTE: '20', PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE: '1200' }).model
      .services.proxy as Proxy;
    expect(raised.environment).toMatchObject({ PROXY_AUTH_RATE_LIMIT_PER_MINUTE: '20', PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE: '1200' });
    // The Caddyfile's own defaults agree with compose's.
    const caddyfile = readFileSync(join(ROOT, 'ops/caddy/Caddyfile'), 'utf8');
    expect(caddyfile).toContain('{$PROXY_AUTH_RATE_LIMIT_PER_MINUTE:10}');
    expect(caddyfile).toContain('{$PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE:600}');
  });

  it('wires Prometheus to Alertmanager, the probe of https://<DOMAIN>/api/health and node_exporter with the backup metrics', () => {
    const { model } = project(OPERATOR_ENV);
    type Service = {
      environment?: Record<string, string>;
      expose?: string[];
      profiles?: string[];
      command?: string[];
      entrypoint?: string[];
      volumes?: string[];
      networks?: string[];
    };
    const service = (name: string) => model.services[name] as Service;
    const prometheus = parseYaml(readFileSync(join(ROOT, 'ops/prometheus/prometheus.yml'), 'utf8')) as {
      alerting: { alertmanagers: { static_configs: { targets: string[] }[] }[] };
      scrape_configs: { job_name: string; static_configs?: { targets: string[] }[]; relabel_configs?: { replacement?: string }[] }[];
    };
    /** A `host:port` target is a monitoring service of this file that exposes that port on the backend network. */
    const expectService = (target: string) => {
      const [host, port] = target.split(':');
      expect(service(host!)).toBeDefined();
      expect(service(host!).expose).toContain(port);
      expect(service(host!).networks).toContain('backend');
    };
    for (const target of prometheus.alerting.alertmanagers[0]!.static_configs[0]!.targets) expectService(target);
    const job = (name: string) => prometheus.scrape_configs.find((j) => j.job_name === name)!;
    expectService(job('public-url').relabel_configs!.at(-1)!.replacement!);
    expectService(job('node').static_configs![0]!.targets[0]!);
    expect(service('prometheus').environment!.PROBE_URL).toBe('https://freshfuel.example/api/health');
    // Alerting runs with every `docker compose up`; only Grafana is optional.
    for (const name of ['prometheus', 'alertmanager', 'blackbox', 'node-exporter']) expect(service(name).profiles).toBeUndefined();
    expect(service('grafana').profiles).toEqual(['monitoring']);
    // The backup service writes backup.prom where node_exporter's textfile collector reads it.
    const backupMetrics = service('backup').environment!.BACKUP_METRICS_DIR;
    expect(service('backup').volumes).toContain(`backup-metrics:${backupMetrics}`);
    const textfileDir = service('node-exporter')
      .command!.find((a) => a.startsWith('--collector.textfile.directory='))!
      .split('=')[1];
    expect(service('node-exporter').volumes).toContain(`backup-metrics:${textfileDir}:ro`);
    // Alertmanager runs on the file its entrypoint renders.
    const entrypoint = service('alertmanager').entrypoint!;
    expect(entrypoint.slice(0, 4)).toEqual([
      '/bin/sh',
      '/etc/alertmanager/render-config.sh',
      '/etc/alertmanager/alertmanager.yml',
      '/tmp/alertmanager.yml',
    ]);
    expect(entrypoint).toContain('--config.file=/tmp/alertmanager.yml');
  });

  it('gives every service a memory limit, and the replicas a fixed image tag that only the rolling deploy moves', () => {
    const { model } = project(OPERATOR_ENV);
    type Limited = { deploy?: { resources?: { limits?: { memory?: string } } }; image?: string };
    const unlimited = Object.entries(model.services)
      .filter(([, s]) => !(s as Limited).deploy?.resources?.limits?.memory)
      .map(([name]) => name);
    expect(unlimited).toEqual([]);
    for (const name of appServices(model)) expect((model.services[name] as Limited).image).toBe('freshfuel-app:current');
    expect(readFileSync(COMPOSE, 'utf8')).not.toContain('APP_VERSION');
  });

  it("README's .env writes no `$` that Compose would read as a variable", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /^cat > \.env <<ENV\n([\s\S]*?)^ENV$/m.exec(readme)?.[1];
    expect(block).toBeDefined();
    const lines = block!.split('\n').filter((l) => /^[A-Z][A-Z0-9_]*=/.test(l));
    expect(lines.length).toBeGreaterThan(15);
    // `$(command)` is run by the shell that writes the file (hex or base64 comes out); any other `$` must sit in single quotes.
    const risky = lines.filter((l) => {
      const value = l.slice(l.indexOf('=') + 1);
      return value.replace(/^\$\(openssl rand -(hex|base64) \d+( \| tr -d '\\n')?\)$/, '').includes('$') && !/^'.*'$/.test(value);
    });
    expect(risky).toEqual([]);
    // And the rule matters: an unquoted `$` is read as a variable, a single-quoted one is kept.
    expect(parseDotenv("A='Pa$word1'").A).toBe('Pa$word1');
  });

  it('documents every variable it reads in .env.example', () => {
    const documented = new Set(
      Object.keys(parseDotenv(readFileSync(join(ROOT, '.env.example'), 'utf8').replace(/^# ?([A-Z][A-Z0-9_]*=)/gm, '$1'))),
    );
    expect(composeVariables(COMPOSE).filter((v) => !documented.has(v))).toEqual([]);
  });
});
