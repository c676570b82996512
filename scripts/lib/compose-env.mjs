// Resolves docker-compose.yml the way Docker Compose does, for checks that cannot run Docker:
// reads a .env file, interpolates ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error},
// ${VAR:+alt}, ${VAR+alt}, $VAR and $$ in every string value (defaults may nest), resolves YAML merge
// keys (<<), and builds a service's environment as Compose hands it to the container: its env_file
// entries first, `environment:` on top. Used by server/test/integration/compose.integration-spec.ts
// and scripts/smoke-prod.mjs.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';

/** Raised for a `${VAR:?message}` whose variable is missing, as `docker compose config` would fail. */
export class ComposeInterpolationError extends Error {}

/** Parses a .env file (KEY=value, `export KEY=value`, quotes, # comments) into an object. */
export function parseDotenv(text) {
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!m) throw new Error(`.env: cannot read line "${raw}"`);
    let value = m[2];
    if (/^"/.test(value)) {
      const end = value.lastIndexOf('"');
      value = value
        .slice(1, end > 0 ? end : undefined)
        .replace(/\\n/g, '\n')
        .replace(/\\"/g, '"')
        .replace(/\\\\/g, '\\');
    } else if (/^'/.test(value)) {
      const end = value.lastIndexOf("'");
      value = value.slice(1, end > 0 ? end : undefined);
    } else {
      value = value.replace(/\s+#.*$/, '').trim();
    }
    out[m[1]] = value;
  }
  return out;
}

/** Interpolates one string with `env`; `where` names the value in errors. */
export function interpolate(text, env, where = 'value') {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c !== '$') {
      out += c;
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '{') {
      // Find the matching brace (defaults may hold ${...} themselves).
      let depth = 1;
      let j = i + 2;
      for (; j < text.length && depth > 0; j++) {
        if (text[j] === '{') depth += 1;
        else if (text[j] === '}') depth -= 1;
      }
      if (depth) throw new ComposeInterpolationError(`${where}: unclosed \${ in "${text}"`);
      out += expand(text.slice(i + 2, j - 1), env, where);
      i = j;
    } else {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1));
      if (!m) {
        out += '$';
        i += 1;
        continue;
      }
      out += env[m[0]] ?? '';
      i += 1 + m[0].length;
    }
  }
  return out;
}

function expand(body, env, where) {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
  if (!m) throw new ComposeInterpolationError(`${where}: invalid interpolation "\${${body}}"`);
  const [, name, op, arg = ''] = m;
  const value = env[name];
  const unset = value === undefined;
  const empty = unset || value === '';
  switch (op) {
    case undefined:
      return value ?? '';
    case ':-':
      return empty ? interpolate(arg, env, where) : value;
    case '-':
      return unset ? interpolate(arg, env, where) : value;
    case ':?':
    case '?':
      if (op === ':?' ? empty : unset)
        throw new ComposeInterpolationError(`${where}: required variable ${name} is missing a value: ${interpolate(arg, env, where)}`);
      return value;
    case ':+':
      return empty ? '' : interpolate(arg, env, where);
    case '+':
      return unset ? '' : interpolate(arg, env, where);
    default:
      throw new ComposeInterpolationError(`${where}: unknown operator ${op}`);
  }
}

function interpolateTree(node, env, path) {
  if (typeof node === 'string') return interpolate(node, env, path);
  if (Array.isArray(node)) return node.map((v, i) => interpolateTree(v, env, `${path}[${i}]`));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateTree(v, env, path ? `${path}.${k}` : k)]));
  return node;
}

/**
 * Loads `composeFile`, interpolated with `env` (what Compose takes from the shell and `.env`).
 * Returns the model after merge keys and interpolation, ready for the Compose JSON schema.
 */
export function loadCompose(composeFile, env) {
  const doc = parse(readFileSync(composeFile, 'utf8'), { merge: true });
  return interpolateTree(doc, env, '');
}

/** Every variable name `composeFile` interpolates (`${NAME...}` or `$NAME`), sorted. */
export function composeVariables(composeFile) {
  const text = readFileSync(composeFile, 'utf8').replace(/\$\$/g, '');
  const names = new Set();
  for (const m of text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)|\$([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(m[1] ?? m[2]);
  return [...names].sort();
}

/**
 * The environment Compose gives `service`'s containers: each env_file (parsed and interpolated with
 * `env`, later files winning), then `environment:` (map or list form) on top. Entries without a value
 * (`- NAME` / `NAME:`) take `env[NAME]` when set, as Compose does with the shell.
 */
export function serviceEnvironment(model, service, composeFile, env) {
  const svc = model.services?.[service];
  if (!svc) throw new Error(`${composeFile} has no service "${service}"`);
  const out = {};
  const files = svc.env_file === undefined ? [] : Array.isArray(svc.env_file) ? svc.env_file : [svc.env_file];
  for (const f of files) {
    const spec = typeof f === 'string' ? { path: f, required: true } : f;
    const path = resolve(dirname(composeFile), spec.path);
    let text;
    try {
      text = readFileSync(path, 'utf8');
    } catch (err) {
      if (spec.required === false && err.code === 'ENOENT') continue;
      throw err;
    }
    for (const [k, v] of Object.entries(parseDotenv(text))) out[k] = interpolate(v, env, `${spec.path}:${k}`);
  }
  const entries = Array.isArray(svc.environment)
    ? svc.environment.map((e) => {
        const at = e.indexOf('=');
        return at < 0 ? [e, null] : [e.slice(0, at), e.slice(at + 1)];
      })
    : Object.entries(svc.environment ?? {});
  for (const [k, v] of entries) {
    if (v === null || v === undefined) {
      if (env[k] !== undefined) out[k] = env[k];
    } else out[k] = String(v);
  }
  return out;
}
