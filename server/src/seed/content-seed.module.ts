import { Global, Module } from '@nestjs/common';
import { BlogsModule } from '../modules/blogs/blogs.module.js';
import { SiteContentModule } from '../modules/site-content/site-content.module.js';
import { ContentSeeder } from './content.seed.js';

/**
 * Provides {@link ContentSeeder} to SeedService. Global so the shared SeedModule needs no change
 * of its imports for it (several features add their seed in parallel).
 */
@Global()
@Module({ imports: [BlogsModule, SiteContentModule], providers: [ContentSeeder], exports: [ContentSeeder] })
export class ContentSeedModule {}
