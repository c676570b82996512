import { readingMinutesOf, slugify } from './blog.text.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingMinutesOf', () => {
  it('is at least 1 minute', () => {
    expect(readingMinutesOf('')).toBe(1);
    expect(readingMinutesOf('<p>Short.</p>')).toBe(1);
  });

  it('is words / 200, rounded up, counting text only', () => {
    expect(readingMinutesOf(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutesOf(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutesOf(`<h2>${words(300)}</h2><img src="/a.svg" alt="${words(500)}"><p>${words(300)}</p>`)).toBe(3);
  });
});

describe('slugify', () => {
  it('makes lower-case hyphenated ASCII', () => {
    expect(slugify('Eating Well in the Dubai Heat')).toBe('eating-well-in-the-dubai-heat');
    expect(slugify('  Meal Prep & Macros: A Practical Guide!  ')).toBe('meal-prep-and-macros-a-practical-guide');
    expect(slugify('Crème Brûlée -- 101')).toBe('creme-brulee-101');
  });

  it('falls back to "post" when no letter or digit is left', () => {
    expect(slugify('رمضان كريم')).toBe('post');
    expect(slugify('!!!')).toBe('post');
  });

  it('is at most 100 characters and never ends with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('never looks like an ObjectId', () => {
    expect(slugify('64b7f0c2a1b2c3d4e5f60718')).toBe('64b7f0c2a1b2c3d4e5f60718-post');
  });
});
