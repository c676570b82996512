import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * One daily job's run for one UTC day: the claim that makes a job run at most once a day across any
 * number of instances (unique `job` + `day`). A run whose lease lapsed before it finished (the
 * instance died) may be taken over once the lease has expired.
 */
@Schema({ collection: 'jobruns', timestamps: true })
export class JobRun {
  _id!: Types.ObjectId;

  /** e.g. `subscription-lifecycle`. */
  @Prop({ required: true })
  job!: string;

  /** The UTC day, `YYYY-MM-DD`. */
  @Prop({ required: true })
  day!: string;

  @Prop({ type: String, required: true, enum: ['running', 'done'] })
  status!: 'running' | 'done';

  /** Which process holds the lease (host:pid:random), for the logs. */
  @Prop({ required: true })
  owner!: string;

  /** A running claim older than this may be taken over. */
  @Prop({ required: true })
  leaseUntil!: Date;

  /** Times the job was started for this day (1 unless a lease lapsed). */
  @Prop({ default: 1 })
  attempts!: number;

  @Prop({ type: Date, default: null })
  finishedAt!: Date | null;

  /** What the handler reported, e.g. `{ expired: 3 }`. */
  @Prop({ type: Object, default: null })
  result!: Record<string, number> | null;
}

export const JobRunSchema = SchemaFactory.createForClass(JobRun);
JobRunSchema.index({ job: 1, day: 1 }, { unique: true });
