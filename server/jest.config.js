/** Jest for the ESM NestJS server (see ../shared/stack-notes.md): ts-jest in ESM mode, `.js` imports mapped back to `.ts`. */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  // sanitize-html: see test/setup/sanitize-html.ts (Jest on Node 20 cannot require the ESM-only htmlparser2).
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^sanitize-html$': '<rootDir>/test/setup/sanitize-html.ts' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } }] },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  testTimeout: 30000,
};
