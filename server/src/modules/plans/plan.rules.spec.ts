import { discountedPriceOf } from './plan.rules.js';

describe('discountedPriceOf (fils)', () => {
  it('takes the percentage off the plan price, the discount rounded to the fils halves up', () => {
    expect(discountedPriceOf(189_900, 15)).toBe(161_415);
    expect(discountedPriceOf(239_900, 33)).toBe(160_733); // 79,167 off
    expect(discountedPriceOf(101, 50)).toBe(50); // 50.5 fils off rounds up to 51
    expect(discountedPriceOf(49_900, 100)).toBe(0);
  });
});
