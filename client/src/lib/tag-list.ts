/**
 * The separators staff and customers type between tags: the Latin comma and the Arabic comma «،» (U+060C), which is
 * what the comma key gives on an Arabic keyboard.
 */
export const TAG_SEPARATORS = /[,\u060C]/;

/** The tags in `text` ("vegan, high-protein، حار" -> ["vegan", "high-protein", "حار"]): trimmed, blanks dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(TAG_SEPARATORS)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a key press ends a tag (Enter, or either comma). */
export const endsTag = (key: string): boolean => key === 'Enter' || TAG_SEPARATORS.test(key);
