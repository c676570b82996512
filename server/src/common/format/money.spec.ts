import { aedAmount, filsToAed, formatAed, groupedAedAmount, priceInclVat, vatFor } from './money.js';

describe('formatAed (PDFs, e-mails, error messages)', () => {
  it('groups the thousands with commas and keeps exactly 2 decimals', () => {
    expect(formatAed(282_800)).toBe('AED 2,828.00');
    expect(formatAed(296_940)).toBe('AED 2,969.40');
    expect(formatAed(123_456_789)).toBe('AED 1,234,567.89');
    expect(formatAed(100_000)).toBe('AED 1,000.00');
  });

  it('leaves amounts under a thousand as they were', () => {
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(5)).toBe('AED 0.05');
    expect(formatAed(99_999)).toBe('AED 999.99');
  });

  it('keeps the sign of a negative amount in front of the grouped digits', () => {
    expect(groupedAedAmount(-123_456)).toBe('-1,234.56');
  });
});

describe('the unformatted AED forms stay ungrouped', () => {
  it('aedAmount (CSV cells) has no grouping', () => {
    expect(aedAmount(282_800)).toBe('2828.00');
  });

  it('filsToAed (REST shim numbers) is a number, not text', () => {
    expect(filsToAed(282_800)).toBe(2828);
  });
});

describe('priceInclVat (fils): what checkout charges for a price', () => {
  it('adds 5% VAT to a price without discount, rounded half up', () => {
    expect(priceInclVat(282_800)).toBe(296_940);
    expect(priceInclVat(49_900)).toBe(52_395);
    expect(priceInclVat(10)).toBe(11); // 0.5 fils of VAT rounds up
  });

  it('charges VAT on the pre-discount price by default (the spec formula), on the discounted price with `discounted`', () => {
    // 282,800 less 20% = 226,240; VAT 14,140 (of 282,800) or 11,312 (of 226,240).
    expect(vatFor(282_800, 56_560)).toBe(14_140);
    expect(priceInclVat(282_800, 56_560)).toBe(240_380);
    expect(vatFor(282_800, 56_560, 'discounted')).toBe(11_312);
    expect(priceInclVat(282_800, 56_560, 'discounted')).toBe(237_552);
  });
});
