/** `text` with every regular-expression metacharacter escaped, so it matches itself literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The strings that begin with `prefix`, as a range `{ $gte, $lt }` in MongoDB's string order without a collation
 * (by code point). An index serves it as one range scan: on DocumentDB a `^prefix` regex on a single-valued field
 * walks the whole index instead (about 20 ms at 100,000 orders, 1 ms as a range). Not for array fields: a range on
 * an array matches when one element is above the start and another below the end (use the regex there).
 * `prefix` must not be empty. Strings made only of U+10FFFF have no upper bound (`{ $gte }` alone).
 */
export function prefixRange(prefix: string): { $gte: string; $lt?: string } {
  const points = Array.from(prefix, (ch) => ch.codePointAt(0) ?? 0);
  while (points.length && points[points.length - 1] === 0x10ffff) points.pop();
  if (!points.length) return { $gte: prefix };
  points[points.length - 1] += 1;
  // Skip the surrogate block, which holds no character of a valid string.
  if (points[points.length - 1] === 0xd800) points[points.length - 1] = 0xe000;
  return { $gte: prefix, $lt: String.fromCodePoint(...points) };
}
