#!/usr/bin/env node
/**
 * Every repository path the documentation names must exist: README.md, docs/**.md, and the READMEs of
 * bench/ and ops/. A path is a backquoted token that starts with one of the repository's top-level
 * folders (`server/src/modules/orders/orders.service.ts`, `scripts/test.sh`, `ops/caddy/Caddyfile`),
 * optionally with a `:line` suffix or a trailing slash; `common/` and `modules/` name server/src,
 * `features/`, `components/` and `lib/` client/src. Tokens with wildcards or placeholders (`*`,
 * `<`, `{`, `$`) are patterns, not paths, and are skipped. Paths that only exist at run time (build
 * output, caches, data folders) are listed below. Prints each missing path with the file and line that
 * names it; exits 1 when any is missing.
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
if (missing.length) {
  console.error(`doc paths: ${missing.length} of ${checked} named paths do not exist:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`doc paths: all ${checked} paths named in ${files.length} documents exist`);
