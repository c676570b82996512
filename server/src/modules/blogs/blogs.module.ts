import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Blog, BlogSchema } from './blog.schema.js';
import { BlogsController } from './blogs.controller.js';
import { BlogRepository } from './blogs.repository.js';
import { BlogsResolver } from './blogs.resolver.js';
import { BlogsService } from './blogs.service.js';

/** The blog: public list and detail, staff editing. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Blog.name, schema: BlogSchema }])],
  controllers: [BlogsController],
  providers: [BlogRepository, BlogsService, BlogsResolver],
  exports: [BlogsService],
})
export class BlogsModule {}
