import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DevRenewalsController } from './dev-renewals.controller.js';
import { Renewal, RenewalSchema } from './renewal.schema.js';
import { RenewalRepository } from './renewals.repository.js';

/** The development route that shows a renewal's attempt to a journey; an empty module in production. */
@Module({})
export class DevRenewalsModule {
  static register(production: boolean): DynamicModule {
    return production
      ? { module: DevRenewalsModule }
      : {
          module: DevRenewalsModule,
          imports: [MongooseModule.forFeature([{ name: Renewal.name, schema: RenewalSchema }])],
          providers: [RenewalRepository],
          controllers: [DevRenewalsController],
        };
  }
}
