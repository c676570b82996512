import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../lib/dates';
import { earliestStartDate, latestStartDate } from './dates';

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
