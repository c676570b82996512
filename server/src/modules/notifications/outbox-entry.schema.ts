import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** How long the development outbox keeps a mail (TTL index on `sentAt`). */
export const OUTBOX_TTL_SECONDS = 24 * 3600;

/**
 * One mail kept by the development outbox. Stored in the database (not in process memory) so that
 * every app instance on one database shows the same outbox: a code sent through instance A is
 * readable through instance B.
 */
@Schema({ collection: 'dev_outbox', versionKey: false })
export class OutboxEntryRecord {
  _id!: Types.ObjectId;

  /** Lower-case recipient, for the `to` filter. */
  @Prop({ required: true, lowercase: true })
  to!: string;

  @Prop({ required: true })
  subject!: string;

  @Prop({ required: true })
  text!: string;

  @Prop({ type: MongooseSchema.Types.Mixed })
  meta?: Record<string, string>;

  @Prop({ required: true })
  sentAt!: Date;
}

export const OutboxEntrySchema = SchemaFactory.createForClass(OutboxEntryRecord);
OutboxEntrySchema.index({ to: 1, sentAt: -1, _id: -1 });
OutboxEntrySchema.index({ sentAt: -1, _id: -1 });
OutboxEntrySchema.index({ sentAt: 1 }, { expireAfterSeconds: OUTBOX_TTL_SECONDS, name: 'sentAt_ttl' });
