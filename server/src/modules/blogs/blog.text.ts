import { htmlToText } from './blog.sanitizer.js';

/** Average reading speed used for `readingMinutes`, words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Reading time in whole minutes: words of the body's text / {@link WORDS_PER_MINUTE}, rounded up, at least 1. */
export function readingMinutesOf(html: string): number {
  const text = htmlToText(html);
  const words = text ? text.split(' ').length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * A URL slug from a title: lower-case ASCII letters and digits joined by single hyphens, accents
 * folded, at most 100 characters; `post` when nothing is left. Never 24 hex digits, so a slug is
 * never mistaken for an id.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  if (!slug) return 'post';
  return /^[a-f0-9]{24}$/.test(slug) ? `${slug}-post` : slug;
}
