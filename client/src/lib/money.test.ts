import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { aedToFils, formatAed, formatNumber, toAedInput, toFils } from './money';

describe('money (integer fils inside, AED at the edges)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('formats fils as AED with 2 decimals and grouping', () => {
    expect(formatAed(189_900)).toBe('AED 1,899.00');
    expect(formatAed(5)).toBe('AED 0.05');
    expect(formatAed(-2_550)).toBe('AED -25.50');
  });

  it('keeps Latin digits and "AED" in Arabic, isolated left to right', async () => {
    await i18n.changeLanguage('ar');
    expect(formatAed(189_900)).toBe('\u2066AED 1,899.00\u2069');
    expect(formatNumber(2150)).toBe('2,150');
  });

  it('reads typed AED exactly, refusing anything but digits with at most 2 decimals', () => {
    expect(aedToFils('120')).toBe(12_000);
    expect(aedToFils(' 120.5 ')).toBe(12_050);
    expect(aedToFils('0.29')).toBe(29); // 0.29 x 100 is 28.999... in floating point
    expect(aedToFils('1.234')).toBeNaN();
    expect(aedToFils('-5')).toBeNaN();
    expect(aedToFils('')).toBeNaN();
  });

  it('converts AED numbers and validated text to fils, and fils back to input text', () => {
    expect(toFils('499.99')).toBe(49_999);
    expect(toFils(19.99)).toBe(1_999);
    expect(toFils(0.29)).toBe(29); // 28.999... in floating point, rounded to the fils
    expect(toAedInput(49_900)).toBe('499.00');
    expect(toAedInput(5)).toBe('0.05');
    expect(toAedInput(null)).toBe('0.00');
    expect(toAedInput(-150)).toBe('-1.50');
    for (const fils of [0, 1, 99, 100, 12_345, 9_999_999]) expect(toFils(toAedInput(fils))).toBe(fils);
  });
});
