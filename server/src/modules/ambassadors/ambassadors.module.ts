import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AmbassadorApplication, AmbassadorApplicationSchema } from './ambassador.schema.js';
import { AmbassadorsController } from './ambassadors.controller.js';
import { AmbassadorRepository } from './ambassadors.repository.js';
import { AmbassadorsResolver } from './ambassadors.resolver.js';
import { AmbassadorsService } from './ambassadors.service.js';

/** Ambassador applications: the public form and the staff review. */
@Module({
  imports: [MongooseModule.forFeature([{ name: AmbassadorApplication.name, schema: AmbassadorApplicationSchema }])],
  controllers: [AmbassadorsController],
  providers: [AmbassadorRepository, AmbassadorsService, AmbassadorsResolver],
  exports: [AmbassadorsService],
})
export class AmbassadorsModule {}
