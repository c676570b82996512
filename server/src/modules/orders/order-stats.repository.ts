import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { DAY_MS, formatDateISO } from '../../common/format/dates.js';
import type { OrderType } from '../pricing/pricing.rules.js';
import { OrderDailyLedger, OrderDailyStats } from './order-stats.schema.js';
import { Order, type OrderStatus } from './order.schema.js';
import { modelReady } from '../../common/database/writes.js';
import { FreshRead } from '../../common/versions/fresh-read.js';
import { WHOLE_LIST_BATCH } from '../../common/database/find-page.js';

/** The fields of an order the counters read. */
export type CountedOrder = Pick<Order, 'status' | 'orderType' | 'createdAt'> & { _id: Types.ObjectId; price: { total: number } };

/** One day's counters without the idempotency keys. */
export type DayStats = Pick<OrderDailyStats, '_id' | 'day' | 'counts' | 'revenue'> & { v?: number };

/** Largest share by which the counters' sum may differ from the collection's estimated count and still be trusted. */
export const COUNTERS_TOLERANCE = 0.05;

/**
 * Whether counters summing to `counted` orders can be trusted for a collection whose estimated count
 * (`$collStats`: metadata; on DocumentDB PostgreSQL's row estimate, which lags bulk writes by a few
 * percent until the next ANALYZE) is `estimated`: no counters for existing orders (never backfilled) or a
 * gap beyond {@link COUNTERS_TOLERANCE} means orders were written around them.
 */
export function countersAgree(counted: number, estimated: number): boolean {
  return Math.abs(counted - estimated) <= estimated * COUNTERS_TOLERANCE;
}

/** `YYYY-MM-DD` of a date (UTC). */
export function dayKey(d: Date): string {
  return formatDateISO(d);
}

/** Orders of `day` matching the optional status and type filters. */
export function dayCount(day: DayStats, status?: OrderStatus, orderType?: OrderType): number {
  let n = 0;
  for (const [s, byType] of Object.entries(day.counts ?? {})) {
    if (status && s !== status) continue;
    for (const [t, count] of Object.entries(byType ?? {})) {
      if (!orderType || t === orderType) n += count;
    }
  }
  return n;
}

/**
 * The `createdAt` window holding rows `offset` .. `offset + limit - 1` of a list in `createdAt` order
 * (`dir` -1 newest first, 1 oldest first) and how many of the window's rows come before them, from the
 * per-day counts (`days` in any order). Null when the page is past the end.
 */
export function pageWindow(
  days: { day: Date; count: number }[],
  offset: number,
  limit: number,
  dir: 1 | -1,
): { from: Date; to: Date; skip: number } | null {
  const ordered = [...days].filter((d) => d.count > 0).sort((a, b) => dir * (a.day.getTime() - b.day.getTime()));
  let before = 0;
  let i = 0;
  while (i < ordered.length && before + ordered[i].count <= offset) before += ordered[i++].count;
  if (i >= ordered.length) return null;
  const first = ordered[i];
  let last = first;
  let through = before + first.count;
  while (through < offset + limit && i + 1 < ordered.length) {
    last = ordered[++i]!;
    through += last.count;
  }
  const [low, high] = dir === -1 ? [last.day, first.day] : [first.day, last.day];
  return { from: low, to: new Date(high.getTime() + DAY_MS), skip: offset - before };
}

/**
 * The order counters: per UTC day, the ledger (`order_daily_ledger`, written: counters + keys of the changes
 * counted) and its copy for readers (`order_daily_stats`, small). Each change is one atomic conditional
 * update of the day's ledger (its key must be absent; `$inc`, `$push` of the key and the version bump land
 * together), so any number of instances, retries and duplicate deliveries count a change once; then the
 * ledger's counters are copied to the readers' document when newer (every call, so a retry repairs a copy
 * a crash missed).
 */
@Injectable()
export class OrderStatsRepository {
  private readonly logger = new Logger(OrderStatsRepository.name);
  /** Every day's counters, read after the caller asked; concurrent callers (the orders grid under load) share a read. */
  private readonly allDays = new FreshRead(() => this.readDays());

  constructor(
    @InjectModel(OrderDailyStats.name) private readonly stats: Model<OrderDailyStats>,
    @InjectModel(OrderDailyLedger.name) private readonly ledger: Model<OrderDailyLedger>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
  ) {}

  /** Counts a new order once (fulfilment; idempotent by order id). */
  recordOrder(o: CountedOrder): Promise<void> {
    return this.apply(o.createdAt, `+${o._id.toString()}`, {
      [`counts.${o.status}.${o.orderType}`]: 1,
      [`revenue.${o.status}`]: o.price.total,
    });
  }

  /** Moves an order from status `from` to `to` in its day's counters, once per (order, from, to). */
  recordStatusChange(o: CountedOrder, from: OrderStatus, to: OrderStatus): Promise<void> {
    if (from === to) return Promise.resolve();
    return this.apply(o.createdAt, `${o._id.toString()}:${from}>${to}`, {
      [`counts.${from}.${o.orderType}`]: -1,
      [`counts.${to}.${o.orderType}`]: 1,
      [`revenue.${from}`]: -o.price.total,
      [`revenue.${to}`]: o.price.total,
    });
  }

  private async apply(createdAt: Date, key: string, inc: Record<string, number>): Promise<void> {
    const _id = dayKey(createdAt);
    const day = new Date(`${_id}T00:00:00.000Z`);
    let applied = false;
    for (let attempt = 0; attempt < 3 && !applied; attempt++) {
      try {
        // Upsert when the day has no ledger yet; a key already applied makes the filter miss, and the
        // upsert's insert of an existing _id then fails as a duplicate: counted before, nothing to add.
        // (updateOne, not findOneAndUpdate: DocumentDB reports that duplicate as code 11000 only here.)
        await this.ledger.collection.updateOne(
          { _id, applied: { $ne: key } } as never,
          { $inc: { ...inc, v: 1 }, $push: { applied: key }, $setOnInsert: { day } } as never,
          { upsert: true },
        );
        applied = true;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // Counted before, or two first changes of a new day raced on the insert (then try again, now as an update).
        applied = (await this.ledger.collection.countDocuments({ _id, applied: key } as never)) > 0;
      }
    }
    const ledger = applied
      ? ((await this.ledger.collection.findOne({ _id } as never, { projection: { applied: 0 } })) as Omit<
          OrderDailyLedger,
          'applied'
        > | null)
      : null;
    if (!ledger) throw new Error(`order counters: could not apply ${key}`);
    await this.copyForReaders(ledger);
  }

  /** Sets the readers' copy of a day to `ledger`'s counters unless it already holds that version or a newer one. */
  private async copyForReaders(ledger: Omit<OrderDailyLedger, 'applied'>): Promise<void> {
    try {
      await this.stats.collection.updateOne(
        { _id: ledger._id, v: { $lt: ledger.v } } as never,
        { $set: { day: ledger.day, counts: ledger.counts ?? {}, revenue: ledger.revenue ?? {}, v: ledger.v } },
        { upsert: true },
      );
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err; // the copy holds this version or a newer one already
    }
  }

  /**
   * Day counters (without keys), optionally only days in [from, to), oldest first; every change stored
   * before the call is counted. Without bounds, callers that overlap share one read ({@link FreshRead}), so
   * the answer is shared too: read it, never change it.
   */
  days(from?: Date, to?: Date): Promise<DayStats[]> {
    return from || to ? this.readDays(from, to) : this.allDays.get();
  }

  private async readDays(from?: Date, to?: Date): Promise<DayStats[]> {
    const range = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
    // Sorted here: one document per day, and on DocumentDB a sorted find costs several times the CPU of the plain one.
    const days = await this.stats
      .find(from || to ? { day: trusted(range) } : {}, { _id: 1, day: 1, counts: 1, revenue: 1 })
      .batchSize(WHOLE_LIST_BATCH)
      .lean<DayStats[]>()
      .exec();
    return days.sort((a, b) => a.day.getTime() - b.day.getTime());
  }

  /**
   * Rebuilds every day's counters from the orders (the backfill: after a bulk import, or once for data
   * from before the counters). Streams the orders' four counted fields in `createdAt` order and writes
   * each day's ledger and readers' copy, then removes days without orders. Run it while no order is being written:
   * a change counted between the read and the write of its day would be lost. Returns the orders counted.
   */
  async rebuild(): Promise<number> {
    await modelReady(this.stats);
    interface Day {
      _id: string;
      day: Date;
      counts: Record<string, Record<string, number>>;
      revenue: Record<string, number>;
      applied: string[];
    }
    let current = null as Day | null;
    const written = new Set<string>();
    let pending: Promise<unknown>[] = [];
    let n = 0;
    const flush = (d: Day) => {
      written.add(d._id);
      const v = d.applied.length;
      pending.push(this.ledger.collection.replaceOne({ _id: d._id } as never, { ...d, v }, { upsert: true }));
      pending.push(
        this.stats.collection.replaceOne(
          { _id: d._id } as never,
          { day: d.day, counts: d.counts, revenue: d.revenue, v },
          { upsert: true },
        ),
      );
    };
    const cursor = this.orders.collection
      .find({}, { projection: { createdAt: 1, status: 1, orderType: 1, 'price.total': 1 }, batchSize: 5000 })
      .sort({ createdAt: 1 });
    for await (const raw of cursor) {
      const o = raw as unknown as CountedOrder;
      const key = dayKey(o.createdAt);
      if (current?._id !== key) {
        if (current) flush(current);
        if (pending.length >= 20) {
          await Promise.all(pending);
          pending = [];
        }
        current = { _id: key, day: new Date(`${key}T00:00:00.000Z`), counts: {}, revenue: {}, applied: [] };
      }
      const byType = (current.counts[o.status] ??= {});
      byType[o.orderType] = (byType[o.orderType] ?? 0) + 1;
      current.revenue[o.status] = (current.revenue[o.status] ?? 0) + (o.price?.total ?? 0);
      current.applied.push(`+${o._id.toString()}`);
      n++;
    }
    const lastDay = current;
    if (lastDay) flush(lastDay);
    await Promise.all(pending);
    await this.ledger.collection.deleteMany({ _id: { $nin: [...written] } } as never);
    await this.stats.collection.deleteMany({ _id: { $nin: [...written] } } as never);
    this.logger.log(`order counters rebuilt: ${n} orders over ${written.size} days`);
    return n;
  }
}
