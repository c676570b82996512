import { Module } from '@nestjs/common';
import { collectionFeature } from '../../common/database/collection-feature.js';
import { SiteContentController } from './site-content.controller.js';
import { SiteContentRepository } from './site-content.repository.js';
import { SiteContentResolver } from './site-content.resolver.js';
import { SiteContent, SiteContentSchema } from './site-content.schema.js';
import { SiteContentService } from './site-content.service.js';

/** Editable site content: the landing hero images. */
@Module(
  collectionFeature(SiteContent, SiteContentSchema, {
    repository: SiteContentRepository,
    service: SiteContentService,
    resolver: SiteContentResolver,
    controller: SiteContentController,
  }),
)
export class SiteContentModule {}
