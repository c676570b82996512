import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import { MAX_TOKENS } from '../graphql/limits.js';

/** Whether a root field selection stays within `fields`, following fragments (each once). */
function rootFieldsAllowed(doc: DocumentNode, set: SelectionSetNode, seen: Set<string>, fields: ReadonlySet<string>): boolean {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (!fields.has(sel.name.value)) return false;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      if (!rootFieldsAllowed(doc, sel.selectionSet, seen, fields)) return false;
    } else {
      const name = sel.name.value;
      if (seen.has(name)) continue;
      seen.add(name);
      const frag = doc.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
      if (!frag || frag.kind !== Kind.FRAGMENT_DEFINITION || !rootFieldsAllowed(doc, frag.selectionSet, seen, fields)) return false;
    }
  }
  return true;
}

/**
 * True when `query` (with `operationName`, as a GraphQL POST body carries them) is a query operation whose
 * root fields are all in `fields` (the {@link CatalogSurface}'s). Unparsable or ambiguous documents are false (Apollo
 * answers them with its own errors).
 */
export function isCatalogQuery(query: string, operationName: string | null | undefined, fields: ReadonlySet<string>): boolean {
  let doc: DocumentNode;
  try {
    // The same token cap as Apollo's parser: an oversized document stops here in microseconds and
    // goes on to Apollo, which refuses it (QUERY_TOO_LARGE) without parsing it whole either.
    doc = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return false;
  }
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((d) => d.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  if (!op || op.operation !== 'query') return false;
  return rootFieldsAllowed(doc, op.selectionSet, new Set(), fields);
}

/** The name of the document's only operation, or null. */
export function operationNameOf(query: string): string | null {
  try {
    const ops = parse(query, { noLocation: true, maxTokens: MAX_TOKENS }).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    return ops.length === 1 ? (ops[0].name?.value ?? null) : null;
  } catch {
    return null;
  }
}
