import { describe, expect, it } from 'vitest';
import { earliestStartDate, formatCalendarDay, formatDayDMY, formatDayProse, fromIsoDate, latestStartDate, toIsoDate } from './dates';

describe('start date bounds (48 hours ahead, at most 60 days)', () => {
  it('is the first UTC midnight at least 48 hours after now', () => {
    expect(toIsoDate(earliestStartDate(new Date('2026-03-10T10:00:00Z')))).toBe('2026-03-13');
    expect(toIsoDate(earliestStartDate(new Date('2026-03-10T00:00:00Z')))).toBe('2026-03-12');
    expect(toIsoDate(earliestStartDate(new Date('2026-12-30T23:59:00Z')))).toBe('2027-01-02');
  });
  it('ends 60 days after today (UTC)', () => {
    expect(toIsoDate(latestStartDate(new Date('2026-03-10T23:00:00Z')))).toBe('2026-05-09');
  });
});

describe('calendar days', () => {
  it('round-trips YYYY-MM-DD and refuses impossible dates', () => {
    expect(toIsoDate(fromIsoDate('2026-02-28')!)).toBe('2026-02-28');
    expect(fromIsoDate('2026-02-30')).toBeNull();
    expect(fromIsoDate('nope')).toBeNull();
  });
  it('formats DD-MM-YYYY and readable UTC days', () => {
    expect(formatDayDMY(new Date(2026, 2, 5))).toBe('05-03-2026');
    // Sentences (the start-date hint, its messages) use the prose format, never a second numeric one.
    expect(formatDayProse(new Date(2026, 10, 26))).toBe('Thu, 26 Nov 2026');
    expect(formatCalendarDay('2026-03-14')).toBe('Sat, 14 Mar 2026');
    expect(formatCalendarDay('2026-03-14T00:00:00.000Z')).toBe('Sat, 14 Mar 2026');
  });
});
