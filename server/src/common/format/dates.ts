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
