#!/usr/bin/env node
/**
 * Every repository path the documentation names must exist: README.md, docs/**.md, and the READMEs of
 * bench/ and ops/. A path is a backquoted token that starts with one of the repository's top-level
 * folders (`server/src/modules/orders/orders.service.ts`, `scripts/test.sh`, `ops/caddy/Caddyfile`),
 * optionally with a `:line` suffix or a trailing slash; `common/` and `modules/` name server/src,
 * `features/`, `components/` and `lib/` client/src. Tokens with wildcards or placeholders (`*`,
 * `<`, `{`, `$`) are patterns, not paths, and are skipped. Paths that only exist at run time (build
 * output, caches, data folders) are listed below. Markdown links to decision records
 * (`[0007](0007-ordering-and-payments.md)`, `docs/decisions/0007-….md` in a code comment's docs too) must
 * name an existing record: in documents relative to the linking file, and every
 * `docs/decisions/NNNN-slug.md` named in server, client, e2e, scripts or bench sources. Prints each
 * missing path with the file and line that names it; exits 1 when any is missing.
 *   node scripts/check-doc-paths.mjs
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TOP = ['server', 'client', 'scripts', 'ops', 'bench', 'e2e', 'docs', '.ci', '.github'];
/** Shorter spellings the docs use inside one side: the folder each is relative to. */
const SHORT = {
  'common/': 'server/src',
  'modules/': 'server/src',
  'features/': 'client/src',
  'components/': 'client/src',
  'lib/': 'client/src',
};
/** Made by builds, tests or the app at run time; named in the docs on purpose. */
const RUNTIME = [/^server\/dist\b/, /^client\/dist\b/, /^\.data\b/, /^e2e\/screenshots\b/, /^server\/uploads\b/, /\.log$/];

function markdownFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...markdownFiles(path));
    else if (name.endsWith('.md')) out.push(path);
  }
  return out;
}

const files = [
  join(root, 'README.md'),
  ...markdownFiles(join(root, 'docs')),
  ...['bench', 'ops'].flatMap((d) => markdownFiles(join(root, d))),
];
const missing = [];
let checked = 0;
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const [, token] of line.matchAll(/`([^`\s]+)`/g)) {
      let path = token.replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '');
      const short = Object.keys(SHORT).find((prefix) => path.startsWith(prefix));
      if (short) path = `${SHORT[short]}/${path}`;
      else if (!TOP.some((top) => path === top || path.startsWith(`${top}/`))) continue;
      if (/[*<>{}$]/.test(path) || RUNTIME.some((re) => re.test(path))) continue;
      checked++;
      // A module named without its extension (`components/ui/Reveal`) is fine when one file matches.
      if (!['', '.ts', '.tsx', '.mjs', '.js'].some((ext) => existsSync(join(root, path + ext))))
        missing.push(`${relative(root, file)}:${i + 1}: ${path}`);
    }
  });
}
// Decision records: markdown links in the documents, and docs/decisions/NNNN-*.md named anywhere in the sources.
const RECORD_LINK = /\]\(([^)#\s]*\d{4}-[^)#\s]*\.md)(#[^)]*)?\)/g;
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const [, target] of line.matchAll(RECORD_LINK)) {
        if (/^[a-z]+:/.test(target)) continue;
        checked++;
        if (!existsSync(resolve(dirname(file), target))) missing.push(`${relative(root, file)}:${i + 1}: ${target}`);
      }
    });
}
function sourceFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data', '.tools'].includes(e.name)) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mjs|js|sh|yml)$/.test(e.name)) out.push(path);
  }
  return out;
}
for (const file of ['server', 'client', 'e2e', 'scripts', 'bench', 'ops'].flatMap((d) => sourceFiles(join(root, d)))) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const [path] of line.matchAll(/docs\/decisions\/\d{4}-[\w.-]*?\.md/g)) {
        checked++;
        if (!existsSync(join(root, path))) missing.push(`${relative(root, file)}:${i + 1}: ${path}`);
      }
    });
}
if (missing.length) {
  console.error(`doc paths: ${missing.length} of ${checked} named paths do not exist:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`doc paths: all ${checked} paths named in ${files.length} documents exist`);
