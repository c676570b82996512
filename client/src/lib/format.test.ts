import { describe, expect, it } from 'vitest';
import { formatDMY } from './dates';
import { formatAed } from './money';
import { trimText } from './text';

describe('formatting', () => {
  it('formats integer fils as AED with 2 decimals', () => {
    expect(formatAed(189_900)).toBe('AED 1,899.00');
    expect(formatAed(5)).toBe('AED 0.05');
    expect(formatAed(0)).toBe('AED 0.00');
  });

  it('formats dates as DD-MM-YYYY in UTC, empty when missing', () => {
    expect(formatDMY('2026-03-01T23:30:00.000Z')).toBe('01-03-2026');
    expect(formatDMY(null)).toBe('');
    expect(formatDMY('garbage')).toBe('');
  });

  it('trims text to the limit plus " ..."', () => {
    expect(trimText('a'.repeat(120))).toBe(`${'a'.repeat(100)} ...`);
    expect(trimText('short')).toBe('short');
    expect(trimText('b'.repeat(250), 200)).toHaveLength(204);
  });
});
