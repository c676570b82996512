// Checks what `helm template` rendered (a file of YAML documents) against what the server needs in
// production, the way server/test/integration/compose.integration-spec.ts does for compose:
//   - the app's Deployment and the migration Job each get an environment, built as the kubelet builds it
//     (plain values, Secret keys, $(VAR) references), on which the server's own configuration check
//     (loadConfig in server/src/common/config/config.schema.ts) must pass in production mode;
//   - a Secret key the chart marks optional is left out (a required variable made optional fails);
//   - keys of a Secret the chart renders (values-local's dev Secret) come from it; keys of an existing
//     Secret from the test values below, which are what docs/operations.md tells an operator to store;
//   - the Deployment has its readiness probe on /api/health/ready and its liveness probe on
//     /api/health/live, on the http port, and the app runs with MIGRATE_ON_START=false.
// Usage: node scripts/check-helm-env.mjs <rendered.yaml>   (exit 1 with the reasons on stderr)
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../server/src/common/config/config.schema.ts';

/** What an operator puts in the existing Secret (docs/operations.md "When one VPS is not enough"). */
const OPERATOR_SECRET = {
  MONGODB_URI: 'mongodb+srv://freshfuel:0f1e2d3c4b5a69788796a5b4c3d2e1f0@cluster0.ab1cd.mongodb.net/freshfuel?retryWrites=true',
  MONGODB_PASSWORD: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  JWT_SECRET: 'kQ3v9Zr_T1xWm8bLp2YdNc7HsF0uGeAj4RoVtKiEwXz+Hq5nB6',
  CODES_SECRET: 'Zp7Lq2Wx9Rt4Yv6Nb1Mc8Kd3Hf5Gj0Sa_Ue-Io7Pl2Qk9Xw4',
  SMTP_URL: 'smtps://user:password@smtp.example.com:465',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  SUPPLIER_NAME: 'Healthy Meals Trading LLC',
  SUPPLIER_ADDRESS: 'Office 4, Business Bay, Dubai, United Arab Emirates',
  SUPPLIER_TRN: '100987654300003',
};

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/check-helm-env.mjs <rendered.yaml>');
  process.exit(2);
}
const docs = parseAllDocuments(readFileSync(file, 'utf8'))
  .map((d) => d.toJS())
  .filter(Boolean);
const problems = [];
const secrets = new Map(docs.filter((d) => d.kind === 'Secret').map((d) => [d.metadata.name, { ...d.data, ...d.stringData }]));

/** The container's environment as the kubelet hands it to the process. */
function environment(container, where) {
  const env = {};
  for (const entry of container.env ?? []) {
    if (entry.valueFrom?.secretKeyRef) {
      const { name, key, optional } = entry.valueFrom.secretKeyRef;
      if (optional) continue;
      const source = secrets.get(name) ?? OPERATOR_SECRET;
      if (source[key] === undefined)
        problems.push(`${where}: ${entry.name} comes from key ${key} of Secret ${name}, which has no such key`);
      else env[entry.name] = String(source[key]);
    } else if (entry.valueFrom) {
      problems.push(`${where}: ${entry.name} comes from an unexpected source ${JSON.stringify(entry.valueFrom)}`);
    } else {
      // $(VAR) expands a variable defined earlier in the list; $$ is a literal $.
      env[entry.name] = String(entry.value ?? '').replace(/\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (m, v) =>
        m === '$$' ? '$' : (env[v] ?? m),
      );
    }
  }
  return env;
}

function checkConfig(env, where) {
  try {
    const cfg = loadConfig(env);
    if (cfg.NODE_ENV !== 'production') problems.push(`${where}: NODE_ENV is ${cfg.NODE_ENV}, not production`);
    if (cfg.MIGRATE_ON_START) problems.push(`${where}: MIGRATE_ON_START must be false (the migration Job applies them)`);
    if (cfg.SEED_ON_START) problems.push(`${where}: SEED_ON_START must be false`);
    return cfg;
  } catch (err) {
    problems.push(`${where}: the server's configuration check refuses this environment: ${err.message}`);
    return undefined;
  }
}

const deployments = docs.filter((d) => d.kind === 'Deployment');
const migrations = docs.filter((d) => d.kind === 'Job' && /migrate/.test(d.metadata.name));
if (deployments.length !== 1) problems.push(`expected one Deployment, found ${deployments.length}`);
if (migrations.length !== 1) problems.push(`expected one migration Job, found ${migrations.length}`);

for (const deployment of deployments) {
  const where = `Deployment ${deployment.metadata.name}`;
  const [app] = deployment.spec.template.spec.containers;
  const cfg = checkConfig(environment(app, where), where);
  if (cfg && cfg.METRICS_PORT !== 9464) problems.push(`${where}: METRICS_PORT is ${cfg.METRICS_PORT}, the ServiceMonitor scrapes 9464`);
  const http = (app.ports ?? []).find((p) => p.name === 'http');
  if (!http || (cfg && http.containerPort !== cfg.PORT)) problems.push(`${where}: no http port equal to PORT`);
  const probes = { readinessProbe: '/api/health/ready', livenessProbe: '/api/health/live' };
  for (const [probe, path] of Object.entries(probes)) {
    const get = app[probe]?.httpGet;
    if (!get) problems.push(`${where}: no ${probe}`);
    else if (get.path !== path || get.port !== 'http')
      problems.push(`${where}: ${probe} is ${get.path} on ${get.port}, expected ${path} on http`);
  }
  const grace = deployment.spec.template.spec.terminationGracePeriodSeconds;
  if (cfg && !(grace * 1000 > cfg.SHUTDOWN_READY_DELAY_MS + cfg.SHUTDOWN_GRACE_MS)) {
    problems.push(`${where}: terminationGracePeriodSeconds ${grace} is not above SHUTDOWN_READY_DELAY_MS + SHUTDOWN_GRACE_MS`);
  }
}
for (const job of migrations) {
  const where = `Job ${job.metadata.name}`;
  const [migrate] = job.spec.template.spec.containers;
  checkConfig(environment(migrate, where), where);
  if ((migrate.command ?? []).join(' ') !== 'node dist/migrate.cli.js up')
    problems.push(`${where}: command is not node dist/migrate.cli.js up`);
  const hooks = String(job.metadata.annotations?.['helm.sh/hook'] ?? '');
  if (!hooks.includes('pre-install') || !hooks.includes('pre-upgrade')) problems.push(`${where}: not a pre-install and pre-upgrade hook`);
}

if (problems.length) {
  console.error(`${file}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${file}: the Deployment and the migration Job pass the production configuration check; probes in place`);
