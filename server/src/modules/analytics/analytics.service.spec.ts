import { analyticsPeriods } from './analytics.service.js';

describe('analyticsPeriods', () => {
  it('counts the calendar month, the day and 30 days back in UTC', () => {
    const p = analyticsPeriods(new Date('2030-03-31T23:30:00+00:00'));
    expect(p.monthStart.toISOString()).toBe('2030-03-01T00:00:00.000Z');
    expect(p.nextMonthStart.toISOString()).toBe('2030-04-01T00:00:00.000Z');
    expect(p.todayStart.toISOString()).toBe('2030-03-31T00:00:00.000Z');
    expect(p.thirtyDaysAgo.toISOString()).toBe('2030-03-01T23:30:00.000Z');
  });

  it('rolls December over into the next year, whatever the local time zone says', () => {
    const p = analyticsPeriods(new Date('2030-12-31T22:00:00-05:00'));
    expect(p.monthStart.toISOString()).toBe('2031-01-01T00:00:00.000Z');
    expect(p.nextMonthStart.toISOString()).toBe('2031-02-01T00:00:00.000Z');
  });
});
