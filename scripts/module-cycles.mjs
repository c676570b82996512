#!/usr/bin/env node
// Fails when the server's feature modules import each other in a cycle (module level: any import
// from server/src/modules/<a>/ into server/src/modules/<b>/ is an edge a -> b). File-level cycle
// tools miss these (pricing.service -> discount-codes.service and discount-codes.service ->
// pricing.rules form no file cycle, yet the two modules depend on each other).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../server/src/modules');
const edges = new Map();

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (p.endsWith('.ts') && !p.endsWith('.spec.ts')) yield p;
  }
}

for (const file of files(root)) {
  const from = relative(root, file).split(sep)[0];
  const targets = edges.get(from) ?? new Set();
  edges.set(from, targets);
  for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
    const rel = relative(root, resolve(file, '..', m[1]));
    if (rel.startsWith('..')) continue;
    const to = rel.split(sep)[0];
    if (to !== from && !to.endsWith('.js')) targets.add(to);
  }
}

const cycles = [];
const state = new Map();
const stack = [];
function visit(node) {
  state.set(node, 'open');
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(node, 'done');
}
for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);

if (cycles.length) {
  console.error(`Module cycles (server/src/modules):\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}
console.log(`No cycles between the ${edges.size} server modules.`);
