import type { DocumentNode } from 'graphql';
import type { CatalogIsland } from './site';

/**
 * The public catalog answers the server put in the page's HTML (`<script id="ff-boot" type="application/json">`,
 * written by the server's client-assets for the routes listed in the build's `catalog-island.json`):
 * `{ "lang": "en", "queries": { "<operation name>": { "variables": {...}, "data": {...} } } }`. They are the answers
 * the page's first queries would get (same documents, same language, same shapes), so the first paint needs neither a
 * round trip nor the Apollo client (lib/apollo-on-demand.ts).
 */
type Island = CatalogIsland;

let island: Island | null | undefined;

function readIsland(): Island | null {
  if (island !== undefined) return island;
  island = null;
  const text = typeof document === 'undefined' ? null : document.getElementById('ff-boot')?.textContent;
  if (!text) return island;
  try {
    const parsed = JSON.parse(text) as Partial<Island>;
    if (typeof parsed.lang === 'string' && parsed.queries && typeof parsed.queries === 'object') island = parsed as Island;
  } catch {
    /* a malformed island: the queries ask the server */
  }
  return island;
}

/** The operation name of a document's first operation (codegen's documents have exactly one). */
export function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if ((definition.kind as string) === 'OperationDefinition' && 'name' in definition) return definition.name?.value;
  }
  return undefined;
}

/**
 * The page's embedded answer to `document` with `variables` in `language` ('en' | 'ar'), or undefined when the page
 * has none (another route, another language, other variables, no or a malformed island). Read once per page load.
 */
export function islandAnswer(document: DocumentNode, variables: object | undefined, language: string): unknown {
  const found = readIsland();
  const name = operationNameOf(document);
  if (found?.lang !== language || !name) return undefined;
  const entry = found.queries[name];
  if (!entry || JSON.stringify(entry.variables ?? {}) !== JSON.stringify(variables ?? {})) return undefined;
  return entry.data;
}

/** Forgets the island read (tests put a new one in the document). */
export function resetIslandForTests(): void {
  island = undefined;
}
