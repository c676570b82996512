import { dateLocale } from '../../../lib/dates';
/** Calendar-day helpers: the server speaks UTC days (YYYY-MM-DD); date pickers work with local dates. */
export const DAY_MS = 86_400_000;
/** Pauses and menu changes need this much notice before the day's midnight (UTC). */
export const NOTICE_HOURS = 48;

const pad = (n: number) => String(n).padStart(2, '0');

/** The first UTC midnight at least 48 hours from `now`, as YYYY-MM-DD. */
export function earliestChangeDay(now = Date.now()): string {
  const limit = now + NOTICE_HOURS * 3_600_000;
  let midnight = Math.floor(limit / DAY_MS) * DAY_MS;
  if (midnight < limit) midnight += DAY_MS;
  return new Date(midnight).toISOString().slice(0, 10);
}

/** YYYY-MM-DD of a UTC ISO timestamp. */
export const isoDay = (iso: string) => iso.slice(0, 10);

/** A YYYY-MM-DD day as a local Date at midnight (what the date picker shows). */
export function dayToLocalDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** The picked local Date as YYYY-MM-DD (the calendar day the person chose). */
export function localDateToDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Mon, 23 Nov 2026" for a YYYY-MM-DD day. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(dateLocale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
