#!/usr/bin/env node
/**
 * Keeps docs/decisions/ and its index docs/decisions.md in step.
 *
 * 1. Every `## ` section found in docs/decisions.md (a branch appended one at the end, the old way)
 *    becomes a new record docs/decisions/NNNN-slug.md with the next free number, in file order:
 *    `# NNNN. Title`, `Status: accepted`, `Date:` the day of the commit that first added that heading
 *    to docs/decisions.md (today when it is not committed yet), then the section's text. The section is
 *    removed from docs/decisions.md.
 * 2. The index table in docs/decisions.md (number, title, status, date) is rebuilt from the record files'
 *    first lines; everything above the table is kept as written.
 *
 * Run after merging a branch that appended sections, review the new records, commit:
 *   node scripts/decision-records.mjs
 * A branch made before the records existed conflicts on docs/decisions.md when merged: keep this side's
 * index (`git checkout HEAD -- docs/decisions.md`), then take the branch's new sections from its copy
 * (every `## ` section whose title is no record's title yet) with
 *   node scripts/decision-records.mjs --from <branch>
 * With --check (run by `npm run lint`), changes nothing and exits 1 when the index table is not what the
 * records say; sections waiting to become records are only reported.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const INDEX = join(root, 'docs/decisions.md');
const DIR = join(root, 'docs/decisions');
const check = process.argv.includes('--check');
/** `--from <rev>`: a branch whose new sections are taken (see above). */
const fromRev = process.argv.includes('--from') ? process.argv[process.argv.indexOf('--from') + 1] : null;

/** Lower-case words joined by hyphens, cut at a word boundary, without a trailing small word. */
function slug(title) {
  const words = title
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const out = [];
  for (const w of words) {
    if ([...out, w].join('-').length > 48) break;
    out.push(w);
  }
  const small = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'by', 'at', 'for', 'from', 'with', 'one', 'per', 'its', 'are', 'on']);
  while (out.length > 1 && small.has(out.at(-1))) out.pop();
  return out.join('-');
}

/** Day (YYYY-MM-DD) of the first commit that added `## title` to docs/decisions.md. */
function firstDate(title) {
  const revs = fromRev ? ['HEAD', fromRev] : [];
  const out = execFileSync('git', ['log', '--reverse', '--format=%as', `-S## ${title}`, ...revs, '--', 'docs/decisions.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n')[0] || new Date().toISOString().slice(0, 10);
}

function records() {
  if (!existsSync(DIR)) return [];
  return readdirSync(DIR)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const lines = readFileSync(join(DIR, name), 'utf8').split('\n');
      const title = lines[0].replace(/^# \d{4}\.\s*/, '');
      const field = (key) => (lines.slice(0, 8).find((l) => l.startsWith(`${key}: `)) ?? '').slice(key.length + 2);
      return { num: name.slice(0, 4), name, title, status: field('Status'), date: field('Date') };
    });
}

let source = readFileSync(INDEX, 'utf8');
if (fromRev) {
  // Sections of another revision's decisions.md that are not records yet, appended here as if written here.
  const known = new Set(records().map((r) => r.title));
  const other = execFileSync('git', ['show', `${fromRev}:docs/decisions.md`], { cwd: root, encoding: 'utf8' });
  const added = other.split(/\n(?=## )/).filter((part) => part.startsWith('## ') && !known.has(part.split('\n')[0].slice(3).trim()));
  if (added.length) source = `${source.replace(/\n+$/, '')}\n\n${added.map((s) => s.replace(/\n+$/, '')).join('\n\n')}\n`;
}
const lines = source.split('\n');
const firstSection = lines.findIndex((l) => l.startsWith('## '));
const indexPart = firstSection === -1 ? lines : lines.slice(0, firstSection);
const head = indexPart.filter((l) => !l.startsWith('|'));

// 1. Appended sections become records.
const sections = [];
for (const line of firstSection === -1 ? [] : lines.slice(firstSection)) {
  if (line.startsWith('## ')) sections.push({ title: line.slice(3).trim(), body: [] });
  else sections.at(-1).body.push(line.startsWith('### ') ? line.slice(1) : line);
}
let next = Math.max(0, ...records().map((r) => Number(r.num))) + 1;
if (sections.length && check) {
  // Not a failure: a merged branch may have appended sections the old way; they wait for a run without --check.
  console.warn(`decision records: ${sections.length} section(s) at the end of docs/decisions.md wait to become records`);
}
mkdirSync(DIR, { recursive: true });
for (const { title, body } of check ? [] : sections) {
  const num = String(next++).padStart(4, '0');
  const text = body.join('\n').replace(/^\n+|\n+$/g, '');
  writeFileSync(join(DIR, `${num}-${slug(title)}.md`), `# ${num}. ${title}\n\nStatus: accepted\nDate: ${firstDate(title)}\n\n${text}\n`);
  console.log(`docs/decisions/${num}-${slug(title)}.md`);
}

// 2. The index table, rebuilt from the records.
while (head.length && head.at(-1) === '') head.pop();
const cell = (s) => s.replace(/\|/g, '\\|').replace(/\]\((\d{4}-)/g, '](decisions/$1');
const table = [
  '| No. | Decision | Status | Date |',
  '| --- | --- | --- | --- |',
  ...records().map((r) => `| ${r.num} | [${cell(r.title)}](decisions/${r.name}) | ${cell(r.status)} | ${r.date} |`),
];
const result = `${head.join('\n')}\n\n${table.join('\n')}\n`;
if (check) {
  // The table only: sections appended below it wait for a run without --check.
  if (table.join('\n') !== indexPart.filter((l) => l.startsWith('|')).join('\n')) {
    console.error('decision records: the table in docs/decisions.md is not what the records say; run node scripts/decision-records.mjs');
    process.exit(1);
  }
  console.log(`decision records: the index lists all ${records().length} records`);
} else {
  writeFileSync(INDEX, result);
}
