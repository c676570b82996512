import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths the SPA fallback must never answer. */
const SERVER_PATHS = /^\/(api|graphql|uploads|metrics)(\/|$)/;

/** Content-hashed build output (Vite's `assets/` folder): a new build gives new names. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** Responses at least this large (bytes) are compressed on the fly when not already compressed. */
export const DYNAMIC_COMPRESSION_THRESHOLD = 1024;

/**
 * Public routes of spec section 2 that search engines may index, in sitemap order. Sign-in,
 * checkout and dashboard routes are left out (and disallowed in robots.txt).
 */
export const INDEXABLE_ROUTES = ['/', '/plans_and_packages', '/menu', '/blog', '/corporate', '/ambassador', '/contact', '/collect_data_for_nutrition_calculation'] as const;

/** Routes crawlers are asked to skip: private or transactional screens. */
const DISALLOWED = ['/dashboard', '/checkout', '/cart', '/subscription', '/update_user_menu', '/order-confirmation', '/payment/', '/otp_verification', '/api/', '/graphql'];

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** `robots.txt`: everything public allowed, private screens disallowed, the sitemap's absolute URL. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin(publicUrl)}/sitemap.xml`, ''].join('\n');
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
export function serveWebDelivery(app: NestExpressApplication, opts: { publicUrl: string; dist?: string }): void {
  app.use('/robots.txt', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { next(); return; }
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(opts.publicUrl));
  });
  app.use('/sitemap.xml', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { next(); return; }
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(sitemapXml(opts.publicUrl));
  });
  const { dist } = opts;
  if (!dist) return;
  app.use(
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path) || !req.accepts('html')) { next(); return; }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(resolve(dist, 'index.html'));
  });
}
