import { countersAgree, dayCount, dayKey, pageWindow, type DayStats } from './order-stats.repository.js';
import { OrderStatus } from './order.schema.js';
import { OrderType } from '../pricing/pricing.rules.js';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('dayKey and dayCount', () => {
  it('keys a date by its UTC day and counts with optional status and type filters', () => {
    expect(dayKey(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    const d: DayStats = {
      _id: '2026-03-01',
      day: day('2026-03-01'),
      counts: { Paid: { Monthly: 3, Trial: 1 }, Refunded: { Monthly: 1 } },
      revenue: { Paid: 100 },
    };
    expect(dayCount(d)).toBe(5);
    expect(dayCount(d, OrderStatus.Paid)).toBe(4);
    expect(dayCount(d, undefined, OrderType.Monthly)).toBe(4);
    expect(dayCount(d, OrderStatus.Refunded, OrderType.Trial)).toBe(0);
  });
});

describe('pageWindow', () => {
  // Newest day first: 03-03 has 3 rows, 03-02 none, 03-01 has 4, 02-28 has 2 (9 rows).
  const days = [
    { day: day('2026-03-01'), count: 4 },
    { day: day('2026-03-03'), count: 3 },
    { day: day('2026-03-02'), count: 0 },
    { day: day('2026-02-28'), count: 2 },
  ];

  it('finds the days holding a page in newest-first order and the rows to skip in them', () => {
    expect(pageWindow(days, 0, 2, -1)).toEqual({ from: day('2026-03-03'), to: day('2026-03-04'), skip: 0 });
    // Rows 2..4: the last row of 03-03 and the first two of 03-01.
    expect(pageWindow(days, 2, 3, -1)).toEqual({ from: day('2026-03-01'), to: day('2026-03-04'), skip: 2 });
    expect(pageWindow(days, 7, 5, -1)).toEqual({ from: day('2026-02-28'), to: day('2026-03-01'), skip: 0 });
    expect(pageWindow(days, 9, 5, -1)).toBeNull();
  });

  it('does the same oldest first', () => {
    expect(pageWindow(days, 0, 3, 1)).toEqual({ from: day('2026-02-28'), to: day('2026-03-02'), skip: 0 });
    expect(pageWindow(days, 6, 10, 1)).toEqual({ from: day('2026-03-03'), to: day('2026-03-04'), skip: 0 });
    expect(pageWindow(days, 4, 3, 1)).toEqual({ from: day('2026-03-01'), to: day('2026-03-04'), skip: 2 });
  });
});

describe('countersAgree', () => {
  it('trusts counters within 5% of the estimated count, and none for existing orders never', () => {
    expect(countersAgree(0, 0)).toBe(true);
    expect(countersAgree(37, 37)).toBe(true);
    expect(countersAgree(37, 42)).toBe(false);
    expect(countersAgree(1_000_000, 952_737)).toBe(true);
    expect(countersAgree(0, 100)).toBe(false);
  });
});
