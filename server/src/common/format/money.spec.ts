import { aedAmount, filsToAed, formatAed, groupedAedAmount, priceInclVat, taxableAmount, vatBaseOf, vatFor } from './money.js';

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

  it('charges VAT on the discounted price by default (what is paid), on the pre-discount price with `subtotal` (the spec formula)', () => {
    // 282,800 less 20% = 226,240; VAT 11,312 (of 226,240) or 14,140 (of 282,800).
    expect(vatFor(282_800, 56_560)).toBe(11_312);
    expect(priceInclVat(282_800, 56_560)).toBe(237_552);
    expect(taxableAmount(282_800, 56_560)).toBe(226_240);
    expect(vatFor(282_800, 56_560, 'subtotal')).toBe(14_140);
    expect(priceInclVat(282_800, 56_560, 'subtotal')).toBe(240_380);
    expect(taxableAmount(282_800, 56_560, 'subtotal')).toBe(282_800);
  });

  it('reads the base a stored price was charged on from its figures', () => {
    expect(vatBaseOf({ subtotal: 282_800, discount: 56_560, vat: 11_312 })).toBe('discounted');
    expect(vatBaseOf({ subtotal: 282_800, discount: 56_560, vat: 14_140 })).toBe('subtotal');
    // No discount, or one too small to move the VAT: both bases give these figures.
    expect(vatBaseOf({ subtotal: 282_800, discount: 0, vat: 14_140 })).toBe('discounted');
    expect(vatBaseOf({ subtotal: 1_000, discount: 5, vat: 50 })).toBe('discounted');
  });
});
