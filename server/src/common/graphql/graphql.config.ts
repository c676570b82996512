import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { AppConfig } from '../config/config.schema.js';
import { unknownAllergenMessage } from '../allergens/allergen.js';
import { closedListLiteralError, closedListPlugin, type ClosedLists } from './closed-lists.js';
import { controlCharacterPlugin } from './control-characters.js';
import {
  INTROSPECTION_MAX_DEPTH,
  MAX_ALIASES,
  MAX_DIRECTIVES,
  MAX_QUERY_COST,
  MAX_ROOT_FIELDS,
  MAX_SELECTIONS,
  MAX_TOKENS,
  costLimitPlugin,
  hideSuggestions,
  operationLimitsRule,
  restoreValidationCode,
  tooLargeCode,
} from './limits.js';

/** The committed schema at the repository root (style rule 7). */
export const SCHEMA_FILE = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../schema.graphql');

/** Enums whose unknown values are VALIDATION_FAILED (a closed list the user picks from), not BAD_USER_INPUT. */
const CLOSED_LISTS: ClosedLists = { Allergen: unknownAllergenMessage };

/**
 * Code-first GraphQL at `/graphql`: sorted schema (written to the repository root when
 * GRAPHQL_WRITE_SCHEMA is set), Apollo Sandbox and introspection outside production only; batched HTTP
 * requests stay off, so one operation per request. Cost limits (ASVS 13.4, OWASP GraphQL cheat sheet),
 * cheapest first: at most MAX_TOKENS tokens (the parser stops there); at most MAX_SELECTIONS selections
 * once fragments are expanded (Apollo's memoised count, run with graphql-js's own rules; the rules below
 * run only on documents that pass); depth, root fields, aliases and directives counted through every
 * fragment, each fragment measured once; then the list-aware cost with the request's variables. Every
 * check fails closed. Production also drops "Did you mean" field suggestions from errors.
 */
export function graphqlOptions(cfg: AppConfig): ApolloDriverConfig {
  const production = cfg.NODE_ENV === 'production';
  return {
    driver: ApolloDriver,
    path: '/graphql',
    autoSchemaFile: cfg.GRAPHQL_WRITE_SCHEMA ? SCHEMA_FILE : true,
    sortSchema: true,
    playground: false,
    introspection: !production,
    plugins: [
      controlCharacterPlugin(),
      closedListPlugin(CLOSED_LISTS),
      costLimitPlugin(MAX_QUERY_COST),
      // No field carries an Apollo cache hint (the catalog cache decides what is cached, see catalog-cache/), so
      // Apollo's cache-control plugin, on by default, only cost a hook on every resolved field.
      ApolloServerPluginCacheControlDisabled(),
      ...(production ? [] : [ApolloServerPluginLandingPageLocalDefault({ embed: true })]),
    ],
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    maxRecursiveSelections: MAX_SELECTIONS,
    validationRules: [
      operationLimitsRule({
        depth: cfg.GRAPHQL_MAX_DEPTH,
        introspectionDepth: production ? cfg.GRAPHQL_MAX_DEPTH : INTROSPECTION_MAX_DEPTH,
        rootFields: MAX_ROOT_FIELDS,
        aliases: MAX_ALIASES,
        directives: MAX_DIRECTIVES,
      }),
    ],
    formatError: (formatted, error) => {
      const coded = closedListLiteralError(tooLargeCode(restoreValidationCode(formatted, error)), CLOSED_LISTS);
      return production ? hideSuggestions(coded) : coded;
    },
    context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
    includeStacktraceInErrorResponses: false,
  };
}
