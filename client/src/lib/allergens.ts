import type { Allergen } from './hooks/use-saved-allergens';

export type { Allergen };

/**
 * The closed allergen list (the server's `Allergen` enum, docs/decisions/0052-allergens-as-a-closed-list.md)
 * with each value's place in the lists people see (the order of the GCC list). A `Record` of the generated
 * type, so a value added to or removed from the schema fails the type check here. The staff meal form,
 * the menu's "Without" filter, the calculator and the saved profile all offer exactly this list.
 */
const ORDER: Record<Allergen, number> = {
  GLUTEN: 0,
  CRUSTACEANS: 1,
  EGGS: 2,
  FISH: 3,
  PEANUTS: 4,
  SOY: 5,
  MILK: 6,
  TREE_NUTS: 7,
  CELERY: 8,
  MUSTARD: 9,
  SESAME: 10,
  SULPHITES: 11,
  LUPIN: 12,
  MOLLUSCS: 13,
};

/** Every allergen, in the order lists show them. */
export const ALLERGENS: readonly Allergen[] = (Object.keys(ORDER) as Allergen[]).sort((a, b) => ORDER[a] - ORDER[b]);

/** Whether `value` is one of the allergen values (exactly, upper-case). */
export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && Object.hasOwn(ORDER, value);
}

/** `list` without repeats, in the list order. */
export function sortAllergens(list: Iterable<Allergen>): Allergen[] {
  return [...new Set(list)].sort((a, b) => ORDER[a] - ORDER[b]);
}

/** The i18n key of an allergen's label (`common:allergens.MILK` -> "Milk (dairy)" / "الحليب ومشتقاته"). */
export const allergenKey = (allergen: Allergen) => `common:allergens.${allergen}` as const;

/** Words of links made before the closed list (`?exclude=dairy,nuts`), read as the allergens they meant. */
const OLD_URL_WORDS: Readonly<Record<string, readonly Allergen[]>> = {
  dairy: ['MILK'],
  nuts: ['TREE_NUTS', 'PEANUTS'],
  egg: ['EGGS'],
  shellfish: ['CRUSTACEANS', 'MOLLUSCS'],
};

/** The allergens of a URL value (`milk,tree_nuts`, case-insensitive; old words mapped; unknown words ignored). */
export function allergensOfParam(value: string | null): Allergen[] {
  const found = (value ?? '').split(',').flatMap((word): readonly Allergen[] => {
    const upper = word.trim().toUpperCase();
    if (isAllergen(upper)) return [upper];
    return OLD_URL_WORDS[word.trim().toLowerCase()] ?? [];
  });
  return sortAllergens(found);
}

/** A URL value for `list`: lower-case values joined by commas (`milk,peanuts`). */
export function allergenParam(list: readonly Allergen[]): string {
  return list.map((a) => a.toLowerCase()).join(',');
}
