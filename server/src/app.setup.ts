import { afterResponseContext } from './common/http/after-response.js';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { Logger, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ApolloDriver } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { json } from 'express';
import helmet from 'helmet';
import { APP_CONFIG } from './common/config/config.tokens.js';
import type { AppConfig } from './common/config/config.schema.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { createValidationPipe } from './common/errors/validation.js';
import { RestMessageInterceptor } from './common/i18n/rest-message.interceptor.js';
import { CatalogCache } from './common/catalog-cache/catalog-cache.js';
import { graphqlCatalogCache, restCatalogCache } from './common/catalog-cache/catalog-cache.middleware.js';
import { catalogSurfaceOf } from './common/catalog-cache/catalog-surface.js';
import { PermissionsExplorer } from './common/auth/permissions.explorer.js';
import { GridFsStorage, UPLOADS_URL_PREFIX } from './modules/uploads/gridfs.storage.js';
import { UNPREFIXED_PATHS } from './common/http/unprefixed-paths.js';
import { Lifecycle } from './common/lifecycle/lifecycle.service.js';
import { httpMetricsMiddleware } from './common/metrics/http-metrics.middleware.js';
import { MetricsService } from './common/metrics/metrics.service.js';
import { operationLabel } from './common/metrics/operation-labels.js';
import { jsonDepthLimit, methodNotAllowed, refuseControlCharacters } from './common/http/request-limits.js';
import { closeRequestBodies, declareErrorAnswers, declareTextWithoutControls } from './common/http/openapi-errors.js';
import { compressDynamicAnswers, serveWebDelivery } from './common/web/client-assets.js';
import { catalogIslands, readIslandQueries, type RunIslandQuery } from './common/web/catalog-island.js';

/** Keeps the request's bytes as `req.rawBody`, as Nest's own JSON parser does with `rawBody: true`. */
function keepRawBody(req: IncomingMessage, _res: ServerResponse, buf: Buffer): void {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buf;
}

/**
 * Everything main.ts and the integration tests share: `/api` prefix, validation pipe, error filter,
 * security headers, OpenAPI at `/api/docs` (+ `/api/docs-json`) when API_DOCS is on, compression of dynamic answers,
 * robots.txt and sitemap.xml, and the built client (pre-compressed files, SPA fallback).
 */
export function configureApp(app: INestApplication): INestApplication {
  const express = app as NestExpressApplication;
  const cfg = app.get<AppConfig>(APP_CONFIG);
  // Only configured proxies may name the client's address (TRUST_PROXY; default: the socket address).
  express.set('trust proxy', cfg.TRUST_PROXY);
  // First, so they see every request: in-flight count for graceful shutdown, then HTTP metrics.
  express.use(app.get(Lifecycle).trackRequests);
  express.use(httpMetricsMiddleware(app.get(MetricsService)));
  // Which build answered: a rolling deploy or a rollback shows in every answer (docs/operations.md 4).
  express.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-App-Version', cfg.APP_VERSION);
    next();
  });
  // Work queued to run after the answer (mails that must not tell whether an account exists) waits for this response.
  express.use(afterResponseContext);
  express.setGlobalPrefix('api', { exclude: UNPREFIXED_PATHS });
  express.useGlobalPipes(createValidationPipe());
  express.useGlobalFilters(new AllExceptionsFilter());
  // REST success messages in the request's language (errors are translated by the filter above).
  express.useGlobalInterceptors(new RestMessageInterceptor());
  const production = cfg.NODE_ENV === 'production';
  // Security headers (ASVS 14.4). The Content-Security-Policy lets the SPA load scripts only from
  // itself and Stripe.js, frame only Stripe's payment frames, and call only itself and Stripe's API;
  // images may come from any https host (menu images are https URLs). Apollo Sandbox (GET /graphql,
  // development only) loads from Apollo's CDN, so that one page goes without the policy. HSTS in
  // production only (development is plain http on localhost).
  const csp = helmet.contentSecurityPolicy({
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': production ? [] : null,
    },
  });
  const baseHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const securityHeaders = (req: Request, res: Response, next: NextFunction) =>
    baseHeaders(req, res, (err?: unknown) => {
      if (err) {
        next(err);
        return;
      }
      if (!production && req.path === '/graphql' && req.method === 'GET') {
        next();
        return;
      }
      csp(req, res, next);
    });
  // Public catalog answers for anonymous callers straight from this instance's cache, right after the
  // request tracking and metrics (a hit replays the stored answer's headers, security headers included;
  // docs/decisions/0013-performance-at-scale.md).
  express.use(compressDynamicAnswers());
  const catalogCache = app.get(CatalogCache);
  // What the cache may serve: the operations marked @CatalogPublic() (checked public, a query or GET, not
  // reading the caller; otherwise the app does not start).
  const catalogSurface = catalogSurfaceOf(PermissionsExplorer.forApp(app).list('api'));
  const metrics = app.get(MetricsService);
  express.use(
    graphqlCatalogCache(
      catalogCache,
      catalogSurface,
      json({ limit: '1mb', verify: keepRawBody }),
      securityHeaders,
      (req, name, seconds) => {
        (req as Request & { graphqlOperation?: { name: string; type: string } }).graphqlOperation = {
          name: operationLabel(name),
          type: 'query',
        };
        metrics.observeGraphql(name, 'query', true, seconds);
      },
    ),
  );
  express.use(restCatalogCache(catalogCache, catalogSurface));
  express.use(securityHeaders);
  express.use(methodNotAllowed(express.getHttpAdapter().getInstance()));
  express.useBodyParser('json', { limit: '1mb' });
  express.use(jsonDepthLimit());
  // NUL and other control characters in a path, query string or body: a clear 400 before any handler.
  express.use(refuseControlCharacters(['/api/payments/webhook']));
  // Uploaded images from GridFS: content-hashed names, cached for a year with an ETag; a missing file
  // is a plain 404, never the SPA.
  express.use(UPLOADS_URL_PREFIX, app.get(GridFsStorage).serve);
  // robots.txt, sitemap.xml and the built client (pre-compressed twins, cache headers, SPA fallback);
  // see client-assets.ts. (Dynamic answers are compressed by the middleware mounted before the cache.)
  const dist = resolve(cfg.CLIENT_DIST);
  const built = existsSync(resolve(dist, 'index.html'));
  const islands = built
    ? catalogIslands(
        readIslandQueries(dist, catalogSurface.fields, (route, name) =>
          new Logger('WebDelivery').warn(`catalog island: ${name} (${route}) is not a public catalog query; left out`),
        ),
        runInRequest(app),
        catalogCache,
      )
    : undefined;
  serveWebDelivery(express, {
    publicUrl: cfg.PUBLIC_URL,
    dist: built ? dist : undefined,
    bootData: islands,
  });

  if (cfg.API_DOCS) serveApiDocs(app);

  return app;
}

/** Swagger UI at `/api/docs` and the OpenAPI JSON at `/api/docs-json`, built from the controllers' decorators. */
function serveApiDocs(app: INestApplication): void {
  const doc = declareTextWithoutControls(
    closeRequestBodies(
      declareErrorAnswers(
        SwaggerModule.createDocument(
          app,
          new DocumentBuilder()
            .setTitle('FreshFuel REST API')
            .setDescription(
              'REST shim over the GraphQL services for the /api paths the spec names. Money in AED with 2 decimals; dates in UTC.',
            )
            .setVersion('1.0')
            .addBearerAuth()
            .build(),
        ),
      ),
    ),
  );
  SwaggerModule.setup('api/docs', app, doc, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}

/**
 * Runs a first-paint query of the catalog island (common/web/catalog-island.ts) through the app's GraphQL server, in
 * the HTML request's context (its `Accept-Language` and address; an HTML request carries no token, so it runs as an
 * anonymous visitor): the same guards, cost limits and resolvers as the page's own request would meet. Data, or null
 * when the answer has errors.
 */
function runInRequest(app: INestApplication): RunIslandQuery {
  // Looked up at the first request: the GraphQL server exists only once the app has started.
  let graphql: ApolloDriver['instance'] | undefined;
  return async (q, req, res) => {
    graphql ??= app.get<GraphQLModule<ApolloDriver>>(GraphQLModule).graphQlAdapter.instance;
    const answer = await graphql.executeOperation(
      { query: q.query, variables: q.variables, operationName: q.operationName },
      { contextValue: { req, res } },
    );
    if (answer.body.kind !== 'single' || answer.body.singleResult.errors) return null;
    return answer.body.singleResult.data ?? null;
  };
}
