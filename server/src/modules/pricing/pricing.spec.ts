import { AppError } from '../../common/errors/app-error.js';
import { creditNoteVat } from '../../common/format/money.js';
import {
  DELIVERY_FEE,
  MAX_MEALS_PER_DAY,
  OrderType,
  TRIAL_COUNTS,
  VAT_PERCENT,
  assertMealCounts,
  assertStartDate,
  computeBreakdown,
  durationDays,
  earliestStartDate,
  endDateOf,
  isDuration,
  latestStartDate,
  mealLabels,
  mealsPerDay,
  orderTypeOf,
  parseStartDate,
  percentOf,
  priceLines,
  roundHalfUp,
  vatOf,
  type DailyPrices,
  type MealCounts,
} from './pricing.rules.js';

/** The pricing rules of spec section 9, on plain numbers (fils) and dates (UTC). */

const PRICES: DailyPrices = { breakfast: 2_000, lunch: 3_000, dinner: 3_000, snacks: 1_200 };
const counts = (breakfast = 0, lunch = 0, dinner = 0, snack = 0): MealCounts => ({ breakfast, lunch, dinner, snack });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return `${err.code}: ${err.message}`;
    throw err;
  }
  return undefined;
}

describe('rounding to the fils, half up', () => {
  it.each([
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [2.4999, 2],
    [1.005 * 100, 101],
  ])('roundHalfUp(%p) = %p', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it('percentOf is exact for integers and rounds halves up', () => {
    expect(percentOf(10_000, 5)).toBe(500);
    expect(percentOf(10, 5)).toBe(1); // 0.5 fils -> 1
    expect(percentOf(9, 5)).toBe(0); // 0.45 fils -> 0
    expect(percentOf(30, 5)).toBe(2); // 1.5 -> 2
    expect(percentOf(49, 5)).toBe(2); // 2.45 -> 2
    expect(percentOf(50, 5)).toBe(3); // 2.5 -> 3
    expect(percentOf(257_610, 15)).toBe(38_642); // 38641.5 -> 38642
    expect(percentOf(333, 10)).toBe(33); // 33.3 -> 33
    expect(percentOf(335, 10)).toBe(34); // 33.5 -> 34
    expect(percentOf(12_345, 100)).toBe(12_345);
  });
});

describe('VAT and delivery fee (spec section 9)', () => {
  it('VAT is 5 percent of the subtotal, rounded half up to the fils', () => {
    expect(VAT_PERCENT).toBe(5);
    expect(vatOf(257_600)).toBe(12_880);
    expect(vatOf(49_900)).toBe(2_495);
    expect(vatOf(12_345)).toBe(617); // 617.25 -> 617
    expect(vatOf(12_350)).toBe(618); // 617.5 -> 618
    expect(vatOf(0)).toBe(0);
  });

  it('the delivery fee is 0', () => {
    expect(DELIVERY_FEE).toBe(0);
  });
});

describe('durations', () => {
  it('7 Days is 7 days, 1 Month 28, 3 Months 84', () => {
    expect(durationDays('7 Days')).toBe(7);
    expect(durationDays('1 Month')).toBe(28);
    expect(durationDays('3 Months')).toBe(84);
  });

  it('knows only the offered labels', () => {
    expect(isDuration('1 Month')).toBe(true);
    expect(isDuration('1 month')).toBe(false);
    expect(isDuration('toString')).toBe(false);
    expect(isDuration(28)).toBe(false);
  });

  it('the end date is the last delivery day', () => {
    const start = new Date('2030-01-10T00:00:00Z');
    expect(endDateOf(start, 7).toISOString()).toBe('2030-01-16T00:00:00.000Z');
    expect(endDateOf(start, 28).toISOString()).toBe('2030-02-06T00:00:00.000Z');
  });
});

describe('meals per day', () => {
  it('counts, labels and the trial selection', () => {
    expect(mealsPerDay(counts(1, 0, 1, 1))).toBe(3);
    expect(mealLabels(counts(1, 0, 2, 1))).toEqual(['Breakfast', 'Dinner', 'Snack']);
    expect(TRIAL_COUNTS).toEqual(counts(1, 1, 1, 1));
  });

  it('needs at least one meal and at most 8 a day', () => {
    expect(codeOf(() => assertMealCounts(counts()))).toBe('MEALS_REQUIRED: Choose at least one meal per day.');
    expect(codeOf(() => assertMealCounts(counts(0, 0, 0, 1)))).toBeUndefined();
    expect(codeOf(() => assertMealCounts(counts(2, 2, 2, 2)))).toBeUndefined();
    expect(MAX_MEALS_PER_DAY).toBe(8);
    expect(codeOf(() => assertMealCounts(counts(3, 3, 2, 1)))).toBe('TOO_MANY_MEALS: Choose at most 8 meals per day.');
  });
});

describe('subtotal lines', () => {
  it('each line is count x daily price x days (snack uses dailyPrices.snacks)', () => {
    expect(priceLines(PRICES, counts(1, 1, 0, 1), 28)).toEqual([
      { category: 'breakfast', count: 1, dailyPrice: 2_000, days: 28, amount: 56_000 },
      { category: 'lunch', count: 1, dailyPrice: 3_000, days: 28, amount: 84_000 },
      { category: 'snack', count: 1, dailyPrice: 1_200, days: 28, amount: 33_600 },
    ]);
  });

  it('custom counts multiply the line', () => {
    const [lunch] = priceLines(PRICES, counts(0, 3, 0, 0), 84);
    expect(lunch).toEqual({ category: 'lunch', count: 3, dailyPrice: 3_000, days: 84, amount: 756_000 });
  });

  it('a fractional daily price is rounded per line, half up', () => {
    const lines = priceLines({ breakfast: 1_000.25, lunch: 0, dinner: 0, snacks: 0.5 }, counts(1, 0, 0, 1), 2);
    expect(lines.map((l) => l.amount)).toEqual([2_001, 1]); // 2000.5 -> 2001, 1 -> 1
  });
});

describe('breakdown (spec section 9: total = subtotal + VAT - discount)', () => {
  const base = { planPrice: 189_900, dailyPrices: PRICES, trial: false, days: 28 };

  it('a monthly plan with all four meals', () => {
    const b = computeBreakdown({ ...base, counts: counts(1, 1, 1, 1) });
    expect(b.subtotal).toBe((2_000 + 3_000 + 3_000 + 1_200) * 28); // 257,600
    expect(b.vat).toBe(12_880);
    expect(b.deliveryFee).toBe(0);
    expect(b.discount).toBe(0);
    expect(b.total).toBe(257_600 + 12_880);
  });

  it('the trial is a flat 499 AED for 7 days whatever the toggles', () => {
    const b = computeBreakdown({ ...base, planPrice: 49_900, trial: true, counts: counts(1, 0, 0, 0), days: 7 });
    expect(b.lines).toEqual([]);
    expect(b.subtotal).toBe(49_900);
    expect(b.vat).toBe(2_495);
    expect(b.total).toBe(52_395);
  });

  it('a discount code takes its percentage of the subtotal, and VAT is 5% of what is left', () => {
    const b = computeBreakdown({ ...base, counts: counts(1, 1, 1, 1), codePercent: 10 });
    expect(b.discount).toBe(25_760);
    expect(b.vat).toBe(11_592); // 5% of 231,840
    expect(b.total).toBe(257_600 - 25_760 + 11_592);
  });

  it('a promotion takes price x discount_percentage / 100, where price is the package price (the subtotal)', () => {
    const b = computeBreakdown({ ...base, counts: counts(1, 0, 1, 0), promotionPercent: 15 });
    expect(b.subtotal).toBe(140_000);
    expect(b.discount).toBe(21_000);
    expect(b.vat).toBe(5_950); // 5% of 119,000
    expect(b.total).toBe(140_000 - 21_000 + 5_950);
  });

  it('with VAT_BASE=subtotal (the spec formula), VAT is on the subtotal before the discount, and each line is rounded half up', () => {
    // subtotal 1,030 fils: VAT 51.5 -> 52; 15% discount 154.5 -> 155.
    const b = computeBreakdown({
      ...base,
      dailyPrices: { breakfast: 515, lunch: 0, dinner: 0, snacks: 0 },
      counts: counts(1),
      days: 2,
      codePercent: 15,
      vatBase: 'subtotal',
    });
    expect(b.subtotal).toBe(1_030);
    expect(b.vat).toBe(52);
    expect(b.discount).toBe(155);
    expect(b.total).toBe(1_030 + 52 - 155);
  });

  it('by default (VAT_BASE=discounted), VAT is 5% of the subtotal less the discount (FRESH10 on 2,828.00: 127.26, total 2,672.46)', () => {
    const lean = { ...base, dailyPrices: { breakfast: 0, lunch: 5_050, dinner: 5_050, snacks: 0 }, counts: counts(0, 1, 1, 0) };
    const spec = computeBreakdown({ ...lean, codePercent: 10, vatBase: 'subtotal' });
    const uae = computeBreakdown({ ...lean, codePercent: 10 });
    expect(spec.subtotal).toBe(282_800);
    expect([spec.discount, spec.vat, spec.total]).toEqual([28_280, 14_140, 268_660]);
    expect([uae.discount, uae.vat, uae.total]).toEqual([28_280, 12_726, 267_246]);
    // Without a discount the two bases agree.
    expect(computeBreakdown({ ...lean, vatBase: 'subtotal' })).toEqual(computeBreakdown(lean));
  });

  it('custom counts (2 lunches, 3 dinners) for 3 months', () => {
    const b = computeBreakdown({ ...base, counts: counts(0, 2, 3, 0), days: 84 });
    expect(b.subtotal).toBe(2 * 3_000 * 84 + 3 * 3_000 * 84);
    expect(b.total).toBe(b.subtotal + vatOf(b.subtotal));
  });
});

describe('order type', () => {
  it('Trial, then Promotion, then Custom, else Monthly', () => {
    expect(orderTypeOf({ trial: true, promoted: true, custom: true })).toBe(OrderType.Trial);
    expect(orderTypeOf({ trial: false, promoted: true, custom: true })).toBe(OrderType.Promotion);
    expect(orderTypeOf({ trial: false, promoted: false, custom: true })).toBe(OrderType.Custom);
    expect(orderTypeOf({ trial: false, promoted: false, custom: false })).toBe(OrderType.Monthly);
  });
});

describe('start date', () => {
  it('parses YYYY-MM-DD as UTC midnight and refuses impossible dates', () => {
    expect(parseStartDate('2030-02-28')?.toISOString()).toBe('2030-02-28T00:00:00.000Z');
    expect(parseStartDate('2030-02-30')).toBeNull();
    expect(parseStartDate('2030-2-3')).toBeNull();
    expect(parseStartDate('28-02-2030')).toBeNull();
  });

  it('starts at least 48 hours before the day begins in Dubai: 47h59m is refused, 48h is accepted', () => {
    const start = new Date('2030-03-10T00:00:00Z'); // begins 2030-03-09T20:00Z
    const at48h = new Date('2030-03-07T20:00:00Z');
    const at47h59m = new Date('2030-03-07T20:01:00Z');
    expect(codeOf(() => assertStartDate(start, at48h))).toBeUndefined();
    expect(codeOf(() => assertStartDate(start, at47h59m))).toBe('START_DATE_TOO_EARLY: Your plan can start at the earliest on 11-03-2030.');
  });

  it('the earliest date is the first day beginning in Dubai at least 48 hours away', () => {
    expect(earliestStartDate(new Date('2030-03-07T20:00:00Z')).toISOString()).toBe('2030-03-10T00:00:00.000Z');
    expect(earliestStartDate(new Date('2030-03-07T20:00:01Z')).toISOString()).toBe('2030-03-11T00:00:00.000Z');
    expect(earliestStartDate(new Date('2030-03-08T19:59:00Z')).toISOString()).toBe('2030-03-11T00:00:00.000Z');
    expect(earliestStartDate(new Date('2030-03-08T20:01:00Z')).toISOString()).toBe('2030-03-12T00:00:00.000Z');
  });

  it("starts at most 60 days after today (Dubai's day)", () => {
    const now = new Date('2030-03-08T15:00:00Z'); // 19:00 in Dubai, still 8 March
    expect(latestStartDate(new Date('2030-03-08T20:00:00Z')).toISOString()).toBe('2030-05-08T00:00:00.000Z'); // 9 March in Dubai
    expect(latestStartDate(now).toISOString()).toBe('2030-05-07T00:00:00.000Z');
    expect(codeOf(() => assertStartDate(new Date('2030-05-07T00:00:00Z'), now))).toBeUndefined();
    expect(codeOf(() => assertStartDate(new Date('2030-05-08T00:00:00Z'), now))).toBe(
      'START_DATE_TOO_LATE: Your plan can start at the latest on 07-05-2030.',
    );
  });
});

describe('credit-note VAT (the invoice VAT in the refunded proportion)', () => {
  it('refunds that add up to the invoice return exactly its VAT, to the fils, under either base', () => {
    for (const [vat, total] of [
      [14_140, 268_660],
      [12_726, 267_246],
      [2_495, 52_395],
      [1, 3],
    ] as const) {
      const splits = [
        [total],
        [1, total - 1],
        [Math.floor(total / 3), Math.floor(total / 3), total - 2 * Math.floor(total / 3)],
        [7, 11, 13, total - 31],
      ];
      for (const parts of splits.filter((p) => p.every((amount) => amount > 0))) {
        let before = 0;
        let returned = 0;
        for (const amount of parts) {
          const v = creditNoteVat(vat, total, before, amount);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(amount);
          returned += v;
          before += amount;
        }
        expect(returned).toBe(vat);
      }
    }
  });

  it('a half refund returns half the VAT, rounded half up', () => {
    expect(creditNoteVat(14_140, 268_660, 0, 134_330)).toBe(7_070);
    expect(creditNoteVat(5, 100, 0, 50)).toBe(3);
    expect(creditNoteVat(5, 100, 50, 50)).toBe(2);
    expect(creditNoteVat(0, 0, 0, 0)).toBe(0);
  });
});
