import { Injectable } from '@nestjs/common';
import { parseCalendarDate, weekdayName } from '../../common/format/dates.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { CustomersService } from '../customers/customers.service.js';
import { CATEGORIES } from '../pricing/pricing.rules.js';
import type { SubscriptionWithNames } from '../subscriptions/subscriptions.types.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { DeliveryStatus, type Subscription } from '../subscriptions/subscriptions.types.js';
import { DeliveryErrors } from './deliveries.errors.js';
import type { CustomerDeliveriesArgs, UpdateDayDeliveryStatusInput, UpdateDeliveryStatusInput } from './dto/delivery.inputs.js';
import type { DeliveryRowObject, DeliveryRowPage } from './dto/delivery.objects.js';

/** Tries of a status update whose schedule changed between read and write (a pause or menu change). */
const UPDATE_ATTEMPTS = 3;
const CATEGORY_ORDER = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));

/** The delivery rows of a subscription, one per planned meal, `index` = position in planMeals. */
export function deliveryRowsOf(s: SubscriptionWithNames): DeliveryRowObject[] {
  return s.planMeals.map((m, index) => ({
    userPlanId: s._id.toString(),
    userId: s.user.toString(),
    plannedMealId: m._id.toString(),
    category: m.category,
    mealId: m.meal?._id.toString() ?? '',
    mealName: m.meal?.name ?? '',
    day: weekdayName(m.scheduledDate),
    scheduleDate: m.scheduledDate,
    deliveryStatus: m.deliveryStatus,
    index,
  }));
}

/** By day, then breakfast, lunch, dinner, snack, then subscription and position. */
function byDeliveryOrder(a: DeliveryRowObject, b: DeliveryRowObject): number {
  return (
    a.scheduleDate.getTime() - b.scheduleDate.getTime() ||
    CATEGORY_ORDER.get(a.category)! - CATEGORY_ORDER.get(b.category)! ||
    a.userPlanId.localeCompare(b.userPlanId) ||
    a.index - b.index
  );
}

const sameDay = (a: Date, b: Date) => a.getTime() === b.getTime();

/** Delivery status management of customers' planned meals (spec section 3 user plan order detail). */
@Injectable()
export class DeliveriesService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly customers: CustomersService,
  ) {}

  /**
   * A customer's delivery rows from every subscription, by day then category; optional status,
   * subscription and day filters; paged. @throws NOT_FOUND 'Customer not found.'
   */
  async customerRows(args: CustomerDeliveriesArgs): Promise<DeliveryRowPage> {
    if (!(await this.customers.exists(args.userId))) throw DeliveryErrors.customerNotFound();
    const day = args.date ? parseCalendarDate(args.date) : null;
    const rows = (await this.subscriptions.listForUserWithNames(args.userId))
      .filter((s) => !args.subscriptionId || s._id.toString() === args.subscriptionId)
      .flatMap(deliveryRowsOf)
      .filter((r) => (!args.deliveryStatus || r.deliveryStatus === args.deliveryStatus) && (!day || sameDay(r.scheduleDate, day)))
      .sort(byDeliveryOrder);
    const start = (args.page - 1) * args.limit;
    return { data: rows.slice(start, start + args.limit), total: rows.length, totalPages: totalPagesOf(rows.length, args.limit) };
  }

  /**
   * Sets the status of one planned meal, named by `index` or by `date` + `category` + `slot`. Any
   * status may follow any other (staff correct mistakes). Visible at once in the customer's
   * `mySubscription`. @returns the updated row.
   * @throws VALIDATION_FAILED (neither or both ways given), NOT_FOUND (subscription),
   *   PLANNED_MEAL_NOT_FOUND, SCHEDULE_CHANGED (409)
   */
  async updateOne(input: UpdateDeliveryStatusInput): Promise<DeliveryRowObject> {
    const byIndex = input.index !== undefined && input.index !== null;
    const byDay = Boolean(input.date || input.category);
    if (byIndex === byDay || (byDay && !(input.date && input.category))) throw DeliveryErrors.target();
    const day = input.date ? parseCalendarDate(input.date) : null;
    const [row] = await this.update(
      input.subscriptionId,
      input.status,
      (s) => {
        if (byIndex) return s.planMeals[input.index!] ? [input.index!] : [];
        const positions = s.planMeals.flatMap((m, i) => (sameDay(m.scheduledDate, day!) && m.category === input.category! ? [i] : []));
        const chosen = positions[input.slot ?? 0];
        return chosen === undefined ? [] : [chosen];
      },
      DeliveryErrors.mealNotFound,
    );
    return row;
  }

  /**
   * Sets the status of every meal of one delivery day of a subscription. Meals already Cancelled
   * (skipped or cancelled one by one) are left as they are unless the day itself is cancelled; a
   * cancelled meal is reopened one row at a time. @returns the day's rows after the update.
   * @throws NOT_FOUND (subscription), DELIVERY_DAY_NOT_FOUND, SCHEDULE_CHANGED (409)
   */
  async updateDay(input: UpdateDayDeliveryStatusInput): Promise<DeliveryRowObject[]> {
    const day = parseCalendarDate(input.date)!;
    let dayHasMeals = false;
    await this.update(
      input.subscriptionId,
      input.status,
      (s) => {
        const positions = s.planMeals.flatMap((m, i) => (sameDay(m.scheduledDate, day) ? [i] : []));
        dayHasMeals = positions.length > 0;
        return input.status === DeliveryStatus.Cancelled
          ? positions
          : positions.filter((i) => s.planMeals[i].deliveryStatus !== DeliveryStatus.Cancelled);
      },
      DeliveryErrors.dayNotFound,
      true,
    );
    if (!dayHasMeals) throw DeliveryErrors.dayNotFound();
    return this.rowsOf(input.subscriptionId, (r) => sameDay(r.scheduleDate, day));
  }

  /**
   * Read, pick positions, write guarded by those positions and the schedule version; retried when a
   * schedule change slipped in between. @returns the rows at the written positions.
   */
  private async update(
    subscriptionId: string,
    status: DeliveryStatus,
    pick: (s: Subscription) => number[],
    notFound: () => Error,
    allowEmpty = false,
  ): Promise<DeliveryRowObject[]> {
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
      const s = await this.subscriptions.findRecord(subscriptionId);
      if (!s) throw DeliveryErrors.subscriptionNotFound();
      const indexes = pick(s);
      if (indexes.length === 0) {
        if (allowEmpty) return [];
        throw notFound();
      }
      if (await this.subscriptions.setDeliveryStatusAt(s, indexes, status)) {
        const wanted = new Set(indexes);
        return this.rowsOf(subscriptionId, (r) => wanted.has(r.index), s.user.toString());
      }
    }
    throw DeliveryErrors.scheduleChanged();
  }

  /** The rows of one subscription that pass `keep`, in delivery order. */
  private async rowsOf(subscriptionId: string, keep: (r: DeliveryRowObject) => boolean, userId?: string): Promise<DeliveryRowObject[]> {
    const owner = userId ?? (await this.subscriptions.findRecord(subscriptionId))?.user.toString();
    if (!owner) return [];
    const s = (await this.subscriptions.listForUserWithNames(owner)).find((x) => x._id.toString() === subscriptionId);
    return s ? deliveryRowsOf(s).filter(keep).sort(byDeliveryOrder) : [];
  }
}
