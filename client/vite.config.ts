/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { compression } from 'vite-plugin-compression2';
import { catalogIsland } from './build/catalog-island';
import { bootChunk, routeHints, type RouteHint } from './build/chunking';
import { LANDING_FIRST_PAINT_QUERIES } from './src/features/landing/graphql/first-paint-queries';
import { HERO_MAIN_SIZES } from './src/features/landing/hero-sizes';
import { precompileMessages } from './src/i18n/precompile';
import { ROUTES } from './src/lib/site';

const API = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * Build only: every translation file's ICU messages are parsed here (src/i18n/precompile.ts), so the bundle ships
 * syntax trees and no ICU parser (the alias below swaps it for formatjs's `no-parser` build).
 */
function precompileTranslations(): Plugin {
  return {
    name: 'freshfuel-precompile-icu',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(precompileMessages(JSON.parse(code))), map: null };
    },
  };
}

const boot = bootChunk();

/**
 * The staff grids most opened by a typed address or a reload: their HTML names the dashboard's layout, Apollo's client, the page, ag-grid
 * and the page's translations, which otherwise load one after another (entry, layout, page, translations) before the
 * grid's query can start. Anyone may fetch these files (the server still refuses the data to non-staff).
 */
const STAFF_GRID_HINTS: Record<string, RouteHint> = Object.fromEntries(
  (
    [
      ['orders', 'OrdersPage'],
      ['customers', 'CustomersPage'],
    ] as const
  ).map(([path, page]) => [
    `${ROUTES.dashboard}/${path}`,
    {
      page: `src/features/admin/pages/${page}.tsx`,
      also: ['src/app/layouts/DashboardLayout.tsx', 'src/lib/apollo-client.ts'],
      namespaces: ['admin', 'dataGrid'],
    },
  ]),
);

/**
 * The public routes whose HTML names their page's files up front (client/build/chunking.ts; the server adds the
 * tags to the route's HTML). Pages and namespaces as in src/app/router.tsx; the build fails if a page is not found.
 */
const ROUTE_HINTS: Record<string, RouteHint> = {
  [ROUTES.home]: {
    page: 'src/features/landing/pages/LandingPage.tsx',
    namespaces: ['landing'],
    image: {
      srcsetOf: /\/assets\/hero-main-[\w-]+\.avif \d+w(,\s*\/assets\/hero-main-[\w-]+\.avif \d+w)*/,
      sizes: HERO_MAIN_SIZES,
      type: 'image/avif',
    },
    // No module of Apollo Client but its public `@apollo/client/errors` entry (the error classes lib/graphql-errors.ts
    // reads, for the sections' error states): the page paints from its HTML's catalog island, and the entry uses none.
    forbid: /[\\/]node_modules[\\/]@apollo[\\/]client[\\/](?!errors[\\/])/,
  },
  [ROUTES.plans]: { page: 'src/features/catalog/pages/PlansPage.tsx', namespaces: ['catalog'] },
  [ROUTES.menu]: { page: 'src/features/catalog/pages/MenuPage.tsx', namespaces: ['catalog'] },
  [ROUTES.blog]: { page: 'src/features/blog/pages/BlogListPage.tsx', namespaces: ['blog'] },
  [ROUTES.corporate]: { page: 'src/features/content/pages/CorporatePage.tsx', namespaces: ['content'] },
  [ROUTES.ambassador]: { page: 'src/features/content/pages/AmbassadorPage.tsx', namespaces: ['content'] },
  [ROUTES.contact]: { page: 'src/features/content/pages/ContactPage.tsx', namespaces: ['content'] },
  [ROUTES.login]: { page: 'src/features/auth/pages/LoginPage.tsx', namespaces: ['auth'] },
  [ROUTES.signUp]: { page: 'src/features/auth/pages/SignUpPage.tsx', namespaces: ['auth'] },
  ...STAFF_GRID_HINTS,
};

/**
 * Left out of the boot chunk although the entry reaches them: the GraphQL documents (reached through the generated
 * barrel, which re-exports all of them) and date-fns (a few functions at boot, many on lazy pages). In the boot chunk
 * every lazy page's use would be served from it and kept there; left to the automatic split, each goes with its users.
 */
const NOT_BOOT = /[\\/]src[\\/]generated[\\/]|[\\/]node_modules[\\/]date-fns[\\/]/;

/**
 * Small app modules that two or more lazy pages share (UI parts, helpers): one chunk, not dozens. The landing page
 * loads it, so {@link NOT_SHARED} keeps out the helpers that bring a library it does not need.
 */
const SHARED_APP_MODULE = /[\\/]src[\\/](components[\\/]ui|lib|i18n)[\\/]/;

/**
 * Left to their users: dates (date-fns), the form schemas and the address form (yup), Stripe.js's loader, and the
 * modules that create Apollo's client or call its hooks (the landing page runs without Apollo, see src/lib/apollo-on-demand.ts; the
 * build checks it through the route hints' `forbid`).
 */
const NOT_SHARED =
  /[\\/]src[\\/]lib[\\/](dates|field-schemas|delivery-address|apollo-client|use-mutation-field|stripe|hooks[\\/]use-(delivery-address|notifications|saved-allergens|set-my-language|legal-versions|payment-config))\.ts$/;

/**
 * Apollo Client and the packages it brings (rxjs, graphql-js, optimism, @wry/*), by package name: one chunk for every
 * page that loads it. The entry imports none of them (the session's state is in lib/store.ts, Apollo's context is
 * looked up only once its chunk has loaded: lib/apollo-on-demand.ts).
 */
const APOLLO_PACKAGE = /[\\/]node_modules[\\/](@apollo[\\/]client|@wry|rxjs|graphql|optimism)[\\/]/;

/**
 * The form parts two or more pages share (fields, submit button, error summary) with formik and yup: one chunk for
 * every form page. The heavy inputs (date picker, phone input, rich text, image upload) stay with their pages.
 */
const SHARED_FORM_MODULE =
  /[\\/]src[\\/]components[\\/]form[\\/](?!(SingleDatePicker|use-date-picker-locale|PhoneField|RichTextEditor|ImageUpload|ProfileImageInput|DeliveryAddressForm)\.)/;

/**
 * Dev server on :5173 proxies /api, /graphql and /uploads to the Nest server; `npm start` serves the build from Nest.
 * The build writes a brotli (`.br`) and a gzip (`.gz`) twin of every text asset over 1 KB (the server picks one by
 * Accept-Encoding), and imagetools turns `?w=...&format=...` image imports into responsive AVIF/WebP files.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    boot.plugin,
    routeHints(ROUTE_HINTS),
    catalogIsland({ [ROUTES.home]: LANDING_FIRST_PAINT_QUERIES }),
    precompileTranslations(),
    react(),
    // Only imports that ask for a transform (a query string) are processed; plain SVG imports stay as they are.
    imagetools({ include: /^[^?]+\.(svg|png|jpe?g|webp)\?.+$/ }),
    compression({
      include: /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: ['gzip', 'brotliCompress'],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': API, '/graphql': API, '/uploads': API },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: (id) => boot.isBoot(id) && !NOT_BOOT.test(id), priority: 20 },
            { name: 'shared', test: (id) => SHARED_APP_MODULE.test(id) && !NOT_SHARED.test(id), minShareCount: 2, priority: 10 },
            { name: 'forms', test: SHARED_FORM_MODULE, minShareCount: 2, priority: 10 },
            { name: 'apollo', test: APOLLO_PACKAGE, priority: 5 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Worker threads, two at once: each file still gets its own jsdom and module graph (isolation on),
    // but vitest's default on a 2-core machine is one fork, and building jsdom and importing the app's
    // modules dominate the run (121 s in one fork, 77 s in two threads, same 309 tests).
    pool: 'threads',
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
}));
