import { searchPattern } from '../paging/page-args.js';
import { isImageUrl } from './image-url.js';

describe('isImageUrl', () => {
  it('accepts site-relative paths and https URLs', () => {
    expect(isImageUrl('/images/hero/leaf.svg')).toBe(true);
    expect(isImageUrl('https://cdn.example.com/a.png?v=2')).toBe(true);
  });

  it('refuses other schemes, protocol-relative and bare paths, whitespace and overlong values', () => {
    for (const v of [
      'http://cdn.example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/a.png',
      'images/a.svg',
      '',
      ' /a.svg',
      '/a b.svg',
      '/a\\b.svg',
      `/${'a'.repeat(2048)}`,
      'https://',
      42,
      null,
    ]) {
      expect({ v, ok: isImageUrl(v) }).toEqual({ v, ok: false });
    }
  });
});

describe('searchPattern', () => {
  it('matches text case-insensitively with regex metacharacters taken literally', () => {
    expect(searchPattern('  ')).toBeNull();
    expect(searchPattern(undefined)).toBeNull();
    expect(searchPattern('AMAL')!.test('amal@example.com')).toBe(true);
    expect(searchPattern('.*')!.test('anything')).toBe(false);
    expect(searchPattern('a+b')!.test('a+b@example.com')).toBe(true);
  });
});
