import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { isDuplicateKeyError, retryOnWriteConflict } from '../../common/database/object-id.js';
import { DeliveryStatus, Subscription, SubscriptionStatus, type PlannedMeal } from './subscription.schema.js';
import { modelReady } from '../../common/database/writes.js';

/** A plan's or meal's name as loaded with a subscription: the English and, when it has one, the Arabic (`translations.ar.name`). */
export interface CatalogName {
  _id: Types.ObjectId;
  name: string;
  translations?: { ar?: { name?: string | null } | null } | null;
}

/** A subscription with its plan name and meal names loaded (both languages). */
export type SubscriptionWithNames = Omit<Subscription, 'plan' | 'planMeals'> & {
  plan: CatalogName | null;
  planMeals: (Omit<Subscription['planMeals'][number], 'meal'> & { meal: CatalogName | null })[];
};

/** What {@link SubscriptionRepository.planNames} reads: the plan's names now, and the order's snapshots. */
export interface SubscriptionPlanNames {
  _id: Types.ObjectId;
  plan: { _id: Types.ObjectId; name: string; translations?: { ar?: { name?: string } } } | null;
  order: { _id: Types.ObjectId; packageInfo?: { package?: string }; translations?: { ar?: { planName?: string } } } | null;
}

const WITH_NAMES = [
  { path: 'plan', select: 'name translations.ar.name' },
  { path: 'planMeals.meal', select: 'name translations.ar.name' },
];

/** The filter on `status` of a running plan: Active, or Paused (a pause covers today). A new object per query. */
function runningStatus() {
  return trusted({ $in: [SubscriptionStatus.Active, SubscriptionStatus.Paused] });
}

/** The subscriptions collection. */
/** Newest first by `createdAt`, then `_id` (the order of the `{ user, createdAt: -1, _id: -1 }` index). */
function newestFirst(a: Pick<Subscription, '_id' | 'createdAt'>, b: Pick<Subscription, '_id' | 'createdAt'>): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString());
}

@Injectable()
export class SubscriptionRepository {
  constructor(@InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>) {}

  /**
   * Creates the order's subscription unless it exists (upsert keyed by the unique `order`, `$setOnInsert`).
   * Idempotent under concurrency: a racing duplicate insert is refused by the index and ignored.
   */
  async insertForOrder(
    data: Omit<Subscription, '_id' | 'createdAt' | 'updatedAt' | 'planMeals'> & { planMeals: Omit<PlannedMeal, '_id'>[] },
  ): Promise<void> {
    await modelReady(this.subscriptions);
    const { order, planMeals, ...rest } = data;
    const withIds = planMeals.map((m) => ({ _id: new Types.ObjectId(), ...m }));
    try {
      // DocumentDB reports racing upserts on one unique key as a transient deadlock: try again.
      await retryOnWriteConflict(
        () => this.subscriptions.updateOne({ order }, { $setOnInsert: { ...rest, planMeals: withIds } }, { upsert: true }).exec(),
        5,
      );
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  /** One subscription as stored (no populate), or null. */
  findById(id: string | Types.ObjectId) {
    return this.subscriptions.findById(id).lean<Subscription>().exec();
  }

  /** One subscription with plan and meal names, or null. */
  findByIdWithNames(id: string | Types.ObjectId) {
    return this.subscriptions.findById(id).populate(WITH_NAMES).lean<SubscriptionWithNames>().exec();
  }

  /**
   * The plan names a subscription's e-mails use: its order's snapshots (English, and Arabic when kept)
   * and the plan's current name and Arabic; null when the subscription is unknown.
   */
  planNames(id: Types.ObjectId) {
    return this.subscriptions
      .findById(id, { plan: 1, order: 1 })
      .populate([
        { path: 'plan', select: 'name translations.ar.name' },
        { path: 'order', select: 'packageInfo.package translations.ar.planName' },
      ])
      .lean<SubscriptionPlanNames>()
      .exec();
  }

  /**
   * The subscriptions of a user still running on `today` (a UTC midnight): Active or Paused, ending on or after it;
   * whole, in no particular order. Usually one, at most a handful (a renewal bought ahead), so the customer's past
   * plans, with all their planned meals, are not read.
   */
  findRunningForUser(userId: string, today: Date): Promise<Subscription[]> {
    return this.subscriptions
      .find({
        user: new Types.ObjectId(userId),
        status: runningStatus(),
        endDate: trusted({ $gte: today }),
      })
      .lean<Subscription[]>()
      .exec();
  }

  /**
   * Every subscription of a user, newest first, as stored. Sorted here, not by the database: a customer
   * has a handful, and on DocumentDB a sorted find costs several times the CPU of the plain one.
   */
  async findAllForUser(userId: string): Promise<Subscription[]> {
    const rows = await this.subscriptions
      .find({ user: new Types.ObjectId(userId) })
      .lean<Subscription[]>()
      .exec();
    return rows.sort(newestFirst);
  }

  /**
   * The running (Active or Paused) subscriptions of a user, with only their status and each planned meal's
   * `scheduledDate` and `deliveryStatus` (no names, no meals): what the delivery days are computed from.
   */
  findRunningDaysOfUser(userId: string) {
    return this.subscriptions
      .find(
        { user: new Types.ObjectId(userId), status: runningStatus() },
        { status: 1, 'planMeals.scheduledDate': 1, 'planMeals.deliveryStatus': 1 },
      )
      .lean<{ _id: Types.ObjectId; status: SubscriptionStatus; planMeals: Pick<PlannedMeal, 'scheduledDate' | 'deliveryStatus'>[] }[]>()
      .exec();
  }

  /** Every subscription of a user, newest first, with plan and meal names. */
  findAllForUserWithNames(userId: string) {
    return this.subscriptions
      .find({ user: new Types.ObjectId(userId) })
      .sort({ createdAt: -1, _id: -1 })
      .populate(WITH_NAMES)
      .lean<SubscriptionWithNames[]>()
      .exec();
  }

  /** The pauses of the Active subscriptions of these users (for the computed Paused plan status). */
  findPausesOfActive(userIds: string[]) {
    const ids = userIds.map((id) => new Types.ObjectId(id));
    return this.subscriptions
      .find({ user: trusted({ $in: ids }), status: SubscriptionStatus.Active }, { user: 1, pauses: 1 })
      .lean<Pick<Subscription, '_id' | 'user' | 'pauses'>[]>()
      .exec();
  }

  /**
   * Applies a schedule change read at `version`: `$set` of the given paths (e.g.
   * `planMeals.12.scheduledDate`, `pauses`, `endDate`) and `scheduleVersion + 1`, only if nobody
   * changed the schedule since (optimistic concurrency; no transactions on FerretDB).
   * @returns the updated subscription, or null when the version moved on (re-read and retry).
   */
  applyScheduleChange(id: Types.ObjectId, version: number, set: Record<string, unknown>) {
    const current = version === 0 ? trusted({ $in: [0, null] }) : version; // documents older than the field have none
    return this.subscriptions
      .findOneAndUpdate({ _id: id, scheduleVersion: current }, { $set: set, $inc: { scheduleVersion: 1 } }, { returnDocument: 'after' })
      .lean<Subscription>()
      .exec();
  }

  /**
   * Sets the delivery status of planned meals by array position, only while each
   * position still holds the entry that was read (`planMeals.<i>._id`) and the schedule is still at
   * `version` (a pause or menu change meanwhile re-dates entries). The status is not a schedule
   * change, so the version is not bumped. @returns whether the write applied.
   */
  async setDeliveryStatusAt(
    id: Types.ObjectId,
    version: number,
    targets: { index: number; plannedMealId: Types.ObjectId }[],
    status: string,
  ): Promise<boolean> {
    const filter: Record<string, unknown> = { _id: id, scheduleVersion: version === 0 ? trusted({ $in: [0, null] }) : version };
    const set: Record<string, string> = {};
    for (const t of targets) {
      filter[`planMeals.${t.index}._id`] = t.plannedMealId;
      set[`planMeals.${t.index}.deliveryStatus`] = status;
    }
    const res = await this.subscriptions.updateOne(filter, { $set: set }).exec();
    return res.matchedCount > 0;
  }

  /** Subscriptions in `status`. */
  countByStatus(status: SubscriptionStatus) {
    return this.subscriptions.countDocuments({ status }).exec();
  }

  /**
   * Planned meals scheduled on `day` (UTC midnight) that are not Cancelled, one row per meal with its
   * subscription and owner (the kitchen lists). One aggregate: the subscriptions running on `day` (the
   * `startDate`/`endDate` index) with `planMeals` filtered to that day on the server (`$filter`), so
   * neither a row per planned meal of the month (`$unwind`) nor a second read for the owners; 18 ms
   * instead of 64 ms for 243 running subscriptions on the test database.
   */
  async plannedOn(day: Date): Promise<{ _id: Types.ObjectId; user: Types.ObjectId; planMeals: PlannedMeal }[]> {
    const running = await this.subscriptions
      .aggregate<{ _id: Types.ObjectId; user: Types.ObjectId; planMeals: PlannedMeal[] }>([
        // A Cancelled plan still delivers the meals inside the cut-off (its later ones are Cancelled).
        { $match: { startDate: { $lte: day }, endDate: { $gte: day } } },
        {
          $project: {
            user: 1,
            planMeals: {
              $filter: {
                input: '$planMeals',
                as: 'm',
                cond: { $and: [{ $eq: ['$$m.scheduledDate', day] }, { $ne: ['$$m.deliveryStatus', DeliveryStatus.Cancelled] }] },
              },
            },
          },
        },
      ])
      .exec();
    return running.flatMap((s) => s.planMeals.map((m) => ({ _id: s._id, user: s.user, planMeals: m })));
  }

  /**
   * One lifecycle transition as a single conditional write: `status` becomes `to` (with `set`) only
   * while it is one of `from` (and, when given, the schedule is still at `version`). Two instances or
   * a retry racing on it: exactly one write applies. @returns the updated subscription, or null.
   */
  applyTransition(
    id: Types.ObjectId,
    from: readonly SubscriptionStatus[],
    to: SubscriptionStatus,
    set: Record<string, unknown> = {},
    version?: number,
  ) {
    const filter: Record<string, unknown> = { _id: id, status: trusted({ $in: [...from] }) };
    const update: Record<string, unknown> = { $set: { ...set, status: to } };
    if (version !== undefined) {
      filter.scheduleVersion = version === 0 ? trusted({ $in: [0, null] }) : version;
      update.$inc = { scheduleVersion: 1 };
    }
    return this.subscriptions.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<Subscription>().exec();
  }

  /** Running subscriptions with a meal planned on `day` (a label): the ones a closed day moves. */
  findRunningWithMealOn(day: Date): Promise<Subscription[]> {
    return this.subscriptions
      .find({ status: runningStatus(), startDate: trusted({ $lte: day }), endDate: trusted({ $gte: day }), 'planMeals.scheduledDate': day })
      .lean<Subscription[]>()
      .exec();
  }

  /** Running (Active or Paused) subscriptions, for the daily lifecycle job (ids, status, dates, pauses). */
  findRunning() {
    return this.subscriptions
      .find({ status: runningStatus() }, { status: 1, endDate: 1, pauses: 1, user: 1 })
      .lean<Pick<Subscription, '_id' | 'status' | 'endDate' | 'pauses' | 'user'>[]>()
      .exec();
  }

  /** Running subscriptions whose last delivery day is between `from` and `to` (UTC midnights, inclusive). */
  findRunningEndingBetween(from: Date, to: Date) {
    return this.subscriptions
      .find(
        { status: runningStatus(), endDate: trusted({ $gte: from, $lte: to }) },
        { user: 1, plan: 1, order: 1, startDate: 1, endDate: 1, status: 1 },
      )
      .lean<Pick<Subscription, '_id' | 'user' | 'plan' | 'order' | 'startDate' | 'endDate' | 'status'>[]>()
      .exec();
  }

  /** Running subscriptions whose last delivery day is `day` and whose reminder has not gone out. */
  findEndingOnWithoutReminder(day: Date) {
    return this.subscriptions
      .find({
        status: runningStatus(),
        endDate: day,
        renewalReminderAt: trusted({ $in: [null] }),
      })
      .populate({ path: 'plan', select: 'name' })
      .lean<SubscriptionWithNames[]>()
      .exec();
  }

  /** Marks the reminder sent unless it already was. @returns whether this call marked it (then send it). */
  async claimReminder(id: Types.ObjectId, now: Date): Promise<boolean> {
    const res = await this.subscriptions
      .updateOne({ _id: id, renewalReminderAt: trusted({ $in: [null] }) }, { $set: { renewalReminderAt: now } })
      .exec();
    return res.modifiedCount > 0;
  }

  /** Every subscription of a user as stored (status, dates), for the plan status. */
  findStatusesForUser(userId: Types.ObjectId) {
    return this.subscriptions
      .find({ user: userId }, { status: 1, startDate: 1, endDate: 1, createdAt: 1 })
      .lean<Pick<Subscription, '_id' | 'status' | 'startDate' | 'endDate' | 'createdAt'>[]>()
      .exec();
  }

  /** The subscription made from an order, as stored, or null. */
  findByOrder(orderId: Types.ObjectId) {
    return this.subscriptions.findOne({ order: orderId }).lean<Subscription>().exec();
  }
}
