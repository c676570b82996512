import { Module } from '@nestjs/common';
import { collectionFeature } from '../../common/database/collection-feature.js';
import { AmbassadorApplication, AmbassadorApplicationSchema } from './ambassador.schema.js';
import { AmbassadorsController } from './ambassadors.controller.js';
import { AmbassadorRepository } from './ambassadors.repository.js';
import { AmbassadorsResolver } from './ambassadors.resolver.js';
import { AmbassadorsService } from './ambassadors.service.js';

/** Ambassador applications: the public form and the staff review. */
@Module(
  collectionFeature(AmbassadorApplication, AmbassadorApplicationSchema, {
    repository: AmbassadorRepository,
    service: AmbassadorsService,
    resolver: AmbassadorsResolver,
    controller: AmbassadorsController,
  }),
)
export class AmbassadorsModule {}
