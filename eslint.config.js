// ESLint flat config for both workspaces (docs/decisions/0031-module-boundaries-lint-and-formatting.md).
// `npm run lint` checks both workspaces and the root scripts (in CI, 0 warnings); `npm run lint:client` the client alone.
// CommonJS because the root package is not an ES module project (codegen.ts and the e2e config load as CJS).
const js = require('@eslint/js');
const prettier = require('eslint-config-prettier');
const boundaries = require('eslint-plugin-boundaries');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');

/**
 * What one server module may import from another: its Nest module and services (the public API),
 * its types, errors, pure rules, HTTP interceptors and DTOs. Repositories, Mongoose schemas and helpers stay private.
 */
const SERVER_MODULE_PUBLIC = ['*.module.ts', '*.service.ts', '*.types.ts', '*.errors.ts', '*.rules.ts', '*.interceptor.ts', 'dto/**'];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-check/**',
      '**/coverage/**',
      '.data/**',
      '.tools/**',
      'client/src/generated/**',
      'server/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,

  // TypeScript, type-checked, in both workspaces.
  {
    files: ['server/**/*.ts', 'client/**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
    },
    rules: {
      // Numbers and booleans in template literals read naturally in messages and ids (`${count} meals`).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // Unused arguments named with a leading underscore are deliberate (framework signatures).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },

  // Server: NestJS idioms.
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      // Nest modules are classes with only decorators (`@Module({...}) export class XModule {}`).
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      // Code-first GraphQL object types and Mongoose subdocuments are classes only to carry their
      // decorators; they are never constructed: services return plain objects of their shape (Apollo
      // serializes by field) and lean reads return plain objects, so these two rules flag the idiom.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      '@typescript-eslint/no-misused-spread': 'off',
      // `!` marks a value an invariant guarantees (a regex group that matched, a map filled a line
      // above, an index inside its bounds); a runtime check there could never fail.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Stored documents and request payloads are typed by what the schema promises, but older
      // documents and untyped callers (REST, webhooks) can still lack a field: defensive checks stay.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // `() => void promise` and `(x) => set.add(x)` shorthands read clearly.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `a || b` on strings is deliberate where an empty string means "not given" (query params, env).
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true, boolean: true } }],
      // Mongoose stores enum fields as strings typed per field; they meet the TypeScript enums at the
      // edges (lean reads, seeds, aggregation keys), where the comparison or cast is the point.
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // Apollo Server plugin hooks are declared async by their interface even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      // `if (!x || x.owner !== id) throw` reads as the two checks it is and narrows `x` below.
      '@typescript-eslint/prefer-optional-chain': 'off',
      // Rejection handlers name the error they expect (a Node or driver error) to read its message.
      '@typescript-eslint/use-unknown-in-catch-callback-variable': 'off',
    },
  },

  // class-transformer hands `@Transform` callbacks `value: any`, and Nest's reflection (route metadata
  // for the permissions list and the audit trail) returns `any`: these files are the typed boundary.
  {
    files: [
      'server/src/**/dto/*.ts',
      'server/src/common/validation/transforms.ts',
      'server/src/common/paging/page-args.ts',
      'server/src/common/auth/permissions.explorer.ts',
      'server/src/modules/audit/audit.interceptor.ts',
      'server/src/modules/audit/audit.registry.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // Server tests: response bodies from supertest and GraphQL are `any` by design (the assertions
  // check their shape), and a test may assume the lookup it just made succeeded (it fails loudly if not).
  {
    files: ['server/test/**/*.ts', 'server/**/*.spec.ts'],
    languageOptions: { globals: globals.jest },
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // jest idioms: `expect(obj.method)` spies, deleting a field to build a bad payload, unused
      // destructured fixtures, index loops over paired arrays, String() over header values.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/prefer-for-of': 'off',
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // Purely stylistic in tests (a redundant `!`, `obj['key']`, `indexOf` checks); the test files
      // are left as their authors wrote them rather than rewritten by --fix across every branch.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/dot-notation': 'off',
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/prefer-includes': 'off',
    },
  },

  // Server module boundaries: another module is reached only through its public files.
  {
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'server/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'server/src/modules/*', capture: ['name'] },
        { type: 'server-common', pattern: 'server/src/common/*', capture: ['name'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-module' } },
              disallow: { to: { element: { type: 'server-module', captured: { name: '!{{ from.captured.name }}' } } } },
            },
            {
              from: { element: { type: 'server-module' } },
              allow: { to: { element: { type: 'server-module', fileInternalPath: SERVER_MODULE_PUBLIC } } },
            },
          ],
          message:
            'Another module is reached through its *.module.ts / *.service.ts (or its *.types.ts, *.errors.ts, *.rules.ts, *.interceptor.ts, dto/): repositories, schemas and helpers are private',
        },
      ],
    },
  },

  // Client: React hooks, accessibility, feature boundaries.
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'client/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'generated', pattern: 'client/src/generated' },
        { type: 'feature-data', pattern: 'client/src/features/*/hooks', capture: ['feature'] },
        { type: 'feature-data', pattern: 'client/src/features/*/graphql', capture: ['feature'] },
        { type: 'feature', pattern: 'client/src/features/*', capture: ['feature'] },
        // The app shell's and the shared libraries' own operations (session, notifications, site
        // settings, delivery address) are wrapped by hooks here, as a feature's are in its hooks/.
        { type: 'shared-data', pattern: 'client/src/lib/hooks' },
        { type: 'shared', pattern: 'client/src/{app,components,lib}' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // A feature never imports another feature; shared pieces live in components/ or lib/.
            {
              from: { element: { type: ['feature', 'feature-data'] } },
              disallow: { to: { element: { type: ['feature', 'feature-data'], captured: { feature: '!{{ from.captured.feature }}' } } } },
            },
            // Generated operations and types only through a feature's hooks/ and graphql/ folders (or lib/hooks/).
            {
              from: { element: { type: ['feature', 'shared'] } },
              disallow: { to: { element: { type: 'generated' } } },
            },
          ],
          message:
            "Client features never import each other, and client/src/generated is imported only by a feature's hooks/ or graphql/ (lib/hooks/ for the app shell and lib/)",
        },
      ],
      // `onClick={() => setOpen(false)}`: a JSX handler written as an arrow shorthand returning a void
      // call is the React idiom; statements and returns of void calls are still reported.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // As on the server: `user.image || AVATAR_PLACEHOLDER`, `params.get('sortBy') || undefined`: an empty
      // string means "not given" (form values, URL parameters, optional texts), so `||` is the intent.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true, boolean: true } }],
      // A toggle card's label wraps its checkbox and a name three elements deep (label > span > span > text).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // A button is components/ui/Button.tsx (`btn btn-<variant>`, type="button" unless asked, one busy state), not a
      // hand-written `<button className="btn …">`: a literal or template text holding `btn` anywhere in a <button>'s
      // className (a ternary's branches too) is reported. Links styled as buttons keep `className="btn …"`.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='className'] Literal[value=/\\bbtn\\b/]",
          message: 'Use <Button variant=…> from client/src/components/ui/Button.tsx instead of <button className="btn …">',
        },
        {
          selector: "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='className'] TemplateElement[value.raw=/\\bbtn\\b/]",
          message: 'Use <Button variant=…> from client/src/components/ui/Button.tsx instead of <button className={`btn …`}>',
        },
      ],
      // The server's code stays out of the bundle; its limits and the site's routes come through lib/limits.ts and
      // lib/site.ts (docs/architecture.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message:
                "The client reads the server's limits, routes and money arithmetic through client/src/lib/limits.ts, lib/site.ts and lib/money-rules.ts only",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/lib/limits.ts', 'client/src/lib/site.ts', 'client/src/lib/money-rules.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Button itself renders the <button>.
  {
    files: ['client/src/components/ui/Button.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },

  // Client tests: Apollo's MockedProvider matches a mock by its operation document, so a test imports
  // the generated documents it mocks (features still never import each other), and a test may assume
  // the element or call it just looked up exists (`container.querySelector('img')!`): it fails loudly if not.
  {
    files: ['client/**/*.test.{ts,tsx}', 'client/**/__tests__/**/*.{ts,tsx}', 'client/src/test/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.vitest },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: ['feature', 'feature-data'] } },
              disallow: { to: { element: { type: ['feature', 'feature-data'], captured: { feature: '!{{ from.captured.feature }}' } } } },
            },
          ],
          message: 'Client features never import each other, not even from their tests',
        },
      ],
    },
  },

  // Plain JavaScript at the root (scripts, this config).
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },

  // Formatting belongs to Prettier.
  prettier,
);
