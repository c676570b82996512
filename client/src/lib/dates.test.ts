import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import {
  dayEndUtc,
  dayStartUtc,
  firstDubaiDayAfter,
  formatDateTimeDubai,
  formatDayDMY,
  formatDayProse,
  formatDMY,
  formatDubaiDateTime,
  formatDubaiLong,
  formatDubaiDay,
  formatLong,
  fromIsoDate,
  toIsoDate,
  utcDay,
  utcDayToLocal,
  utcMidnightIso,
  dubaiTodayPlus,
} from './dates';

describe('calendar days', () => {
  it('round-trips YYYY-MM-DD and refuses impossible dates', () => {
    expect(fromIsoDate('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(fromIsoDate('2026-02-30')).toBeNull();
    expect(fromIsoDate('nope')).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
  });

  it('reads an instant as its UTC day, whatever the local time zone', () => {
    expect(utcDay('2026-03-01T23:30:00.000Z')).toBe('2026-03-01');
    expect(utcDay('2026-03-02T00:00:00+04:00')).toBe('2026-03-01'); // midnight in Dubai is 20:00 UTC the day before
    expect(utcDayToLocal('2026-03-01T23:30:00.000Z')).toEqual(new Date(2026, 2, 1));
    expect(utcDayToLocal(null)).toBeNull();
  });

  it('carries a picked day to its UTC midnight and last instant', () => {
    const picked = new Date(2026, 2, 5);
    expect(dayStartUtc(picked)).toBe('2026-03-05T00:00:00.000Z');
    expect(dayEndUtc(picked)).toBe('2026-03-05T23:59:59.999Z');
    expect(utcMidnightIso('2026-03-05')).toBe('2026-03-05T00:00:00.000Z');
    expect(utcMidnightIso('2026-12-31', 1)).toBe('2027-01-01T00:00:00.000Z');
  });

  it('finds the first UTC midnight after a notice period, and today (UTC) plus days', () => {
    expect(toIsoDate(firstDubaiDayAfter('2026-03-10T10:00:00Z', 48))).toBe('2026-03-13');
    expect(toIsoDate(firstDubaiDayAfter('2026-03-09T20:00:00Z', 48))).toBe('2026-03-12'); // 00:00 on 10 March in Dubai
    expect(toIsoDate(firstDubaiDayAfter('2026-03-10T00:00:00Z', 48))).toBe('2026-03-13'); // 04:00 in Dubai: 12 March began 44 h on
    expect(toIsoDate(dubaiTodayPlus('2026-03-10T19:00:00Z', 60))).toBe('2026-05-09');
    expect(toIsoDate(dubaiTodayPlus('2026-03-10T23:00:00Z', 60))).toBe('2026-05-10'); // already 11 March in Dubai
  });
});

describe('formatting', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('formats DD-MM-YYYY of the UTC day, empty when missing', () => {
    expect(formatDMY('2026-03-01T23:30:00.000Z')).toBe('01-03-2026');
    expect(formatDMY('2026-03-01')).toBe('01-03-2026');
    expect(formatDMY(null)).toBe('');
    expect(formatDMY('garbage')).toBe('');
    expect(formatDayDMY(new Date(2026, 2, 5))).toBe('05-03-2026');
    expect(formatDateTimeDubai('2026-03-01T09:05:07.123Z')).toBe('2026-03-01 13:05:07');
    expect(formatDateTimeDubai('2026-03-01T22:30:00.000Z')).toBe('2026-03-02 02:30:00');
  });

  it('writes days in prose, read as UTC days', () => {
    // Sentences (the start-date hint, its messages) use the prose format, never a second numeric one.
    expect(formatDayProse(new Date(2026, 10, 26))).toBe('Thu, 26 Nov 2026');
    expect(formatLong('2026-03-14')).toBe('Sat, 14 Mar 2026');
    expect(formatLong('2026-03-14T00:00:00.000Z')).toBe('Sat, 14 Mar 2026');
    expect(formatLong('2026-03-14T23:59:00.000Z')).toBe('Sat, 14 Mar 2026');
  });

  it('shows a deadline (the menu cut-off, kept in UTC) as a Dubai reader reads it', () => {
    // Midnight UTC at the start of 28 November is 04:00 in Dubai (UTC+4).
    expect(formatDubaiDateTime('2026-11-28T00:00:00.000Z')).toBe('Sat, 28 Nov 2026, 04:00');
  });

  it('shows when something happened (an order placed at 01:00 in Dubai) on its Dubai day, in prose', () => {
    expect(formatDubaiLong('2026-11-26T21:00:00.000Z')).toBe('Fri, 27 Nov 2026');
    expect(formatDubaiLong(null)).toBe('');
    expect(formatDubaiLong('garbage')).toBe('');
  });

  it('shows a blog post on its Dubai day', () => {
    expect(formatDubaiDay('2026-03-11T21:00:00.000Z')).toBe('12 March 2026'); // 01:00 on 12 March in Dubai
    expect(formatDubaiDay(undefined)).toBe('');
  });

  it('uses Arabic names with Latin digits in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const text = formatLong('2026-03-14');
    expect(text).toContain('14');
    expect(text).toContain('2026');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
