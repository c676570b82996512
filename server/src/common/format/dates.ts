import { utc } from '@date-fns/utc';
import { format, isMatch, parse } from 'date-fns';

/**
 * The server's one date module. Every server date is stored and computed in UTC (docs/decisions/0032-dates-on-the-server-utc-throughout.md): a delivery day is its UTC midnight, tables print the UTC
 * day as DD-MM-YYYY (spec sections 3 and 9). Formatting and parsing go through date-fns in UTC.
 */

/** One hour, milliseconds. */
export const HOUR_MS = 3_600_000;
/** One day, milliseconds (a UTC day has no daylight-saving change). */
export const DAY_MS = 86_400_000;

/** Dates are stored in UTC; tables show DD-MM-YYYY in UTC (spec sections 3 and 9). Empty string for none. */
export function formatDateDMY(date: Date | null | undefined): string {
  if (!date) return '';
  return format(date, 'dd-MM-yyyy', { in: utc });
}

const PROSE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (its UTC midnight) in prose, day first, as the customer's screens write it (the client's
 * `formatLong`): "Sat, 28 Nov 2026" in English (British order), "السبت، 28 نوفمبر 2026" in Arabic (Latin
 * digits). The one style for dates in sentences, on screens and in e-mails; tables keep DD-MM-YYYY
 * ({@link formatDateDMY}). Empty string for none.
 * @param lang 'en' or 'ar'
 */
export function formatDayProse(date: Date | null | undefined, lang: 'en' | 'ar' = 'en'): string {
  if (!date) return '';
  const locale = lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
  let f = PROSE_FORMATS.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    PROSE_FORMATS.set(locale, f);
  }
  return f.format(date);
}

/** Parses a calendar date `YYYY-MM-DD` as UTC midnight; null when malformed or not a real date. */
export function parseCalendarDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isMatch(value, 'yyyy-MM-dd')) return null;
  return new Date(parse(value, 'yyyy-MM-dd', new Date(0), { in: utc }).getTime());
}

/** `YYYY-MM-DD` of a date in UTC. */
export function formatDateISO(date: Date): string {
  return format(date, 'yyyy-MM-dd', { in: utc });
}

/** English weekday name of a date in UTC, e.g. 'Monday' (spec section 3 "Day"). */
export function weekdayName(date: Date): string {
  return format(date, 'EEEE', { in: utc });
}

/** UTC midnight of `d`'s calendar day. */
export function utcMidnight(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** `d` plus `n` whole days (n x 24 hours; the same as n calendar days in UTC). */
export function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * DAY_MS);
}

/** Dubai's offset from UTC, milliseconds: Asia/Dubai is UTC+4 all year (no daylight saving). */
export const DUBAI_OFFSET_MS = 4 * HOUR_MS;

/**
 * `now` as Dubai's wall clock reads it, written as a UTC instant: 2026-11-26T22:50Z (02:50 on 27 November in
 * Dubai) -> 2026-11-27T02:50Z. Validity days (a promotion's or a discount code's first and last day) are
 * stored as day labels, the day's 00:00 to 23:59:59.999 in UTC, which is what the staff forms send for the
 * picked days; compared with this instead of `now`, they are Dubai days: a promotion starting "today" runs
 * from midnight in Dubai, not from 04:00 (docs/decisions.md "Validity days are Dubai days").
 */
export function dubaiWallClock(now: Date): Date {
  return new Date(now.getTime() + DUBAI_OFFSET_MS);
}

/**
 * An instant as Dubai's local time with its offset, ISO 8601 to the second: 2026-03-01T10:00:00Z ->
 * "2026-03-01T14:00:00+04:00" (CSV exports: the time a Dubai reader expects, and still one exact instant
 * that any ISO 8601 reader converts back).
 */
export function formatDubaiIso(date: Date): string {
  return `${format(dubaiWallClock(date), "yyyy-MM-dd'T'HH:mm:ss", { in: utc })}+04:00`;
}

/** A calendar day (its UTC-midnight label, or the last instant of a validity day) as `YYYY-MM-DD`; empty for none. */
export function formatDayLabel(date: Date | null | undefined): string {
  return date ? formatDateISO(date) : '';
}
