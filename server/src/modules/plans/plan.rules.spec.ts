import { lessPercent } from '../../common/format/money.js';
import { discountedPriceOf } from './plan.rules.js';

describe('discountedPriceOf (fils)', () => {
  it('takes the percentage off the plan price, the discount rounded to the fils halves up', () => {
    expect(discountedPriceOf(189_900, 15)).toBe(161_415);
    expect(discountedPriceOf(239_900, 33)).toBe(160_733); // 79,167 off
    expect(discountedPriceOf(101, 50)).toBe(50); // 50.5 fils off rounds up to 51
    expect(discountedPriceOf(49_900, 100)).toBe(0);
  });
});

describe('the promotion price the staff preview shows', () => {
  it('is the price a promotion charges, over a grid of prices and percents', () => {
    const misses: string[] = [];
    for (let price = 100; price <= 400_000; price += 211)
      for (let pct = 1; pct <= 99; pct++) if (lessPercent(price, pct) !== discountedPriceOf(price, pct)) misses.push(`${price}@${pct}`);
    expect(misses).toEqual([]);
    expect(discountedPriceOf(282_850, 15)).toBe(240_422);
  });
});
