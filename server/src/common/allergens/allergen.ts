import { registerEnumType } from '@nestjs/graphql';

/**
 * The closed list of allergens a meal declares and a customer avoids: the 14 groups of the GCC and
 * Dubai menu-allergen rules (EU 1169/2011 Annex II list; it holds the 8 groups of GSO 9 / Codex CXS 1
 * 4.2.1.4). Sources and choices: docs/decisions/0052-allergens-as-a-closed-list.md. Stored as these
 * upper-case values; the client shows English and Arabic labels for them.
 */
export enum Allergen {
  GLUTEN = 'GLUTEN',
  CRUSTACEANS = 'CRUSTACEANS',
  EGGS = 'EGGS',
  FISH = 'FISH',
  PEANUTS = 'PEANUTS',
  SOY = 'SOY',
  MILK = 'MILK',
  TREE_NUTS = 'TREE_NUTS',
  CELERY = 'CELERY',
  MUSTARD = 'MUSTARD',
  SESAME = 'SESAME',
  SULPHITES = 'SULPHITES',
  LUPIN = 'LUPIN',
  MOLLUSCS = 'MOLLUSCS',
}

/** Every allergen, in the order lists show them (the enum's order). */
export const ALLERGENS: readonly Allergen[] = Object.values(Allergen);

/** What each value covers (the GraphQL enum's value descriptions). */
export const ALLERGEN_DESCRIPTIONS: Readonly<Record<Allergen, string>> = {
  GLUTEN: 'Cereals containing gluten: wheat, rye, barley, oats, spelt, kamut and their hybrids.',
  CRUSTACEANS: 'Crustaceans: prawns, shrimps, crab, lobster, crayfish.',
  EGGS: 'Eggs and egg products.',
  FISH: 'Fish and fish products.',
  PEANUTS: 'Peanuts (groundnuts) and peanut products.',
  SOY: 'Soybeans and soy products (soya, edamame, tofu).',
  MILK: 'Milk and milk products, lactose included (dairy: cheese, butter, cream, yoghurt, whey).',
  TREE_NUTS: 'Tree nuts: almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, pistachios, macadamias.',
  CELERY: 'Celery and celeriac.',
  MUSTARD: 'Mustard.',
  SESAME: 'Sesame seeds and sesame products (tahini).',
  SULPHITES: 'Sulphur dioxide and sulphites at 10 mg/kg or more.',
  LUPIN: 'Lupin (flour and seeds).',
  MOLLUSCS: 'Molluscs: mussels, clams, oysters, scallops, squid, octopus.',
};

registerEnumType(Allergen, {
  name: 'Allergen',
  description: `One of the 14 allergens of the GCC/Dubai menu-allergen rules (docs/decisions/0052-allergens-as-a-closed-list.md). Lists of them come without repeats, in this order: ${Object.values(Allergen).join(', ')}.`,
  valuesMap: Object.fromEntries(ALLERGENS.map((a) => [a, { description: ALLERGEN_DESCRIPTIONS[a] }])),
});

const ORDER = new Map(ALLERGENS.map((a, i) => [a, i]));

/** Whether `value` is one of the {@link Allergen} values (exactly, upper-case). */
export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && ORDER.has(value as Allergen);
}

/** `list` without repeats, in the enum's order. */
export function sortAllergens(list: Iterable<Allergen>): Allergen[] {
  return [...new Set(list)].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

/** The refusal of a value outside the list: names it and every accepted value. */
export function unknownAllergenMessage(value: string): string {
  return `Unknown allergen "${value}": choose from ${ALLERGENS.join(', ')}.`;
}
