import type { OperationAccess } from '../auth/permissions.explorer.js';

/**
 * What the catalog cache may serve to anonymous callers, read at start-up from the `@CatalogPublic()`
 * marks ({@link catalogSurfaceOf}): the GraphQL query fields whose answers are the same for every
 * anonymous caller (an operation is served from the cache only when every root field it selects is
 * one of them), and the REST GET paths likewise.
 */
export interface CatalogSurface {
  fields: ReadonlySet<string>;
  restPaths: RegExp;
}

/**
 * The catalog surface of the app's operations (PermissionsExplorer's listing): every operation marked
 * `@CatalogPublic()`, which must be `@Public()`, a query field or a REST GET, and must not read the
 * caller (`@CurrentUser()`); REST `:params` match one path segment, a trailing slash is allowed.
 * @throws Error naming each marked operation that breaks one of those rules: the app does not start.
 */
export function catalogSurfaceOf(operations: readonly OperationAccess[]): CatalogSurface {
  const marked = operations.filter((o) => o.catalogPublic);
  const wrong = marked.filter(
    (o) => o.access !== 'public' || o.readsCaller || !(o.kind === 'Query' || (o.kind === 'REST' && o.operation.startsWith('GET '))),
  );
  if (wrong.length) {
    throw new Error(
      `@CatalogPublic() on operations whose answers are not the same for every anonymous caller (they must be @Public(), a query or GET, and not take @CurrentUser()): ${wrong.map((o) => `${o.operation} (${o.handler})`).join(', ')}`,
    );
  }
  const fields = new Set(marked.filter((o) => o.kind === 'Query').map((o) => o.operation.slice('Query.'.length)));
  const paths = marked
    .filter((o) => o.kind === 'REST')
    .map((o) =>
      o.operation
        .slice('GET '.length)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[A-Za-z]\w*/g, '[^/]+'),
    );
  const restPaths = paths.length ? new RegExp(`^(?:${[...new Set(paths)].join('|')})/?$`) : /(?!)/;
  return { fields, restPaths };
}
