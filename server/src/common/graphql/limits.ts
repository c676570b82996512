import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getVariableValues,
  isListType,
  isNonNullType,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/** An introspection-only operation may go this deep (the standard introspection query is 15 deep). */
export const INTROSPECTION_MAX_DEPTH = 15;

/**
 * Most selections (fields, inline fragments and fragment spreads) an operation may make once its fragments
 * are expanded: Apollo Server's own memoised count (`maxRecursiveSelections`), checked together with
 * graphql-js's rules and before every other limit and the cost, so nothing walks an oversized expansion.
 * The client's largest operation makes 61, the standard introspection query 230.
 */
export const MAX_SELECTIONS = 1000;

/** The limits of {@link operationLimitsRule}; each is "at most". */
export interface OperationLimits {
  /** Deepest field path (fragments followed). */
  depth: number;
  /** Deepest path of an operation that selects only `__schema` / `__type` (where introspection is on). */
  introspectionDepth: number;
  /** Root fields, aliases included, counted through inline fragments and fragment spreads. */
  rootFields: number;
  /** Aliases (`__typename` aliases are free). */
  aliases: number;
  /** Directives, on the operation, fields, inline fragments, spreads and fragment definitions. */
  directives: number;
}

/** What one selection set (or fragment) adds to an operation once expanded; sums may be huge but never loop. */
interface Counts {
  depth: number;
  rootFields: number;
  aliases: number;
  directives: number;
}

const NONE: Counts = { depth: 0, rootFields: 0, aliases: 0, directives: 0 };

/**
 * Counts a document's operations with each fragment measured once (memoised by name), so the work is
 * linear in the document whatever its spreads: a fragment spread twice counts twice in the totals (the
 * expansion) without being walked twice. Unknown and cyclic fragments count as nothing (graphql-js's
 * own rules refuse them).
 */
function countsOf(fragments: ReadonlyMap<string, FragmentDefinitionNode>) {
  const memo = new Map<string, Counts>();
  const inProgress = new Set<string>();
  const fragment = (name: string): Counts => {
    const known = memo.get(name);
    if (known) return known;
    const def = fragments.get(name);
    if (!def || inProgress.has(name)) return NONE;
    inProgress.add(name);
    const inner = selections(def.selectionSet);
    inProgress.delete(name);
    const counts = { ...inner, directives: inner.directives + (def.directives?.length ?? 0) };
    memo.set(name, counts);
    return counts;
  };
  const selections = (set: SelectionSetNode): Counts => {
    const total = { ...NONE };
    for (const sel of set.selections) {
      total.directives += sel.directives?.length ?? 0;
      let inner: Counts;
      if (sel.kind === Kind.FIELD) {
        total.rootFields += 1;
        if (sel.alias && sel.name.value !== '__typename') total.aliases += 1;
        const below = sel.selectionSet ? selections(sel.selectionSet) : NONE;
        inner = { ...below, depth: below.depth + 1, rootFields: 0 };
      } else {
        inner = sel.kind === Kind.INLINE_FRAGMENT ? selections(sel.selectionSet) : fragment(sel.name.value);
        total.rootFields += inner.rootFields;
      }
      total.depth = Math.max(total.depth, inner.depth);
      total.aliases += inner.aliases;
      total.directives += inner.directives;
    }
    return total;
  };
  return (op: OperationDefinitionNode): Counts => {
    const counts = selections(op.selectionSet);
    return { ...counts, directives: counts.directives + (op.directives?.length ?? 0) };
  };
}

/** Whether the operation selects only `__schema` / `__type` (inline fragments and spreads followed one level). */
function onlyIntrospection(op: OperationDefinitionNode): boolean {
  return op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && /^__(schema|type)$/.test(s.name.value));
}

/**
 * One validation rule for every shape limit of an operation, so that no spelling of a selection (aliases,
 * inline fragments such as `... on Query { }`, fragment spreads repeated or nested) counts less than
 * what it expands to. Each fragment is measured once ({@link countsOf}). Error codes, in this order:
 * `QUERY_TOO_DEEP`, `TOO_MANY_FIELDS` (root fields), `TOO_MANY_ALIASES`, `TOO_MANY_DIRECTIVES`. Should
 * the measuring itself fail, the operation is refused with `QUERY_NOT_ANALYSED` (never let through).
 */
export function operationLimitsRule(limits: OperationLimits) {
  return (ctx: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of ctx.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const measure = countsOf(fragments);
    const refuse = (node: OperationDefinitionNode, code: string, message: string) =>
      ctx.reportError(new GraphQLError(message, { nodes: [node], extensions: { code } }));
    return {
      OperationDefinition(node) {
        let counts: Counts;
        try {
          counts = measure(node);
        } catch {
          refuse(node, 'QUERY_NOT_ANALYSED', 'The query could not be checked against the limits, so it was refused.');
          return;
        }
        const depth = onlyIntrospection(node) ? Math.max(limits.depth, limits.introspectionDepth) : limits.depth;
        if (counts.depth > depth) refuse(node, 'QUERY_TOO_DEEP', `Query is nested too deeply (${counts.depth} levels; at most ${depth}).`);
        if (counts.rootFields > limits.rootFields) {
          refuse(node, 'TOO_MANY_FIELDS', `Too many operations in one request (${counts.rootFields}; at most ${limits.rootFields}).`);
        }
        if (counts.aliases > limits.aliases) {
          refuse(node, 'TOO_MANY_ALIASES', `Too many aliases in one request (${counts.aliases}; at most ${limits.aliases}).`);
        }
        if (counts.directives > limits.directives) {
          refuse(node, 'TOO_MANY_DIRECTIVES', `Too many directives in one request (${counts.directives}; at most ${limits.directives}).`);
        }
      },
    };
  };
}

/**
 * Apollo Server reports every validation-rule error as `GRAPHQL_VALIDATION_FAILED`, overwriting the
 * code the rule set. Used as `formatError`, this puts back a rule's own code (`QUERY_TOO_DEEP`,
 * `TOO_MANY_FIELDS`...) so clients can branch on it (style rule 8), and names Apollo's own
 * {@link MAX_SELECTIONS} refusal `QUERY_TOO_LARGE`; other errors pass unchanged.
 */
export function restoreValidationCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'GRAPHQL_VALIDATION_FAILED' || !(error instanceof GraphQLError)) return formatted;
  const original = error.originalError;
  if (original instanceof GraphQLError && original.extensions?.validationErrorCode === 'MAX_RECURSIVE_SELECTIONS_EXCEEDED') {
    return {
      message: `Query selects too much once its fragments are expanded (at most ${MAX_SELECTIONS} selections).`,
      extensions: { code: 'QUERY_TOO_LARGE' },
    };
  }
  const code = original instanceof GraphQLError ? original.extensions?.code : undefined;
  if (typeof code !== 'string' || code === formatted.extensions.code) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code } };
}

/** Largest cost accepted (see {@link listAwareEstimator}); the client's heaviest operation costs far less. */
export const MAX_QUERY_COST = 10_000;
/** Most root fields in one operation (aliases, inline fragments and spreads included). */
export const MAX_ROOT_FIELDS = 20;
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
 * Apollo Server plugin refusing an operation whose cost (`estimators`, by default {@link listAwareEstimator},
 * with the request's variables) is above `max`, before anything runs: code `QUERY_TOO_COSTLY`, HTTP 400.
 * It fails closed: variables that do not fit the operation are refused here (`BAD_USER_INPUT`, as execution
 * would), and any other failure to compute the cost refuses the request (`QUERY_NOT_ANALYSED`, HTTP 400).
 * graphql-query-complexity walks each spread of a fragment again; that work is bounded because Apollo's
 * {@link MAX_SELECTIONS} check has already refused any larger expansion.
 */
export function costLimitPlugin(max: number, estimators: ComplexityEstimator[] = [listAwareEstimator]): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          // No operation (unknown operationName): Apollo refuses the request next, and nothing runs.
          if (!operation) return;
          const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
          if (coerced.errors) {
            throw new GraphQLError(coerced.errors.map((e) => e.message).join(' '), {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              variables: request.variables ?? {},
              operationName: request.operationName ?? undefined,
              estimators,
            });
          } catch {
            throw new GraphQLError('The query could not be checked against the cost limit, so it was refused.', {
              extensions: { code: 'QUERY_NOT_ANALYSED', http: { status: 400 } },
            });
          }
          if (!Number.isFinite(cost) || cost > max) {
            const shown = Number.isFinite(cost) ? cost : Number.MAX_SAFE_INTEGER;
            throw new GraphQLError(`Query is too costly (${shown}; at most ${max}). Ask for fewer rows or fields.`, {
              extensions: { code: 'QUERY_TOO_COSTLY', cost: shown, maxCost: max, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
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
