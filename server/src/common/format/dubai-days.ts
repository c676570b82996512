import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { addDays, HOUR_MS } from './dates.js';

/**
 * The server's one module for the kitchen's days (docs/decisions/0087-dubai-days-and-delivery-weeks.md). A
 * delivery day is stored as its **day label**: the UTC midnight of its calendar date (2026-12-03T00:00Z is
 * "Thursday 3 December"), as every stored schedule already is. What is Dubai's is the clock the labels are
 * compared with: "today" is Dubai's calendar day, a day begins at 00:00 in Dubai (20:00 UTC the evening
 * before), and a day's cut-off is a Dubai wall time. Time-zone arithmetic goes through `@date-fns/tz`, so
 * nothing here depends on the process's own time zone (tests run it in UTC and in other zones).
 */

/** The kitchen's time zone. */
export const KITCHEN_TIME_ZONE = 'Asia/Dubai';

/**
 * When changes to a delivery day close: the last `time` (Dubai wall clock, "HH:mm") at least `hours` before
 * the day begins in Dubai. `{ hours: 48, time: '00:00' }` closes Thursday at Tuesday 00:00;
 * `{ hours: 48, time: '18:00' }` at Monday 18:00.
 */
export interface CutoffRule {
  /** Minimum notice, hours before the day's Dubai midnight (MENU_CUTOFF_HOURS, PAUSE_NOTICE_HOURS). */
  hours: number;
  /** Dubai wall time the cut-off falls on, "HH:mm" (CUTOFF_TIME). */
  time: string;
}

/** The day label (UTC midnight of the calendar date) of Dubai's day at the instant `now`. */
export function dubaiDayOf(now: Date): Date {
  const d = new TZDate(now.getTime(), KITCHEN_TIME_ZONE);
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
}

/** The instant the day `day` (a day label) shows `hh:mm` on Dubai's clocks. */
export function dubaiTimeOn(day: Date, hh = 0, mm = 0): Date {
  return new Date(new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hh, mm, KITCHEN_TIME_ZONE).getTime());
}

/** The instant the day `day` (a day label) begins in Dubai: 00:00 Dubai, 20:00 UTC the evening before. */
export function dubaiDayStart(day: Date): Date {
  return dubaiTimeOn(day);
}

function parseTime(time: string): [number, number] {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) throw new Error(`Cut-off time must be HH:mm (00:00 to 23:59), got "${time}".`);
  return [Number(m[1]), Number(m[2])];
}

/** The instant changes to `day` (a day label) close under `rule`: see {@link CutoffRule}. */
export function cutoffOf(day: Date, rule: CutoffRule): Date {
  const [hh, mm] = parseTime(rule.time);
  const latest = dubaiDayStart(day).getTime() - rule.hours * HOUR_MS;
  const onDay = dubaiTimeOn(dubaiDayOf(new Date(latest)), hh, mm);
  return onDay.getTime() <= latest ? onDay : dubaiTimeOn(addDays(dubaiDayOf(new Date(latest)), -1), hh, mm);
}

/** Whether `day` (a day label) may still be changed at `now`: `now` is at or before its cut-off. */
export function isBeforeCutoff(day: Date, now: Date, rule: CutoffRule): boolean {
  return now.getTime() <= cutoffOf(day, rule).getTime();
}

/** The first day (label) that may still be changed at `now`: today in Dubai or later. */
export function firstOpenDay(now: Date, rule: CutoffRule): Date {
  // At most hours / 24 + 2 steps: a cut-off falls at most one day before the notice.
  let day = dubaiDayOf(now);
  while (!isBeforeCutoff(day, now, rule)) day = addDays(day, 1);
  return day;
}

/** The menu cut-off of the settings: MENU_CUTOFF_HOURS at CUTOFF_TIME (menu, slot and address changes, cancellation). */
export function menuCutoffRule(cfg: { MENU_CUTOFF_HOURS: number; CUTOFF_TIME: string }): CutoffRule {
  return { hours: cfg.MENU_CUTOFF_HOURS, time: cfg.CUTOFF_TIME };
}

/** The pause notice of the settings: PAUSE_NOTICE_HOURS at CUTOFF_TIME (pause, skip, resume). */
export function pauseNoticeRule(cfg: { PAUSE_NOTICE_HOURS: number; CUTOFF_TIME: string }): CutoffRule {
  return { hours: cfg.PAUSE_NOTICE_HOURS, time: cfg.CUTOFF_TIME };
}

/** An instant as Dubai's clock shows it, "DD-MM-YYYY HH:mm" (a cut-off in a message). */
export function formatDubaiDateTime(instant: Date): string {
  return format(new TZDate(instant.getTime(), KITCHEN_TIME_ZONE), 'dd-MM-yyyy HH:mm');
}
