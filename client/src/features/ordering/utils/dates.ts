import { dateLocale } from '../../../lib/dates';
/**
 * Start-date rules of docs/decisions.md "Ordering and payments": the server reads `startDate`
 * (YYYY-MM-DD) as a UTC calendar date; it must be the first UTC midnight at least 48 hours after now
 * or later, and at most 60 days after today (UTC). The date picker works with local `Date`s at local
 * midnight, so a calendar day is carried between the two as its year, month and day only.
 */
export const MIN_START_HOURS = 48;
export const MAX_START_DAYS = 60;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A picker date (local midnight) -> 'YYYY-MM-DD' with its local calendar day. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' -> a local-midnight Date for the picker; null when malformed. */
export function fromIsoDate(iso: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toIsoDate(date) === iso ? date : null;
}

/** A UTC instant's calendar day as a local-midnight Date. */
function utcDayAsLocal(ms: number): Date {
  const d = new Date(ms);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** The earliest start the server accepts at `now`: the first UTC midnight >= now + 48 h. */
export function earliestStartDate(now: Date = new Date()): Date {
  const target = now.getTime() + MIN_START_HOURS * HOUR_MS;
  const midnight = Math.floor(target / DAY_MS) * DAY_MS;
  return utcDayAsLocal(midnight < target ? midnight + DAY_MS : midnight);
}

/** The latest start the server accepts at `now`: today (UTC) + 60 days. */
export function latestStartDate(now: Date = new Date()): Date {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return utcDayAsLocal(today + MAX_START_DAYS * DAY_MS);
}

/** A local-midnight date shown as DD-MM-YYYY (the spec's date format, as the server's messages). */
export function formatDayDMY(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/**
 * A local-midnight date (a picker's day) in prose, "Thu, 26 Nov 2026": the one format for dates in
 * sentences (hints, messages); the picker itself shows MM/dd/yyyy and tables DD-MM-YYYY.
 */
export function formatDayProse(date: Date): string {
  return date.toLocaleDateString(dateLocale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** 'YYYY-MM-DD' or an ISO instant -> "Sat, 21 Nov 2026", read as a UTC calendar day. */
export function formatCalendarDay(isoOrDate: string): string {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(isoOrDate) ? `${isoOrDate}T00:00:00Z` : isoOrDate;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return isoOrDate;
  return d.toLocaleDateString(dateLocale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The UTC calendar day ('YYYY-MM-DD') of an ISO instant (the server's dates are UTC midnights). */
export function utcDayKey(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
