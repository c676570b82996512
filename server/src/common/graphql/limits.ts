import {
  GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type GraphQLFormattedError, type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Refuses operations nested deeper than `max` fields (fragments followed; introspection counts too).
 * Error code `QUERY_TOO_DEEP`.
 */
export function depthLimitRule(max: number) {
  return (ctx: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of ctx.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) deepest = Math.max(deepest, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1);
        else if (sel.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(sel.selectionSet, seen));
        else if (!seen.has(sel.name.value)) {
          const frag = fragments.get(sel.name.value);
          deepest = Math.max(deepest, depthOf(frag?.selectionSet, new Set([...seen, sel.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > max) {
          ctx.reportError(new GraphQLError(`Query is nested too deeply (${depth} levels; at most ${max}).`, {
            nodes: [node], extensions: { code: 'QUERY_TOO_DEEP' },
          }));
        }
      },
    };
  };
}

/** Refuses an operation that selects more than `max` root fields (aliases included). Code `TOO_MANY_FIELDS`. */
export function rootFieldLimitRule(max: number) {
  return (ctx: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const count = node.selectionSet.selections.length;
      if (count > max) {
        ctx.reportError(new GraphQLError(`Too many operations in one request (${count}; at most ${max}).`, {
          nodes: [node], extensions: { code: 'TOO_MANY_FIELDS' },
        }));
      }
    },
  });
}

/**
 * Apollo Server reports every validation-rule error as `GRAPHQL_VALIDATION_FAILED`, overwriting the
 * code the rule set. Used as `formatError`, this puts back a rule's own code (`QUERY_TOO_DEEP`,
 * `TOO_MANY_FIELDS`) so clients can branch on it (style rule 8); other errors pass unchanged.
 */
export function restoreValidationCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'GRAPHQL_VALIDATION_FAILED' || !(error instanceof GraphQLError)) return formatted;
  const original = error.originalError;
  const code = original instanceof GraphQLError ? original.extensions?.code : undefined;
  if (typeof code !== 'string' || code === formatted.extensions.code) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code } };
}
