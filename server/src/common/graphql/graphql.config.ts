import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { AppConfig } from '../config/config.schema.js';
import { depthLimitRule, restoreValidationCode, rootFieldLimitRule } from './limits.js';

/** The committed schema at the repository root (style rule 7). */
export const SCHEMA_FILE = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../schema.graphql');

/**
 * Code-first GraphQL at `/graphql` (issue 2 §3): sorted schema (written to the repository root when
 * GRAPHQL_WRITE_SCHEMA is set), Apollo Sandbox and introspection outside production only, query depth limit and a cap
 * on root fields; batched HTTP requests stay off, so one operation per request.
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
    plugins: production ? [] : [ApolloServerPluginLandingPageLocalDefault({ embed: true })],
    allowBatchedHttpRequests: false,
    validationRules: [depthLimitRule(cfg.GRAPHQL_MAX_DEPTH), rootFieldLimitRule(20)],
    formatError: restoreValidationCode,
    context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
    includeStacktraceInErrorResponses: false,
  };
}
