import { routeHintTags, type BundleItem } from './chunking';

const chunk = (fileName: string, extra: Partial<Extract<BundleItem, { type: 'chunk' }>> = {}): BundleItem => ({
  type: 'chunk',
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  code: '',
  ...extra,
});

/** An entry that loads `react`; a page that needs `react` (already loaded), `shared` and its own CSS; messages. */
const bundle: Record<string, BundleItem> = {
  'assets/index-A.js': chunk('assets/index-A.js', {
    isEntry: true,
    imports: ['assets/react-B.js'],
    code: 'const s="/assets/hero-main-1.avif 360w, /assets/hero-main-2.avif 560w";',
  }),
  'assets/react-B.js': chunk('assets/react-B.js'),
  'assets/MenuPage-C.js': chunk('assets/MenuPage-C.js', {
    facadeModuleId: '/app/client/src/features/catalog/pages/MenuPage.tsx',
    imports: ['assets/react-B.js', 'assets/shared-D.js'],
    viteMetadata: { importedCss: new Set(['assets/MenuPage-C.css']) },
  }),
  'assets/shared-D.js': chunk('assets/shared-D.js', { viteMetadata: { importedCss: new Set(['assets/shared-D.css']) } }),
  'assets/catalog-E.js': chunk('assets/catalog-E.js', { facadeModuleId: '/app/client/src/features/catalog/locales/en/catalog.json' }),
  'assets/catalog-F.js': chunk('assets/catalog-F.js', { facadeModuleId: '/app/client/src/features/catalog/locales/ar/catalog.json' }),
  'assets/hero.avif': { type: 'asset', fileName: 'assets/hero.avif' },
};

describe('routeHintTags', () => {
  it("lists a page's chunks the entry does not load, their CSS as non-blocking preloads and its English messages", () => {
    const tags = routeHintTags(bundle, { '/menu': { page: 'src/features/catalog/pages/MenuPage.tsx', namespaces: ['catalog'] } })['/menu'];
    const hrefs = [...tags.matchAll(/<link rel="(\w+)"(?: as="(\w+)")? crossorigin href="([^"]+)">/g)].map(
      ([, rel, as, href]) => `${rel}${as ? `:${as}` : ''} ${href}`,
    );
    expect(hrefs).toEqual([
      'modulepreload /assets/MenuPage-C.js',
      'modulepreload /assets/shared-D.js',
      'modulepreload /assets/catalog-E.js',
      'preload:style /assets/MenuPage-C.css',
      'preload:style /assets/shared-D.css',
    ]);
    expect(tags).not.toMatch(/react-B|index-A|catalog-F|rel="stylesheet"/);
  });

  it("lists the chunks of the modules the route renders before its page (a layout), then the page's", () => {
    const withLayout: Record<string, BundleItem> = {
      ...bundle,
      'assets/Layout-G.js': chunk('assets/Layout-G.js', {
        facadeModuleId: '/app/client/src/app/layouts/Layout.tsx',
        imports: ['assets/react-B.js', 'assets/apollo-H.js'],
      }),
      'assets/apollo-H.js': chunk('assets/apollo-H.js'),
    };
    const hint = { page: 'src/features/catalog/pages/MenuPage.tsx', also: ['src/app/layouts/Layout.tsx'], namespaces: [] };
    const tags = routeHintTags(withLayout, { '/staff': hint })['/staff'];
    const preloaded = [...tags.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(([, href]) => href);
    expect(preloaded).toEqual(['/assets/Layout-G.js', '/assets/apollo-H.js', '/assets/MenuPage-C.js', '/assets/shared-D.js']);
    expect(() => routeHintTags(withLayout, { '/staff': { ...hint, also: ['src/app/layouts/Gone.tsx'] } })).toThrow(/no chunk for \/staff/);
  });

  it('preloads the largest image at high priority from the srcset found in the built code', () => {
    const tags = routeHintTags(bundle, {
      '/': {
        page: 'src/features/catalog/pages/MenuPage.tsx',
        namespaces: [],
        image: {
          srcsetOf: /\/assets\/hero-main-\d\.avif \d+w(,\s*\/assets\/hero-main-\d\.avif \d+w)*/,
          sizes: '100vw',
          type: 'image/avif',
        },
      },
    })['/'];
    expect(tags).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/assets/hero-main-1.avif 360w, /assets/hero-main-2.avif 560w" imagesizes="100vw" fetchpriority="high" data-hero-preload>',
    );
  });

  it('fails the build when a route names a page or an image the bundle does not have', () => {
    expect(() => routeHintTags(bundle, { '/gone': { page: 'src/pages/Gone.tsx', namespaces: [] } })).toThrow(/no chunk for \/gone/);
    expect(() =>
      routeHintTags(bundle, {
        '/menu': {
          page: 'src/features/catalog/pages/MenuPage.tsx',
          namespaces: [],
          image: { srcsetOf: /nothing\.webp/, sizes: '1px', type: 'image/webp' },
        },
      }),
    ).toThrow(/no image/);
  });

  it("fails the build when a route's first load (entry, page and their imports) contains a module it forbids", () => {
    const withModules: Record<string, BundleItem> = {
      ...bundle,
      'assets/react-B.js': chunk('assets/react-B.js', { moduleIds: ['/app/node_modules/react/index.js'] }),
      'assets/shared-D.js': chunk('assets/shared-D.js', { moduleIds: ['/app/node_modules/@apollo/client/core/ApolloClient.js'] }),
    };
    const menu = { page: 'src/features/catalog/pages/MenuPage.tsx', namespaces: [] };
    expect(() => routeHintTags(withModules, { '/menu': { ...menu, forbid: /@apollo[\\/]client[\\/]core/ } })).toThrow(
      "route hints: /menu's first load contains /app/node_modules/@apollo/client/core/ApolloClient.js",
    );
    expect(() => routeHintTags(withModules, { '/menu': { ...menu, forbid: /node_modules[\\/]react-dom/ } })).not.toThrow();
    expect(() => routeHintTags(withModules, { '/menu': { ...menu, forbid: /node_modules[\\/]react[\\/]/ } })).toThrow(/react\/index\.js/);
  });
});
