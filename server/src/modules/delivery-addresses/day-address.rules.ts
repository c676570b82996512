import type { Types } from 'mongoose';
import type { AddressBookEntry } from '../users/users.types.js';

/** Where a day's address comes from (the GraphQL enum `DayAddressSource` has the same values). */
export type DayAddressOrigin = 'Default' | 'Weekday' | 'Day';

/** The address book as the rules read it: its entries and the default's id. */
export interface BookView {
  entries: readonly AddressBookEntry[];
  defaultId: Types.ObjectId | null;
}

/**
 * The weekday of a delivery day's label (0 Sunday ... 6 Saturday): the one place that reads it, so weekday rules
 * follow however the schedule labels its days (today: midnight UTC of the calendar day).
 */
export function weekdayOf(day: Date): number {
  return day.getUTCDay();
}

/**
 * The address of the delivery on `day` (a day label; its weekday is {@link weekdayOf}):
 * the address the day was moved to, else the weekday's rule, else the default
 * (docs/decisions/0088-an-address-book-and-an-address-per-day.md). A moved day or rule naming an address no longer
 * in the book is passed over. `entry` is null only while the book is empty.
 */
export function dayAddress(
  day: Date,
  book: BookView,
  rules: ReadonlyMap<number, Types.ObjectId>,
  moved: Types.ObjectId | undefined,
): { entry: AddressBookEntry | null; source: DayAddressOrigin } {
  const find = (id: Types.ObjectId | null | undefined) => (id ? book.entries.find((e) => e._id.equals(id)) : undefined);
  const movedTo = find(moved);
  if (movedTo) return { entry: movedTo, source: 'Day' };
  const weekday = find(rules.get(weekdayOf(day)));
  if (weekday) return { entry: weekday, source: 'Weekday' };
  return { entry: find(book.defaultId) ?? null, source: 'Default' };
}
