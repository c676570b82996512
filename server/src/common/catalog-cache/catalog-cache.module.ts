import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ChangeCounterRepository } from '../versions/change-counters.repository.js';
import { CATALOG_VERSION_MAX_AGE_MS, CatalogCache } from './catalog-cache.js';
import { CatalogCacheInterceptor } from './catalog-cache.interceptor.js';
import { CatalogReads } from './catalog-reads.js';

/**
 * The per-instance catalog caches: one {@link CatalogCache} of answers (its middlewares are mounted in
 * app.setup.ts, in front of Apollo and the REST router), tied to the shared catalog change counter; the
 * {@link CatalogReads} of catalog data for any caller; and the global interceptor that empties them and moves
 * the counter on after staff writes.
 */
@Global()
@Module({
  providers: [
    {
      provide: CatalogCache,
      inject: [ChangeCounterRepository],
      useFactory: (counters: ChangeCounterRepository) => {
        const cache = new CatalogCache();
        cache.watchVersion(() => counters.recent('catalog', CATALOG_VERSION_MAX_AGE_MS));
        return cache;
      },
    },
    CatalogReads,
    { provide: APP_INTERCEPTOR, useClass: CatalogCacheInterceptor },
  ],
  exports: [CatalogCache, CatalogReads],
})
export class CatalogCacheModule {}
