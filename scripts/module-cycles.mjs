#!/usr/bin/env node
// Fails on an import cycle in either workspace.
// Server, module level: any import from server/src/modules/<a>/ into server/src/modules/<b>/ is an edge a -> b.
// File-level cycle tools miss these (pricing.service -> discount-codes.service and discount-codes.service ->
// pricing.rules form no file cycle, yet the two modules depend on each other).
// Client, file level: every static import or re-export between files of client/src, `import type` included (a
// type-only cycle is still two files that each need the other; it becomes a runtime cycle the day one of the
// imports carries a value). Lazy `import()` is left out: a route loading its page on demand is not a cycle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const repo = resolve(import.meta.dirname, '..');

function* files(dir, keep) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p, keep);
    else if (keep(p)) yield p;
  }
}

/** The relative specifiers a file imports or re-exports statically (`import … from`, `export … from`, `import '…'`). */
function relativeImports(file) {
  const source = readFileSync(file, 'utf8');
  const specifiers = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm)) {
    specifiers.push(m[1] ?? m[2]);
  }
  return specifiers;
}

/** Every cycle a depth-first walk meets, each as `a -> b -> a`; one per back edge, so each cycle is named at least once. */
function findCycles(edges, label = (node) => node) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  function visit(node) {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map(label).join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  }
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

function serverModuleEdges() {
  const root = join(repo, 'server/src/modules');
  const edges = new Map();
  for (const file of files(root, (p) => p.endsWith('.ts') && !p.endsWith('.spec.ts'))) {
    const from = relative(root, file).split(sep)[0];
    const targets = edges.get(from) ?? new Set();
    edges.set(from, targets);
    for (const specifier of relativeImports(file)) {
      const rel = relative(root, resolve(file, '..', specifier));
      if (rel.startsWith('..')) continue;
      const to = rel.split(sep)[0];
      if (to !== from && !to.endsWith('.js')) targets.add(to);
    }
  }
  return edges;
}

/** The file a relative client import names (Vite's resolution: the path itself, `.ts`, `.tsx`, then `index.ts(x)`). */
function resolveClientImport(file, specifier) {
  const base = resolve(dirname(file), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function clientFileEdges(root) {
  const edges = new Map();
  const generated = join(root, 'generated');
  // Codegen's output (documents and types import each other) is neither edited nor reviewed: left out, as in eslint.
  for (const file of files(root, (p) => /\.tsx?$/.test(p) && !p.startsWith(generated + sep))) {
    const targets = new Set();
    edges.set(file, targets);
    for (const specifier of relativeImports(file)) {
      const to = resolveClientImport(file, specifier);
      if (to && /\.tsx?$/.test(to) && !to.startsWith(generated + sep)) targets.add(to);
    }
  }
  return edges;
}

const failures = [];
const serverEdges = serverModuleEdges();
const serverCycles = findCycles(serverEdges);
if (serverCycles.length) failures.push(`Module cycles (server/src/modules):\n  ${serverCycles.join('\n  ')}`);

const clientRoot = join(repo, 'client/src');
const clientEdges = clientFileEdges(clientRoot);
const clientCycles = findCycles(clientEdges, (file) => relative(clientRoot, file));
if (clientCycles.length) {
  failures.push(
    `Import cycles (client/src); move the piece both files need (often a re-exported generated type) into the lower one or a file of its own:\n  ${clientCycles.join('\n  ')}`,
  );
}

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`No cycles between the ${serverEdges.size} server modules or the ${clientEdges.size} client files.`);
