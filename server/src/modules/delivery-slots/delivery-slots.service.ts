import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { isDuplicateKeyError, isObjectIdString, retryOnWriteConflict } from '../../common/database/object-id.js';
import { DAY_MS, formatDateDMY, formatDateISO, parseCalendarDate } from '../../common/format/dates.js';
import { cutoffOf, dubaiDayOf, formatDubaiDateTime, isBeforeCutoff, menuCutoffRule } from '../../common/format/dubai-days.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { ScheduleEvents } from '../subscriptions/schedule-events.service.js';
import { slotIdentity, type DeliverySlot, type SlotBooking } from './delivery-slot.schema.js';
import { DeliverySlotRepository } from './delivery-slots.repository.js';
import { SlotErrors } from './delivery-slots.errors.js';
import type {
  ChooseDeliverySlotInput,
  DeliverySlotInput,
  DeliverySlotObject,
  MyDeliverySlotsObject,
  SlotAvailabilityObject,
  UpdateDeliverySlotInput,
} from './dto/delivery-slot.dto.js';

export function toSlotObject(s: DeliverySlot): DeliverySlotObject {
  return {
    id: s._id.toString(),
    label: s.label,
    labelAr: s.labelAr?.trim() || null,
    startTime: s.startTime,
    endTime: s.endTime,
    capacity: s.capacity,
    active: s.active,
  };
}

/** "07:00-09:00 Morning" style text for the manifest. */
export function slotText(s: Pick<DeliverySlot, 'label' | 'startTime' | 'endTime'>): string {
  return `${s.startTime}-${s.endTime} ${s.label}`;
}

/**
 * Delivery time slots (docs/decisions/0016-back-office-completeness.md "Delivery slots"): staff define slots with a capacity per
 * day; a customer's default slot (chosen at checkout) is booked for each delivery day, and any day
 * can be moved to another slot before the menu cut-off. A place is taken with one atomic
 * conditional `$inc` on the slot's counter for that day, so a slot is never overbooked whatever the
 * number of instances; writes are ordered take-new, move-booking, give-back-old, so a crash can only
 * leave a place counted that nobody uses, never an overbooking.
 */
@Injectable()
export class DeliverySlotsService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly repo: DeliverySlotRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
    private readonly scheduleEvents: ScheduleEvents,
  ) {}

  /** Keeps bookings in step with the schedule after every pause, skip, resume or cancellation. */
  onModuleInit(): void {
    this.scheduleEvents.subscribe((userId) => this.syncBookings(userId));
  }

  /** The slots customers can choose, by start time. */
  async list(): Promise<DeliverySlotObject[]> {
    return (await this.repo.list(false)).map(toSlotObject);
  }

  /** Staff: every slot, switched off ones too. */
  async adminList(): Promise<DeliverySlotObject[]> {
    return (await this.repo.list(true)).map(toSlotObject);
  }

  /**
   * Staff: a new slot.
   * @throws VALIDATION_FAILED (end not after start), SLOT_EXISTS (same label and times as another slot)
   */
  async create(input: DeliverySlotInput): Promise<DeliverySlotObject> {
    if (input.endTime <= input.startTime) throw SlotErrors.badTimes();
    const created = await refuseDuplicate(() =>
      this.repo.create({ ...input, labelAr: input.labelAr || null, active: input.active ?? true, identity: slotIdentity(input) }),
    );
    return toSlotObject(created);
  }

  /**
   * Staff: changes a slot. Lowering the capacity below the places already taken on some day keeps
   * those bookings and only refuses new ones. @throws SLOT_NOT_FOUND, VALIDATION_FAILED, SLOT_EXISTS
   */
  async update(id: string, input: UpdateDeliverySlotInput): Promise<DeliverySlotObject> {
    const current = isObjectIdString(id) ? await this.repo.findById(id) : null;
    if (!current) throw SlotErrors.notFound();
    if ((input.endTime ?? current.endTime) <= (input.startTime ?? current.startTime)) throw SlotErrors.badTimes();
    const identity = slotIdentity({
      label: input.label ?? current.label,
      startTime: input.startTime ?? current.startTime,
      endTime: input.endTime ?? current.endTime,
    });
    const changes = input.labelAr === undefined ? input : { ...input, labelAr: input.labelAr || null }; // blank clears it
    const updated = await refuseDuplicate(() => this.repo.update(id, { ...changes, identity }));
    if (!updated) throw SlotErrors.notFound();
    return toSlotObject(updated);
  }

  /** Places taken and left per active slot for `days` days from `from` (YYYY-MM-DD). */
  async availability(from: string, days: number): Promise<SlotAvailabilityObject[]> {
    const start = parseCalendarDate(from)!;
    const end = new Date(start.getTime() + (days - 1) * DAY_MS);
    const [slots, counters] = await Promise.all([this.repo.list(false), this.repo.countersBetween(start, end)]);
    const booked = new Map(counters.map((c) => [`${c.slot.toString()}|${c.date.getTime()}`, c.booked]));
    const out: SlotAvailabilityObject[] = [];
    for (let d = 0; d < days; d++) {
      const day = new Date(start.getTime() + d * DAY_MS);
      for (const s of slots) {
        const n = booked.get(`${s._id.toString()}|${day.getTime()}`) ?? 0;
        out.push({ date: formatDateISO(day), slotId: s._id.toString(), booked: n, remaining: Math.max(s.capacity - n, 0) });
      }
    }
    return out;
  }

  /** The caller's default slot and each upcoming delivery day with its slot and whether it can still change. */
  async mine(caller: AuthUser): Promise<MyDeliverySlotsObject> {
    const today = this.today();
    const [days, bookings, pref, slots] = await Promise.all([
      this.subscriptions.deliveryDaysOf(caller.id, today),
      this.repo.bookingsOf(caller.id, today),
      this.repo.preferenceOf(caller.id),
      this.repo.list(true),
    ]);
    const byId = new Map(slots.map((s) => [s._id.toString(), s]));
    const booked = new Map(bookings.map((b) => [b.date.getTime(), b.slot.toString()]));
    const defaultSlot = pref ? byId.get(pref.slot.toString()) : undefined;
    return {
      defaultSlot: defaultSlot ? toSlotObject(defaultSlot) : null,
      days: days.map((day) => {
        const slot = byId.get(booked.get(day.getTime()) ?? '');
        return { date: formatDateISO(day), slot: slot ? toSlotObject(slot) : null, changeable: this.beforeCutoff(day) };
      }),
    };
  }

  /**
   * Checkout (and later): makes `slotId` the caller's default and books it for each upcoming delivery
   * day that has no slot yet and is still before the cut-off (days where it is full stay without a
   * slot and can be chosen one by one; checkout warns first when the slot is full on the first day, and each
   * place is taken by one conditional update, so a full slot is never overbooked). @throws SLOT_NOT_FOUND
   */
  async setDefault(caller: AuthUser, slotId: string): Promise<MyDeliverySlotsObject> {
    const slot = await this.activeSlot(slotId);
    const previous = await this.usualSlot(caller.id);
    await this.repo.setPreference(caller.id, slot._id);
    if (previous && !previous._id.equals(slot._id)) await this.moveUsualDays(caller.id, previous._id, slot);
    await this.bookDefaultDays(caller.id);
    return this.mine(caller);
  }

  /**
   * The customer's usual slot: the default they chose (at checkout or in their area) while it is offered, else
   * the slot most of their upcoming days are booked in (a customer who set each day by hand), the earlier
   * starting one on a tie; null when neither. `upcoming`: those bookings when the caller has just read them.
   */
  private async usualSlot(userId: string, upcoming?: readonly Pick<SlotBooking, 'slot'>[]): Promise<DeliverySlot | null> {
    const [pref, slots] = await Promise.all([this.repo.preferenceOf(userId), this.repo.list(true)]);
    const active = new Map(slots.map((s) => [s._id.toString(), s]));
    const chosen = pref ? active.get(pref.slot.toString()) : undefined;
    if (chosen) return chosen;
    const counts = new Map<string, number>();
    for (const b of upcoming ?? (await this.repo.bookingsOf(userId, this.today()))) {
      if (active.has(b.slot.toString())) counts.set(b.slot.toString(), (counts.get(b.slot.toString()) ?? 0) + 1);
    }
    const ranked = [...counts].sort(([a, n], [b, m]) => m - n || active.get(a)!.startTime.localeCompare(active.get(b)!.startTime));
    return ranked.length ? active.get(ranked[0][0])! : null;
  }

  /**
   * A new usual slot for the whole plan: the changeable days booked in the previous usual slot move to it (a day
   * the customer set to another slot is an exception and stays); a day where the new slot is full keeps its place.
   */
  private async moveUsualDays(userId: string, previous: Types.ObjectId, slot: DeliverySlot): Promise<void> {
    for (const booking of await this.repo.bookingsOf(userId, this.today())) {
      if (!booking.slot.equals(previous) || !this.beforeCutoff(booking.date)) continue;
      if (!(await this.repo.reserve(slot._id, booking.date, slot.capacity))) continue;
      if (await this.repo.moveBooking(booking._id, previous, slot._id)) await this.repo.release(previous, booking.date);
      else await this.repo.release(slot._id, booking.date);
    }
  }

  /**
   * Books the usual slot ({@link usualSlot}: the default, else the one most days have) for every upcoming
   * delivery day of `userId` without a booking, while places are left (fulfilment calls this once the
   * subscription exists; idempotent).
   */
  async bookDefaultDays(userId: string): Promise<void> {
    const slot = await this.usualSlot(userId);
    if (slot) await this.bookDays(userId, slot);
  }

  /** Books `slot` for every upcoming delivery day of `userId` without a booking, before its cut-off, while places are left. */
  private async bookDays(userId: string, slot: DeliverySlot): Promise<void> {
    const today = this.today();
    const [days, bookings] = await Promise.all([this.subscriptions.deliveryDaysOf(userId, today), this.repo.bookingsOf(userId, today)]);
    const booked = new Set(bookings.map((b) => b.date.getTime()));
    for (const day of days) {
      if (booked.has(day.getTime()) || !this.beforeCutoff(day)) continue;
      if (!(await this.repo.reserve(slot._id, day, slot.capacity))) continue;
      if (!(await this.repo.insertBooking(userId, day, slot._id))) await this.repo.release(slot._id, day);
    }
  }

  /**
   * After the customer's delivery days changed: gives back the places of booked days that are no
   * longer delivery days (paused, skipped or cancelled), then books the usual slot for the new ones
   * (the days a pause or skip added after the end date, the days a resume gave back). Each place is taken or given back by one
   * conditional update, so concurrent changes never count a place twice.
   */
  async syncBookings(userId: string): Promise<void> {
    const today = this.today();
    const [days, bookings] = await Promise.all([this.subscriptions.deliveryDaysOf(userId, today), this.repo.bookingsOf(userId, today)]);
    // The usual slot is read from the bookings before the days that go give their places back: they count towards it.
    const usual = await this.usualSlot(userId, bookings);
    const live = new Set(days.map((d) => d.getTime()));
    for (const booking of bookings) {
      if (live.has(booking.date.getTime())) continue;
      if (await this.repo.deleteBooking(booking._id, booking.slot)) await this.repo.release(booking.slot, booking.date);
    }
    if (usual) await this.bookDays(userId, usual);
  }

  /**
   * Moves the caller's delivery on `date` to `slotId` (or books it), before the cut-off. One
   * conditional `$inc` decides whether a place is left.
   * @throws SLOT_NOT_FOUND, SLOT_FULL, NO_DELIVERY_THAT_DAY, CUTOFF_PASSED, SLOT_CHANGED
   */
  async choose(caller: AuthUser, input: ChooseDeliverySlotInput): Promise<MyDeliverySlotsObject> {
    const day = parseCalendarDate(input.date)!;
    const slot = await this.activeSlot(input.slotId);
    if (!this.beforeCutoff(day))
      throw SlotErrors.cutoffPassed(formatDateDMY(day), formatDubaiDateTime(cutoffOf(day, menuCutoffRule(this.cfg))));
    const days = await this.subscriptions.deliveryDaysOf(caller.id, day);
    if (!days.some((d) => d.getTime() === day.getTime())) throw SlotErrors.noDelivery();
    const existing = await this.repo.findBooking(caller.id, day);
    if (existing?.slot.equals(slot._id)) return this.mine(caller);
    if (!(await this.repo.reserve(slot._id, day, slot.capacity))) throw SlotErrors.full();
    const moved = existing
      ? await this.repo.moveBooking(existing._id, existing.slot, slot._id)
      : await this.repo.insertBooking(caller.id, day, slot._id);
    if (!moved) {
      await this.repo.release(slot._id, day);
      throw SlotErrors.changed();
    }
    if (existing) await this.repo.release(existing.slot, day);
    return this.mine(caller);
  }

  /** Kitchen manifest: the slot of each of these customers' deliveries on `date` (customers without one are missing). */
  async slotsOn(date: Date, userIds: string[]): Promise<Map<string, DeliverySlot>> {
    if (!userIds.length) return new Map();
    const [bookings, slots] = await Promise.all([
      this.repo.bookingsOn(
        date,
        userIds.map((id) => new Types.ObjectId(id)),
      ),
      this.repo.list(true),
    ]);
    const byId = new Map(slots.map((s) => [s._id.toString(), s]));
    const out = new Map<string, DeliverySlot>();
    for (const b of bookings) {
      const s = byId.get(b.slot.toString());
      if (s) out.set(b.user.toString(), s);
    }
    return out;
  }

  private async activeSlot(id: string): Promise<DeliverySlot> {
    const slot = isObjectIdString(id) ? await this.repo.findById(id) : null;
    if (!slot?.active) throw SlotErrors.notFound();
    return slot;
  }

  /**
   * Whether the delivery on `day` (a day label) can still change: the one cut-off check of a day's slot, and of its
   * address (the delivery-addresses module calls it, so both always close together).
   */
  beforeCutoff(day: Date): boolean {
    return isBeforeCutoff(day, this.clock.now(), menuCutoffRule(this.cfg));
  }

  /** The first day label the customer's upcoming deliveries are counted from (today in Dubai). */
  today(): Date {
    return dubaiDayOf(this.clock.now());
  }
}

/**
 * Runs a write that sets a slot's identity; the unique index refusing it means the slot exists. A write
 * refused as a deadlock among concurrent writers of the same key (DocumentDB) wrote nothing and is tried again.
 */
async function refuseDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await retryOnWriteConflict(write);
  } catch (err) {
    if (isDuplicateKeyError(err)) throw SlotErrors.duplicate();
    throw err;
  }
}
