import { describe, expect, it } from 'vitest';
import { lessPercent } from './money-rules';

/** Exact reference: price less price x pct / 100, the part taken off rounded half up, in integers only. */
const reference = (price: number, pct: number) => {
  const off = (BigInt(price) * BigInt(pct) * 2n + 100n) / 200n;
  return Number(BigInt(price) - off);
};

describe("the staff promotion preview (lessPercent, the server's own function)", () => {
  it('gives the price the server charges for every price and percent of a grid, to the fils', () => {
    const misses: string[] = [];
    for (let price = 100; price <= 400_000; price += 137)
      for (let pct = 1; pct <= 99; pct++) if (lessPercent(price, pct) !== reference(price, pct)) misses.push(`${price}@${pct}`);
    expect(misses).toEqual([]);
  });

  it('rounds the discount, not the price: AED 2,828.50 at 15% is 2,404.22 (the old preview said 2,404.23)', () => {
    expect(lessPercent(282_850, 15)).toBe(240_422);
    expect(Math.round(282_850 * (1 - 15 / 100))).toBe(240_423);
  });
});
