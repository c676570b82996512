import { addDays, addYears, endOfDay, format, isValid, parse, startOfDay } from 'date-fns';
import { formatInTimeZone, fromZonedTime, toZonedTime } from 'date-fns-tz';
import { BUSINESS_TIME_ZONE, DAY_PATTERN, formatUtc, PROSE } from './date-format';

export { formatDubaiDateTime, formatDubaiDay, formatDubaiLong, formatLong, formatUtc } from './date-format';

/**
 * The client's one date module (docs/decisions/0034-dates-and-money-on-the-client.md), following the server's
 * "UTC throughout": a delivery day, a start date, a plan's or code's validity day is a calendar day
 * the server stores as its UTC midnight and sends as an ISO instant or `YYYY-MM-DD`; it is shown as
 * that UTC day (tables DD-MM-YYYY, spec section 9). Date pickers hold a local-midnight `Date` of the
 * chosen day, carried to and from the server as the day's year, month and day only. The one
 * Dubai-local date is a blog post's publication day (an instant read as the day people in Dubai saw
 * it). Patterns, parsing and arithmetic use date-fns, time zones date-fns-tz; names of days and
 * months use the browser's `Intl` (the locale's CLDR data, Latin digits in both languages).
 */

/** One hour, milliseconds. */
const HOUR_MS = 3_600_000;

type Instant = string | number | Date;

const asDate = (value: Instant): Date => (value instanceof Date ? value : new Date(value));
const validInstant = (value: Instant | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = asDate(value);
  return isValid(date) ? date : null;
};

// ---------------------------------------------------------------------------------------------
// Calendar days: 'YYYY-MM-DD' <-> a picker's local-midnight Date <-> the day's UTC midnight.

/** A picker date (local midnight) -> 'YYYY-MM-DD' of its local calendar day. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** 'YYYY-MM-DD' -> a local-midnight Date for a picker; null when malformed or not a real day. */
export function fromIsoDate(day: string | null | undefined): Date | null {
  if (!day || !DAY_PATTERN.test(day)) return null;
  const date = parse(day, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
}

/** The UTC calendar day ('YYYY-MM-DD') of an instant (ISO string, Date or milliseconds). */
export function utcDay(instant: Instant): string {
  return formatInTimeZone(asDate(instant), 'UTC', 'yyyy-MM-dd');
}

/** The UTC calendar day of a valid instant as a local-midnight Date. */
const utcDayOf = (instant: Instant): Date => startOfDay(toZonedTime(asDate(instant), 'UTC'));

/** An instant's UTC calendar day as a local-midnight Date (for a picker); null for none. */
export function utcDayToLocal(instant: Instant | null | undefined): Date | null {
  const date = validInstant(instant);
  return date ? utcDayOf(date) : null;
}

/** 'YYYY-MM-DD' plus `days` -> that day's UTC midnight as an ISO instant ('2026-03-10' -> '2026-03-10T00:00:00.000Z'). */
export function utcMidnightIso(day: string, days = 0): string {
  return addDays(fromZonedTime(`${day}T00:00:00`, 'UTC'), days).toISOString();
}

/** A picked day (local Date) -> that day at 00:00 UTC, ISO (the first instant it is valid). */
export function dayStartUtc(date: Date): string {
  return fromZonedTime(startOfDay(date), 'UTC').toISOString();
}

/** A picked day (local Date) -> that day at 23:59:59.999 UTC, ISO (the last instant it is valid). */
export function dayEndUtc(date: Date): string {
  return fromZonedTime(endOfDay(date), 'UTC').toISOString();
}

/** Dubai's calendar day at `instant`, as a local-midnight Date of that day (the kitchen's "today"). */
export function dubaiDayOf(instant: Instant): Date {
  const [y, m, d] = formatInTimeZone(asDate(instant), BUSINESS_TIME_ZONE, 'yyyy-MM-dd').split('-').map(Number);
  return new Date(y, m - 1, d);
}

/**
 * The first day that begins in Dubai (00:00 there) at or after `instant` + `hours` hours, as a local-midnight Date
 * of that day (the start-date notice; the server's common/format/dubai-days.ts).
 */
export function firstDubaiDayAfter(instant: Instant, hours: number): Date {
  const limit = asDate(instant).getTime() + hours * HOUR_MS;
  const day = dubaiDayOf(limit);
  const begins = fromZonedTime(`${toIsoDate(day)}T00:00:00`, BUSINESS_TIME_ZONE).getTime();
  return begins < limit ? addDays(day, 1) : day;
}

/** Today (Dubai's day) plus `days`, as a local-midnight Date of that day. */
export function dubaiTodayPlus(instant: Instant, days: number): Date {
  return addDays(dubaiDayOf(instant), days);
}

const WEEKDAY_KEYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The days of the week (the API's `Weekday` values) named in `language`: { Sunday: 'Sunday' } or { Sunday: 'الأحد' }. */
export function weekdayNames(language: string): Record<(typeof WEEKDAY_KEYS)[number], string> {
  const f = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', { weekday: 'long', timeZone: 'UTC' });
  // 4 January 2026 was a Sunday.
  return Object.fromEntries(WEEKDAY_KEYS.map((k, i) => [k, f.format(new Date(Date.UTC(2026, 0, 4 + i)))])) as Record<
    (typeof WEEKDAY_KEYS)[number],
    string
  >;
}

/** A day of the week as the API's `Weekday` names it. */
export type WeekdayName = (typeof WEEKDAY_KEYS)[number];

/** The week from Monday, as the UAE lists days. */
export const MONDAY_FIRST: readonly WeekdayName[] = [1, 2, 3, 4, 5, 6, 0].map((i) => WEEKDAY_KEYS[i]);

/** Days of the week as a list in `language`, the week from Monday as the UAE reads it: "Saturday and Sunday". */
export function formatWeekdays(days: readonly string[], language: string): string {
  const names = weekdayNames(language);
  const sorted = MONDAY_FIRST.filter((d) => days.includes(d));
  return new Intl.ListFormat(language === 'ar' ? 'ar' : 'en-GB', { type: 'conjunction' }).format(sorted.map((d) => names[d]));
}

/** Today at local midnight (date-picker bounds). */
export function today(): Date {
  return startOfDay(new Date());
}

/** Tomorrow at local midnight (a staff screen's default day). */
export function tomorrow(): Date {
  return addDays(today(), 1);
}

/** A year after today, local midnight (date-picker bounds). */
export function yearAhead(): Date {
  return addYears(today(), 1);
}

// ---------------------------------------------------------------------------------------------
// Formatting.

/** An instant or 'YYYY-MM-DD' day as DD-MM-YYYY of its UTC day (tables, spec section 9); empty for none or garbage. */
export function formatDMY(value: Instant | null | undefined): string {
  const date = typeof value === 'string' && DAY_PATTERN.test(value) ? fromZonedTime(`${value}T00:00:00`, 'UTC') : validInstant(value);
  return date ? formatInTimeZone(date, 'UTC', 'dd-MM-yyyy') : '';
}

/** A picker date (local midnight) as DD-MM-YYYY (the spec's format, as the server's messages). */
export function formatDayDMY(date: Date): string {
  return format(date, 'dd-MM-yyyy');
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' in Dubai time (the audit log: 09:05 UTC is 13:05 in Dubai); empty for none. */
export function formatDateTimeDubai(value: Instant | null | undefined): string {
  const date = validInstant(value);
  return date ? formatInTimeZone(date, 'Asia/Dubai', 'yyyy-MM-dd HH:mm:ss') : '';
}

/** A picker date (local midnight) in prose, "Thu, 26 Nov 2026" (hints and messages about a chosen day). */
export function formatDayProse(date: Date): string {
  return formatUtc(toIsoDate(date), PROSE);
}
