import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** The fields both the readers' copy and the ledger hold: one UTC day's order counters at version `v`. */
abstract class DayCounters {
  /** The day, `YYYY-MM-DD` (UTC). */
  @Prop({ type: String, required: true })
  _id!: string;

  /** Midnight UTC of the day. */
  @Prop({ required: true })
  day!: Date;

  /** Orders per status, then per order type: `counts.Paid.Monthly`. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  counts!: Record<string, Record<string, number>>;

  /** `price.total` (fils) summed per status: `revenue.Paid`. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  revenue!: Record<string, number>;

  /** Changes counted (one per key in the ledger; in the copy, the ledger's version it was taken at). */
  @Prop({ required: true, default: 0 })
  v!: number;
}

/**
 * The counters of one UTC day of orders (by the order's `createdAt`) as the readers see them: how many
 * orders per status and type, and the amount (fils) per status, at version `v`. A copy of the day's
 * {@link OrderDailyLedger} (which holds the same counters plus the keys of the changes counted), set only
 * when newer, so these documents stay small: the admin analytics cards and the orders grid's
 * default-order paging read all of them instead of scanning the orders (docs/decisions/0013-performance-at-scale.md "Daily order counters").
 */
@Schema({ collection: 'order_daily_stats', versionKey: false })
export class OrderDailyStats extends DayCounters {}

export const OrderDailyStatsSchema = SchemaFactory.createForClass(OrderDailyStats);

/**
 * The day's counters where they are written: fulfilment and status changes each apply one atomic
 * conditional update here (`applied` must not hold the change's key; the `$inc`, the key's `$push` and
 * the version bump land together), so any number of instances, retries and duplicate deliveries count a
 * change once, and a crash can never leave a change half-counted. Then the counters are copied to
 * {@link OrderDailyStats} (a retry repeats the copy, so a crash between the two only delays it).
 */
@Schema({ collection: 'order_daily_ledger', versionKey: false })
export class OrderDailyLedger extends DayCounters {
  /** Keys of the changes counted (`+<orderId>` for a new order, `<orderId>:<from>><to>` for a status change). */
  @Prop({ type: [String], default: [] })
  applied!: string[];
}

export const OrderDailyLedgerSchema = SchemaFactory.createForClass(OrderDailyLedger);
