import { addDays, formatDateDMY, formatDateISO, parseCalendarDate, utcMidnight, weekdayName } from './dates.js';

describe('the date module (UTC)', () => {
  const lateEvening = new Date(Date.UTC(2026, 0, 2, 23, 30));

  it('formats the UTC day, whatever the process time zone', () => {
    expect(formatDateDMY(lateEvening)).toBe('02-01-2026');
    expect(formatDateISO(lateEvening)).toBe('2026-01-02');
    expect(weekdayName(lateEvening)).toBe('Friday');
    expect(formatDateDMY(null)).toBe('');
  });

  it('parses YYYY-MM-DD as UTC midnight and refuses what is not a real day', () => {
    expect(parseCalendarDate('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    for (const bad of ['2027-02-29', '2026-04-31', '2026-13-01', '2026-1-05', '02-01-2026', 20260102, null]) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
  });

  it('counts whole UTC days', () => {
    expect(utcMidnight(lateEvening).toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(addDays(utcMidnight(lateEvening), 30).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});
