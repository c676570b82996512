import { intlLocale } from '../i18n';
import { dateTimeFormat } from './intl-formatters';

/*
 * Dates shown in words, through the browser's `Intl` only (no date-fns), so public pages that show a date and do no
 * date arithmetic (plan cards, blog posts) do not load date-fns. Part of the one date module: lib/dates.ts re-exports
 * these and holds the rules (UTC calendar days; the blog's Dubai-local day).
 */

/** The business's time zone: Dubai, UTC+4 all year (no daylight saving). */
export const BUSINESS_TIME_ZONE = 'Asia/Dubai';

/** A calendar day as the server sends it: 'YYYY-MM-DD'. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The locale for dates: British English day-month order in English, the UAE's Arabic (Latin digits) in Arabic. */
const dateLocale = (): string => (intlLocale() === 'en-AE' ? 'en-GB' : intlLocale());

/** An instant: ISO string, Date or milliseconds; a 'YYYY-MM-DD' day is read as that day's UTC midnight. */
function instantOf(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  return typeof value === 'string' && DAY_PATTERN.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/**
 * An instant (or a 'YYYY-MM-DD' day) in the interface's language with `Intl` options, read in `timeZone` (UTC unless
 * told). An invalid value gives back the string it was (or '').
 */
export function formatUtc(value: string | number | Date, options: Intl.DateTimeFormatOptions, timeZone = 'UTC'): string {
  const date = instantOf(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return dateTimeFormat(dateLocale(), { ...options, timeZone }).format(date);
}

/** Prose: "Sat, 21 Nov 2026". */
export const PROSE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

/**
 * A day in prose, "Sat, 21 Nov 2026" ("السبت، 21 نوفمبر 2026" in Arabic): an ISO instant or a
 * 'YYYY-MM-DD' day, read as its UTC day. The one format for dates in sentences and schedules.
 */
export function formatLong(value: string): string {
  return formatUtc(value, PROSE);
}

/**
 * An instant's day in Dubai in prose, "Fri, 27 Nov 2026" ("الجمعة، 27 نوفمبر 2026"): when something happened (an
 * order placed, an account opened), as people in Dubai saw the day; empty for none or garbage.
 */
export function formatDubaiLong(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = instantOf(value);
  return Number.isNaN(date.getTime()) ? '' : formatUtc(date, PROSE, BUSINESS_TIME_ZONE);
}

/** The year it is in Dubai at `now` (the footer's copyright year, which follows the clock): 2026. */
export function dubaiYear(now: Date = new Date()): number {
  return Number(formatUtc(now, { year: 'numeric', numberingSystem: 'latn' }, BUSINESS_TIME_ZONE).replace(/\D/g, ''));
}

/** "12 March 2026": an instant's day in Dubai (a blog post's date); empty for none or garbage. */
export function formatDubaiDay(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = instantOf(value);
  return Number.isNaN(date.getTime()) ? '' : formatUtc(date, { day: 'numeric', month: 'long', year: 'numeric' }, BUSINESS_TIME_ZONE);
}

/**
 * An instant as a Dubai reader reads it, day and time: "Sat, 28 Nov 2026, 04:00" ("السبت، 28 نوفمبر 2026، 04:00");
 * for deadlines such as a menu's cut-off (the server keeps them in UTC).
 */
export function formatDubaiDateTime(value: string | number | Date): string {
  return formatUtc(value, { ...PROSE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, BUSINESS_TIME_ZONE);
}
