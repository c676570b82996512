import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { DISALLOWED_PATHS, INDEXABLE_ROUTES } from './site.js';

/** Paths the SPA fallback must never answer. */
const SERVER_PATHS = /^\/(api|graphql|uploads|metrics)(\/|$)/;

/** Content-hashed build output (Vite's `assets/` folder): a new build gives new names. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** Responses at least this large (bytes) are compressed on the fly when not already compressed. */
export const DYNAMIC_COMPRESSION_THRESHOLD = 1024;

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** `robots.txt`: everything public allowed, private screens disallowed, the sitemap's absolute URL. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `sitemap.xml` (sitemaps.org 0.9) listing `INDEXABLE_ROUTES` under `publicUrl`. */
export function sitemapXml(publicUrl: string): string {
  const urls = INDEXABLE_ROUTES.map((p) => `  <url><loc>${origin(publicUrl)}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Compression of dynamic answers above {@link DYNAMIC_COMPRESSION_THRESHOLD} (gzip or brotli by
 * `Accept-Encoding`). Mount it before anything that reads or replays answer bodies (the catalog cache):
 * those then see the plain body, and what they send is compressed on the way out.
 */
export function compressDynamicAnswers() {
  return compression({ threshold: DYNAMIC_COMPRESSION_THRESHOLD });
}

/**
 * HTTP delivery of everything that is not an API answer:
 * - `robots.txt` and `sitemap.xml` built from `PUBLIC_URL`;
 * - when `dist` is given (the built client), its files with the build's `.br`/`.gz` twins chosen
 *   by `Accept-Encoding` (Vary: Accept-Encoding), hashed `assets/*` cached for a year as immutable,
 *   other files for an hour, and the SPA fallback `index.html` with `Cache-Control: no-cache`.
 * Must run before any route is registered (configureApp does it before `app.init()`).
 */
/** How long a page waits for its boot data before it is sent without (the client then asks itself). */
const BOOT_DATA_WAIT_MS = 300;

/**
 * `html` with `json` (JSON text) as a JSON island before `</head>`: `<script id="ff-boot" type="application/json">`,
 * which runs nothing (so the Content-Security-Policy allows it) and which the client reads before its first render.
 * Every `<` is written `\u003c` (the same JSON), so no value can close the element.
 */
export function withBootData(html: string, json: string): string {
  return withHeadTags(html, `<script id="ff-boot" type="application/json">${json.replace(/</g, '\\u003c')}</script>`);
}

/**
 * The build's route hints (`dist/route-hints.json`, written by client/build/chunking.ts): for a public route, the
 * `<link>` tags of the files its page needs right after the entry (page chunk, its CSS, its translations, the hero
 * image), so the browser fetches them in parallel with the entry. Empty when the build has none.
 */
export function readRouteHints(dist: string): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(resolve(dist, 'route-hints.json'), 'utf8'));
    if (!parsed || typeof parsed !== 'object') return new Map();
    return new Map(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return new Map();
  }
}

/**
 * `html` with `tags` (build output, or the escaped boot data) inserted before `</head>`. A replacer function, so a
 * `$&` or `$'` inside the tags is inserted as written rather than read as a replacement pattern.
 */
export function withHeadTags(html: string, tags: string | undefined): string {
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
}

/** `work`'s answer, or null when it fails or takes longer than `ms`. */
async function within<T>(work: () => Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<null>((done) => {
        timer = setTimeout(() => {
          done(null);
        }, ms);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function serveWebDelivery(
  app: NestExpressApplication,
  opts: {
    publicUrl: string;
    dist?: string;
    /**
     * Data a route's first paint needs as JSON text (the catalog island, see catalog-island.ts), embedded in its HTML
     * so the page paints without a GraphQL round trip. Null, a failure or more than 300 ms sends the page without it.
     */
    bootData?: (route: string, req: Request, res: Response) => Promise<string | null>;
  },
): void {
  /** Answers GET and HEAD of `path` with `body()` as `type`, cached for an hour; other methods pass on. */
  const textFile = (path: string, type: string, body: () => string) =>
    app.use(path, (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        next();
        return;
      }
      res.type(type).setHeader('Cache-Control', 'public, max-age=3600');
      res.send(body());
    });
  textFile('/robots.txt', 'text/plain', () => robotsTxt(opts.publicUrl));
  textFile('/sitemap.xml', 'application/xml', () => sitemapXml(opts.publicUrl));
  const { dist } = opts;
  if (!dist) return;
  const staticFiles = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    },
  });
  // Only GET and HEAD outside the server's own paths can be a file: API and GraphQL requests skip the
  // file-system lookup altogether.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) {
      next();
      return;
    }
    staticFiles(req, res, next);
  });
  const indexFile = resolve(dist, 'index.html');
  // The built page itself (a build artefact, the same on every instance), read once.
  const indexHtml = readFileSync(indexFile, 'utf8');
  const hints = readRouteHints(dist);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The boot data is in the page's language: the visitor's language cookie, else Accept-Language.
    res.vary('Accept-Language');
    res.vary('Cookie');
    const route = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const html = withHeadTags(indexHtml, hints.get(route));
    const boot = opts.bootData;
    if (!boot) {
      res.type('html').send(html);
      return;
    }
    void within(() => boot(route, req, res), BOOT_DATA_WAIT_MS).then((data) => {
      res.type('html').send(data ? withBootData(html, data) : html);
    });
  });
}
