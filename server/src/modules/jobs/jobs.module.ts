import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ScheduleModule } from '@nestjs/schedule';
import { ClockModule } from '../../common/clock.js';
import { DailyJobsService } from './daily-jobs.service.js';
import { JobRun, JobRunSchema } from './job-run.schema.js';
import { JobRunRepository } from './job-runs.repository.js';

/** Daily jobs run once a day across instances (a claim per job and UTC day in MongoDB). */
@Module({
  imports: [ScheduleModule.forRoot(), ClockModule, MongooseModule.forFeature([{ name: JobRun.name, schema: JobRunSchema }])],
  providers: [JobRunRepository, DailyJobsService],
  exports: [DailyJobsService],
})
export class JobsModule {}
