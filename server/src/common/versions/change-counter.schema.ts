import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A shared change counter, one document per kind of change (`sessions`, `catalog`): writers `$inc` it
 * after their change, readers compare it with the value they last saw to know whether something they
 * keep in memory may be out of date. Shared by every instance through the database.
 */
@Schema({ collection: 'change_counters', versionKey: false })
export class ChangeCounter {
  /** The kind of change counted. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** How many changes of that kind were made (starts at 1 with the first). */
  @Prop({ type: Number, required: true, default: 0 })
  v!: number;
}

export const ChangeCounterSchema = SchemaFactory.createForClass(ChangeCounter);
