import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { AppError, CommonErrors } from '../../common/errors/app-error.js';
import { formatDateDMY, formatDateISO, parseCalendarDate } from '../../common/format/dates.js';
import { cutoffOf, formatDubaiDateTime, menuCutoffRule } from '../../common/format/dubai-days.js';
import { DeliverySlotsService } from '../delivery-slots/delivery-slots.service.js';
import { ScheduleEvents } from '../subscriptions/schedule-events.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { AddressBookService, findAddress, type AddressBook } from '../users/address-book.service.js';
import { AddressErrors } from '../users/users.errors.js';
import { toDeliveryAddressObject } from '../users/users.service.js';
import type { AddressBookEntry, DeliveryAddressParts, DeliveryContact } from '../users/users.types.js';
import { dayAddress, weekdayOf, type DayAddressOrigin } from './day-address.rules.js';
import { DeliveryAddressRepository } from './delivery-addresses.repository.js';
import { DayAddressErrors } from './delivery-addresses.errors.js';
import {
  DayAddressSource,
  type AddressBookInput,
  type BookAddressObject,
  type DayAddressInput,
  type MyDayAddressesObject,
  type WeekdayAddressInput,
} from './dto/delivery-address-book.dto.js';

/** An entry of the book in its GraphQL shape. */
export function toBookAddressObject(e: AddressBookEntry, defaultId: Types.ObjectId | null): BookAddressObject {
  return { ...toDeliveryAddressObject(e)!, id: e._id.toString(), label: e.label, isDefault: Boolean(defaultId?.equals(e._id)) };
}

/** What the kitchen manifest prints for one customer's day: the address and its label (null for an address kept before the book). */
export interface ManifestAddress {
  label: string | null;
  address: DeliveryAddressParts;
}

interface PlannedDay {
  day: Date;
  entry: AddressBookEntry | null;
  source: DayAddressOrigin;
  changeable: boolean;
}

const SOURCES: Record<DayAddressOrigin, DayAddressSource> = {
  Default: DayAddressSource.Default,
  Weekday: DayAddressSource.Weekday,
  Day: DayAddressSource.Day,
};

/**
 * Each delivery day's address (docs/decisions/0088-an-address-book-and-an-address-per-day.md): the default of the
 * customer's address book, a weekday rule ("every Sunday to the Office"), or the address one day was moved to.
 * The day's address is worked out when read (the manifest, the schedule), so a day a pause or skip moves to the
 * end takes its new weekday's rule; a moved day that stops being a delivery day is forgotten. A rule or a new
 * default applies from the first changeable day on: days already past the cut-off (the same check as the
 * delivery time, `DeliverySlotsService.beforeCutoff`) are pinned to the address they had.
 */
@Injectable()
export class DeliveryAddressesService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly book: AddressBookService,
    private readonly subscriptions: SubscriptionsService,
    private readonly slots: DeliverySlotsService,
    private readonly scheduleEvents: ScheduleEvents,
    private readonly repo: DeliveryAddressRepository,
  ) {}

  /** Forgets the moved days that are no longer delivery days after every pause, skip, resume or cancellation. */
  onModuleInit(): void {
    this.scheduleEvents.subscribe((userId) => this.syncDays(userId));
  }

  /** The caller's address book, in the order added. @throws UNAUTHENTICATED (account gone) */
  async mine(caller: AuthUser): Promise<BookAddressObject[]> {
    return bookObjects(await this.book.book(caller.id));
  }

  /** Staff: a customer's address book. @throws NOT_FOUND (unknown or malformed id) */
  async ofCustomer(userId: string): Promise<BookAddressObject[]> {
    if (!isObjectIdString(userId)) throw CommonErrors.notFound('Customer');
    try {
      return bookObjects(await this.book.book(userId));
    } catch {
      throw CommonErrors.notFound('Customer');
    }
  }

  /** Adds an address to the caller's book (the first becomes the default). @throws ADDRESS_BOOK_FULL (409) */
  async add(caller: AuthUser, input: AddressBookInput): Promise<BookAddressObject[]> {
    await this.book.add(caller.id, input);
    return this.mine(caller);
  }

  /** Changes an address's label and fields (every day using it follows). @throws ADDRESS_NOT_FOUND, ADDRESS_CHANGED */
  async update(caller: AuthUser, id: string, input: AddressBookInput): Promise<BookAddressObject[]> {
    await this.book.update(caller.id, id, input);
    return this.mine(caller);
  }

  /**
   * Makes an address the default: every changeable day without a rule or a move goes there; days past the
   * cut-off keep the address they had. @throws ADDRESS_NOT_FOUND, ADDRESS_CHANGED
   */
  async setDefault(caller: AuthUser, id: string): Promise<BookAddressObject[]> {
    const plan = await this.plan(caller.id);
    this.entry(plan.book, id);
    await this.pinLockedDays(caller.id, plan.days);
    await this.book.setDefault(caller.id, id);
    return this.mine(caller);
  }

  /**
   * Deletes an address. Refused for the default (ADDRESS_IS_DEFAULT), for an address a day past its cut-off uses
   * (ADDRESS_LOCKED, with `date`), and, while upcoming days or weekday rules use it, without `moveDaysTo`
   * (ADDRESS_IN_USE, with the counts `days` and `weekdays`): then they go to `moveDaysTo` (the default: the rules
   * are dropped). Each refusal writes nothing. @throws ADDRESS_NOT_FOUND (the address or the target), VALIDATION_FAILED
   */
  async remove(caller: AuthUser, id: string, moveDaysTo?: string | null): Promise<BookAddressObject[]> {
    const plan = await this.plan(caller.id);
    const { entry, isDefault } = this.entry(plan.book, id);
    if (isDefault) throw AddressErrors.isDefault();
    const uses = (d: PlannedDay) => Boolean(d.entry?._id.equals(entry._id));
    const locked = plan.days.find((d) => !d.changeable && uses(d));
    if (locked) throw DayAddressErrors.locked(formatDateISO(locked.day));
    const days = plan.days.filter(uses).length;
    const weekdays = plan.rules.filter((r) => r.address.equals(entry._id)).length;
    if (days + weekdays > 0) {
      if (!moveDaysTo) throw DayAddressErrors.inUse(days, weekdays);
      const target = this.entry(plan.book, moveDaysTo);
      if (target.entry._id.equals(entry._id)) throw DayAddressErrors.sameTarget();
      await this.repo.moveUses(caller.id, entry._id, target.entry._id, this.slots.today(), target.isDefault);
    }
    await this.book.remove(caller.id, id);
    return this.mine(caller);
  }

  /** The caller's weekday rules and each upcoming delivery day with its address and whether it can still change. */
  async days(caller: AuthUser): Promise<MyDayAddressesObject> {
    return this.dayObjects(await this.plan(caller.id));
  }

  /**
   * Staff: a customer's weekday rules and upcoming delivery days with their addresses, as the customer reads them.
   * @throws NOT_FOUND (unknown or malformed id)
   */
  async daysOfCustomer(userId: string): Promise<MyDayAddressesObject> {
    if (!isObjectIdString(userId)) throw CommonErrors.notFound('Customer');
    let plan: Awaited<ReturnType<DeliveryAddressesService['plan']>>;
    try {
      plan = await this.plan(userId);
    } catch (e) {
      // The book's reader says UNAUTHENTICATED when the account is gone: for staff that is an unknown customer.
      if (e instanceof AppError && e.code === 'UNAUTHENTICATED') throw CommonErrors.notFound('Customer');
      throw e;
    }
    return this.dayObjects(plan);
  }

  /** The rules that name an entry still in the book, and each day with its address, source and whether it can change. */
  private dayObjects(plan: Awaited<ReturnType<DeliveryAddressesService['plan']>>): MyDayAddressesObject {
    const object = (e: AddressBookEntry) => toBookAddressObject(e, plan.book.defaultId);
    return {
      weekdayRules: plan.rules.flatMap((r) => {
        const e = plan.book.entries.find((x) => x._id.equals(r.address));
        return e ? [{ weekday: r.weekday, address: object(e) }] : [];
      }),
      days: plan.days.map((d) => ({
        date: formatDateISO(d.day),
        address: d.entry ? object(d.entry) : null,
        source: SOURCES[d.source],
        changeable: d.changeable,
      })),
    };
  }

  /**
   * Sends every delivery on a weekday to an address of the book (null: back to the default), from the first
   * changeable day on; days moved one by one keep their address. @throws ADDRESS_NOT_FOUND
   */
  async setWeekday(caller: AuthUser, input: WeekdayAddressInput): Promise<MyDayAddressesObject> {
    const plan = await this.plan(caller.id);
    const target = input.addressId ? this.entry(plan.book, input.addressId).entry : null;
    await this.pinLockedDays(caller.id, plan.days);
    if (target) await this.repo.setRule(caller.id, input.weekday, target._id);
    else await this.repo.clearRule(caller.id, input.weekday);
    return this.days(caller);
  }

  /**
   * Moves one delivery day to an address of the book (null: back to its weekday's rule or the default), before
   * that day's cut-off (the delivery time's). @throws CUTOFF_PASSED, NO_DELIVERY_THAT_DAY, ADDRESS_NOT_FOUND
   */
  async moveDay(caller: AuthUser, input: DayAddressInput): Promise<MyDayAddressesObject> {
    const day = parseCalendarDate(input.date)!;
    if (!this.slots.beforeCutoff(day))
      throw DayAddressErrors.cutoffPassed(formatDateDMY(day), formatDubaiDateTime(cutoffOf(day, menuCutoffRule(this.cfg))));
    const days = await this.subscriptions.deliveryDaysOf(caller.id, day);
    if (!days.some((d) => d.getTime() === day.getTime())) throw DayAddressErrors.noDelivery();
    if (input.addressId) {
      const { entry } = this.entry(await this.book.book(caller.id), input.addressId);
      await this.repo.setDay(caller.id, day, entry._id);
    } else {
      await this.repo.clearDay(caller.id, day);
    }
    return this.days(caller);
  }

  /**
   * The kitchen manifest: the address of each of these customers' deliveries on `date` (a day label), by user id.
   * An account whose address predates the book gets that address with no label; one with no address is missing.
   */
  async addressesOn(date: Date, contacts: readonly DeliveryContact[]): Promise<Map<string, ManifestAddress>> {
    const ids = contacts.map((c) => c._id);
    const [rules, moved] = ids.length
      ? await Promise.all([this.repo.rulesOn(weekdayOf(date), ids), this.repo.daysOn(date, ids)])
      : [[], []];
    const ruleOf = new Map(rules.map((r) => [r.user.toString(), r.address]));
    const movedOf = new Map(moved.map((m) => [m.user.toString(), m.address]));
    const out = new Map<string, ManifestAddress>();
    for (const c of contacts) {
      const key = c._id.toString();
      if (!c.addresses?.length) {
        if (c.deliveryAddress) out.set(key, { label: null, address: c.deliveryAddress });
        continue;
      }
      const rule = ruleOf.get(key);
      const { entry } = dayAddress(
        date,
        { entries: c.addresses, defaultId: c.defaultAddress ?? null },
        new Map(rule ? [[weekdayOf(date), rule]] : []),
        movedOf.get(key),
      );
      if (entry) out.set(key, { label: entry.label, address: entry });
    }
    return out;
  }

  /** The personal-data export: the whole book, the weekday rules and every moved day (past ones too). */
  async exportOf(userId: string): Promise<Record<string, unknown>> {
    const [book, rules, moved] = await Promise.all([this.book.book(userId), this.repo.rulesOf(userId), this.repo.allDaysOf(userId)]);
    const label = (id: Types.ObjectId) => book.entries.find((e) => e._id.equals(id))?.label ?? null;
    return {
      addresses: bookObjects(book),
      weekdayRules: rules.map((r) => ({ weekday: r.weekday, addressId: r.address.toString(), label: label(r.address) })),
      movedDays: moved.map((m) => ({ date: formatDateISO(m.date), addressId: m.address.toString(), label: label(m.address) })),
    };
  }

  /** Account closure: erases the weekday rules and moved days (the book itself goes with the account's erasure). */
  async forgetUser(userId: string): Promise<void> {
    await this.repo.deleteAllOf(userId);
  }

  /** After the delivery days changed: forgets the moved days from today on that are no longer delivery days. */
  async syncDays(userId: string): Promise<void> {
    const today = this.slots.today();
    await this.repo.clearDaysNotIn(userId, today, await this.subscriptions.deliveryDaysOf(userId, today));
  }

  /** The book, the rules and each upcoming delivery day with its address, source and whether it can change. */
  private async plan(
    userId: string,
  ): Promise<{ book: AddressBook; rules: { weekday: number; address: Types.ObjectId }[]; days: PlannedDay[] }> {
    const today = this.slots.today();
    const [book, rules, moved, days] = await Promise.all([
      this.book.book(userId),
      this.repo.rulesOf(userId),
      this.repo.daysOf(userId, today),
      this.subscriptions.deliveryDaysOf(userId, today),
    ]);
    const ruleMap = new Map(rules.map((r) => [r.weekday, r.address]));
    const movedMap = new Map(moved.map((m) => [m.date.getTime(), m.address]));
    return {
      book,
      rules,
      days: days.map((day) => ({
        day,
        ...dayAddress(day, book, ruleMap, movedMap.get(day.getTime())),
        changeable: this.slots.beforeCutoff(day),
      })),
    };
  }

  /** Before a rule or the default changes: each day past its cut-off keeps the address it has now. */
  private async pinLockedDays(userId: string, days: PlannedDay[]): Promise<void> {
    for (const d of days) if (!d.changeable && d.source !== 'Day' && d.entry) await this.repo.pinDay(userId, d.day, d.entry._id);
  }

  private entry(book: AddressBook, id: string): { entry: AddressBookEntry; isDefault: boolean } {
    return findAddress(book, id);
  }
}

function bookObjects(book: AddressBook): BookAddressObject[] {
  return book.entries.map((e) => toBookAddressObject(e, book.defaultId));
}
