import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { APP_CONFIG } from './common/config/config.tokens.js';
import type { AppConfig } from './common/config/config.schema.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { createValidationPipe } from './common/errors/validation.js';
import { serveWebDelivery } from './common/web/client-assets.js';

/**
 * Everything main.ts and the integration tests share: `/api` prefix, validation pipe, error filter,
 * security headers, OpenAPI at `/api/docs` (+ `/api/docs-json`), compression of dynamic answers,
 * robots.txt and sitemap.xml, and the built client (pre-compressed files, SPA fallback).
 */
export function configureApp(app: INestApplication): INestApplication {
  const express = app as NestExpressApplication;
  const cfg = app.get<AppConfig>(APP_CONFIG);
  express.set('trust proxy', 'loopback');
  express.setGlobalPrefix('api');
  express.useGlobalPipes(createValidationPipe());
  express.useGlobalFilters(new AllExceptionsFilter());
  express.use(
    helmet({
      contentSecurityPolicy: cfg.NODE_ENV === 'production' ? {
        directives: {
          'script-src': ["'self'", 'https://js.stripe.com'],
          'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'", 'https://api.stripe.com'],
        },
      } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  express.useBodyParser('json', { limit: '1mb' });
  const dist = resolve(cfg.CLIENT_DIST);
  serveWebDelivery(express, { publicUrl: cfg.PUBLIC_URL, dist: existsSync(resolve(dist, 'index.html')) ? dist : undefined });
  // Uploaded images (issue 4 §2): random, never-reused names, so they can be cached for a year; a
  // missing file is a plain 404 (fallthrough: false), never the SPA.
  express.useStaticAssets(resolve(cfg.UPLOADS_DIR), {
    prefix: '/uploads/', index: false, fallthrough: false, dotfiles: 'deny', maxAge: '365d', immutable: true,
  });

  const doc = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('FreshFuel REST API')
      .setDescription('REST shim over the GraphQL services for the /api paths the spec names. Money in AED with 2 decimals; dates in UTC.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, doc, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });

  return app;
}
