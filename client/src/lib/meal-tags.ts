import i18n from '../i18n';

/**
 * Meal tags are free text typed by staff (stored lower case, e.g. "low-fat"). The tags the kitchen uses (the
 * seed's and the menu filter's) have words in both languages under `common:wording.mealTags`; any other tag reads as
 * typed, made readable ("gluten-light" -> "Gluten light"). See docs/decisions/0056-words-on-arabic-screens-data-from-the-server.md.
 */
export const KNOWN_MEAL_TAGS = [
  'vegetarian',
  'vegan',
  'high-protein',
  'low-carb',
  'low-fat',
  'high-fibre',
  'spicy',
  'emirati',
  'omega-3',
] as const;

/** Other spellings of known tags, by their key. */
const ALIASES: Readonly<Record<string, string>> = { 'high-fiber': 'high-fibre', omega3: 'omega-3', 'low-carbs': 'low-carb' };

/** A tag's key: lower case, runs of spaces, underscores and dots as one hyphen ("Low fat" -> "low-fat"). */
export function mealTagKey(tag: string): string {
  const key = tag
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '-');
  return ALIASES[key] ?? key;
}

/** "high-protein" -> "High protein": an unknown tag as typed, made readable. */
export function humanizeTag(tag: string): string {
  const text = tag.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A meal tag in the current language: a known tag's words, else the stored text made readable. */
export function mealTagLabel(tag: string): string {
  const key = mealTagKey(tag);
  const known = (KNOWN_MEAL_TAGS as readonly string[]).includes(key);
  return known ? i18n.t(`common:wording.mealTags.${key}`, { defaultValue: humanizeTag(tag) }) : humanizeTag(tag);
}
