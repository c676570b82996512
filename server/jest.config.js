import { createRequire } from 'node:module';

/**
 * Jest for the ESM NestJS server (see ../shared/stack-notes.md): TypeScript compiled by SWC in ESM mode
 * (legacy decorators with their `design:*` metadata, as tsc emits them for Nest and Mongoose), `.js`
 * imports mapped back to `.ts`. SWC only strips types: `npm run typecheck` is the type check.
 */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  rootDir: '.',
  // The Node environment, with the app's logs shown only for a failing test.
  testEnvironment: '<rootDir>/test/setup/log-capture-environment.js',
  extensionsToTreatAsEsm: ['.ts'],
  // sanitize-html: see test/setup/sanitize-html.ts (Jest's loader cannot require the ESM-only htmlparser2).
  // libphonenumber-js: its CommonJS build, since its ES build imports JSON without an import attribute (a
  // deprecation warning per importing file under Jest); the two builds share the same code and metadata.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^sanitize-html$': '<rootDir>/test/setup/sanitize-html.ts',
    '^libphonenumber-js/max$': createRequire(import.meta.url).resolve('libphonenumber-js/max'),
  },
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  testTimeout: 30000,
};
