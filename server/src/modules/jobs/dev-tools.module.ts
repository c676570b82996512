import { Module, type DynamicModule } from '@nestjs/common';
import { ClockModule } from '../../common/clock.js';
import { DevToolsController } from './dev-tools.controller.js';
import { JobsModule } from './jobs.module.js';

/** The development clock and job routes; an empty module in production. */
@Module({})
export class DevToolsModule {
  static register(production: boolean): DynamicModule {
    return production
      ? { module: DevToolsModule }
      : { module: DevToolsModule, imports: [ClockModule, JobsModule], controllers: [DevToolsController] };
  }
}
