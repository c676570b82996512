import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  isListType,
  isNonNullType,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * Refuses operations nested deeper than `max` fields (fragments followed; introspection counts too).
 * An operation of only `__schema` / `__type` fields may go to `introspectionMax` (the standard
 * introspection query is 15 deep; pass it only where introspection is on). Error code `QUERY_TOO_DEEP`.
 */
export const INTROSPECTION_MAX_DEPTH = 15;

export function depthLimitRule(max: number, introspectionMax = max) {
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
        const onlyIntrospection = node.selectionSet.selections.every(
          (s) => s.kind === Kind.FIELD && /^__(schema|type)$/.test(s.name.value),
        );
        const limit = onlyIntrospection ? Math.max(max, introspectionMax) : max;
        if (depth > limit) {
          ctx.reportError(
            new GraphQLError(`Query is nested too deeply (${depth} levels; at most ${limit}).`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
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
        ctx.reportError(
          new GraphQLError(`Too many operations in one request (${count}; at most ${max}).`, {
            nodes: [node],
            extensions: { code: 'TOO_MANY_FIELDS' },
          }),
        );
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

/** Largest cost accepted (see {@link listAwareEstimator}); the client's heaviest operation costs far less. */
export const MAX_QUERY_COST = 10_000;
/** Most aliases in one operation (fragments followed; `__typename` aliases free). */
export const MAX_ALIASES = 15;
/** Most directives in one operation. */
export const MAX_DIRECTIVES = 20;
/** Most lexical tokens in one document: parsing stops there, before any other work. */
export const MAX_TOKENS = 3000;
/** Rows a list field without a `limit` argument is assumed to return. */
export const DEFAULT_LIST_SIZE = 20;

/** Whether a field returns a list (`[T]`, `[T]!`, `[T!]!`). */
function isListField(type: GraphQLOutputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

/**
 * Cost of one field for graphql-query-complexity: 1 for the field itself plus what it selects,
 * multiplied by the rows it can return. A list field counts its `limit` argument (when it has one)
 * or {@link DEFAULT_LIST_SIZE}; a page object with a `limit` argument (its `rows` list counted at the
 * default size) is scaled by `limit / DEFAULT_LIST_SIZE`. So `plans { planMeals { name } }` costs
 * 1 + 20 x (1 + 20 x 1) = 421, and aliases, fragments and nesting all add up. Introspection
 * fields are counted without list multipliers (they are answered from memory, outside production only).
 */
export const listAwareEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // Introspection (development only) is answered from memory: counted once per field, lists not multiplied.
  if (field.name.startsWith('__') || type.name.startsWith('__')) return 1 + childComplexity;
  const limit = typeof args.limit === 'number' && args.limit > 0 ? args.limit : undefined;
  if (isListField(field.type)) return 1 + (limit ?? DEFAULT_LIST_SIZE) * childComplexity;
  if (limit) return 1 + Math.ceil((childComplexity * limit) / DEFAULT_LIST_SIZE);
  return 1 + childComplexity;
};

/**
 * Apollo Server plugin refusing an operation whose cost ({@link listAwareEstimator}, with the
 * request's variables) is above `max`, before anything runs: code `QUERY_TOO_COSTLY`, HTTP 400.
 */
export function costLimitPlugin(max: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              variables: request.variables ?? {},
              operationName: request.operationName ?? undefined,
              estimators: [listAwareEstimator],
            });
          } catch {
            return; // invalid variables: execution refuses them next, with BAD_USER_INPUT, before any resolver runs
          }
          if (cost > max) {
            throw new GraphQLError(`Query is too costly (${cost}; at most ${max}). Ask for fewer rows or fields.`, {
              extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost: max, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** Reports an armor rule's rejection as a validation error with our own code (style rule 8). */
function rejectWith(code: string, message: (found: string) => string) {
  return (ctx: ValidationContext | null, err: GraphQLError) => {
    const found = /found (\d+)/.exec(err.message)?.[1] ?? '?';
    ctx?.reportError(new GraphQLError(message(found), { extensions: { code } }));
  };
}

/** GraphQL Armor's alias limit (fragments followed): `TOO_MANY_ALIASES`. */
export function aliasLimitRule(max: number) {
  return maxAliasesRule({
    n: max,
    propagateOnRejection: false,
    onReject: [rejectWith('TOO_MANY_ALIASES', (n) => `Too many aliases in one request (${n}; at most ${max}).`)],
  });
}

/** GraphQL Armor's directive limit: `TOO_MANY_DIRECTIVES`. */
export function directiveLimitRule(max: number) {
  return maxDirectivesRule({
    n: max,
    propagateOnRejection: false,
    onReject: [rejectWith('TOO_MANY_DIRECTIVES', (n) => `Too many directives in one request (${n}; at most ${max}).`)],
  });
}

/**
 * `formatError` for production: graphql-js's "Did you mean ...?" hints reveal field and type names
 * to someone probing a schema whose introspection is off; they are removed there.
 */
export function hideSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.message.includes('Did you mean')) return formatted;
  return { ...formatted, message: formatted.message.replace(/\s*Did you mean[^?]*\?/g, '') };
}

/** A document over {@link MAX_TOKENS} fails in the parser; it gets its own code, `QUERY_TOO_LARGE`. */
export function tooLargeCode(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!/Document contains more tha[nt] \d+ tokens/.test(formatted.message)) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: 'QUERY_TOO_LARGE' } };
}
