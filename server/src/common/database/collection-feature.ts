import type { ModuleMetadata, Provider, Type } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { Schema } from 'mongoose';

/** The parts of a feature that owns one collection: its repository, service, resolver and REST shim. */
export interface CollectionFeatureParts {
  repository: Provider;
  service: Type;
  resolver: Provider;
  controller: Type;
}

/**
 * The `@Module` metadata of a feature that owns one collection (style rules 4 and 5): the model of
 * `document` (registered under its class name with `schema`) for the repository only, the
 * repository, service and GraphQL resolver as providers, the REST shim controller, and only the
 * service exported, so other modules reach the feature through its service.
 *
 *   `@Module(collectionFeature(Blog, BlogSchema, { repository: BlogRepository, service: BlogsService, resolver: BlogsResolver, controller: BlogsController }))`
 */
export function collectionFeature(document: Type, schema: Schema, parts: CollectionFeatureParts): ModuleMetadata {
  return {
    imports: [MongooseModule.forFeature([{ name: document.name, schema }])],
    controllers: [parts.controller],
    providers: [parts.repository, parts.service, parts.resolver],
    exports: [parts.service],
  };
}
