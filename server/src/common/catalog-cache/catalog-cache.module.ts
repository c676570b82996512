import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CatalogCache } from './catalog-cache.js';
import { CatalogCacheInterceptor } from './catalog-cache.interceptor.js';

/**
 * The per-instance catalog answer cache: one {@link CatalogCache} (its middlewares are mounted in
 * app.setup.ts, in front of Apollo and the REST router) and the global interceptor that empties it after staff writes.
 */
@Global()
@Module({
  providers: [
    { provide: CatalogCache, useFactory: () => new CatalogCache() },
    { provide: APP_INTERCEPTOR, useClass: CatalogCacheInterceptor },
  ],
  exports: [CatalogCache],
})
export class CatalogCacheModule {}
