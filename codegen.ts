import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generates typed documents for the client from the committed `schema.graphql` and the operations
 * in `client/src/features/** /graphql/*.graphql` (style rule 7). Output: `client/src/generated/` only.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: true },
      },
    },
  },
  // Each document in a module of its own, so a page's chunk carries only the documents it uses.
  hooks: { afterAllFileWrite: ['node scripts/split-generated-documents.mjs'] },
};

export default config;
