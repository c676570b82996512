import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ChangeCounter, ChangeCounterSchema } from './change-counter.schema.js';
import { ChangeCounterRepository } from './change-counters.repository.js';

/** Shared change counters for caches that must notice other instances' writes (sessions, catalog). */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: ChangeCounter.name, schema: ChangeCounterSchema }])],
  providers: [ChangeCounterRepository],
  exports: [ChangeCounterRepository],
})
export class ChangeCountersModule {}
