import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SiteContentController } from './site-content.controller.js';
import { SiteContentRepository } from './site-content.repository.js';
import { SiteContentResolver } from './site-content.resolver.js';
import { SiteContent, SiteContentSchema } from './site-content.schema.js';
import { SiteContentService } from './site-content.service.js';

/** Editable site content: the landing hero images. */
@Module({
  imports: [MongooseModule.forFeature([{ name: SiteContent.name, schema: SiteContentSchema }])],
  controllers: [SiteContentController],
  providers: [SiteContentRepository, SiteContentService, SiteContentResolver],
  exports: [SiteContentService],
})
export class SiteContentModule {}
