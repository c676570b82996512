import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

/** One query the server answers into a route's HTML: as Apollo would send it (with `__typename`s). */
export interface IslandQuery {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * The queries of each route's first paint as the server runs them for the page's island (client/src/lib/catalog-island.ts):
 * each document's operation name and its text with `__typename` added to every selection, which is what Apollo's cache
 * sends, so the embedded answers have the shapes the page would get from the network. No variables (the first-paint
 * queries take none).
 * @throws Error when a document has no named operation (the island is keyed by operation name)
 */
export function islandQueries(routes: Record<string, DocumentNode[]>): Record<string, IslandQuery[]> {
  return Object.fromEntries(
    Object.entries(routes).map(([route, documents]) => [
      route,
      documents.map((document) => {
        const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
        const operationName = operation?.name?.value;
        if (!operationName) throw new Error(`catalog island: a query of ${route} has no operation name`);
        return { operationName, query: print(addTypenameToDocument(document)), variables: {} };
      }),
    ]),
  );
}

/**
 * Writes {@link islandQueries} of `routes` to `dist/catalog-island.json` (`{ "/": [{ operationName, query, variables }] }`),
 * which the server reads at start (server/src/common/web/catalog-island.ts).
 */
export function catalogIsland(routes: Record<string, DocumentNode[]>): Plugin {
  return {
    name: 'freshfuel-catalog-island',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'catalog-island.json', source: `${JSON.stringify(islandQueries(routes), null, 2)}\n` });
    },
  };
}
