import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../lib/dates';
import { earliestStartDate, latestStartDate } from './dates';

describe('start date bounds (48 hours ahead, at most 60 days)', () => {
  it('is the first day beginning in Dubai at least 48 hours after now', () => {
    expect(toIsoDate(earliestStartDate(new Date('2026-03-10T10:00:00Z')))).toBe('2026-03-13');
    expect(toIsoDate(earliestStartDate(new Date('2026-03-09T20:00:00Z')))).toBe('2026-03-12');
    expect(toIsoDate(earliestStartDate(new Date('2026-12-30T19:59:00Z')))).toBe('2027-01-02');
    expect(toIsoDate(earliestStartDate(new Date('2026-12-30T20:01:00Z')))).toBe('2027-01-03');
  });
  it('ends 60 days after today in Dubai', () => {
    expect(toIsoDate(latestStartDate(new Date('2026-03-10T19:00:00Z')))).toBe('2026-05-09');
  });
});
