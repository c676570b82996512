import { Module } from '@nestjs/common';
import { collectionFeature } from '../../common/database/collection-feature.js';
import { Blog, BlogSchema } from './blog.schema.js';
import { BlogsController } from './blogs.controller.js';
import { BlogRepository } from './blogs.repository.js';
import { BlogsResolver } from './blogs.resolver.js';
import { BlogsService } from './blogs.service.js';

/** The blog: public list and detail, staff editing. */
@Module(
  collectionFeature(Blog, BlogSchema, {
    repository: BlogRepository,
    service: BlogsService,
    resolver: BlogsResolver,
    controller: BlogsController,
  }),
)
export class BlogsModule {}
