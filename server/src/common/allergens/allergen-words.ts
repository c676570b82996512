import { Allergen, isAllergen, sortAllergens } from './allergen.js';

const A = Allergen;

/**
 * Free-text allergen words (as staff and customers typed them before the closed list) and the
 * allergens each stands for. Keys are normalised by {@link normalizeWord}. A word that could mean
 * more than one allergen maps to all of them: declaring too much hides a meal from a few customers,
 * declaring too little can hurt one ("shellfish" is crustaceans and molluscs, "nuts" tree nuts and
 * peanuts). docs/decisions/0052-allergens-as-a-closed-list.md.
 */
const WORDS: Readonly<Record<string, readonly Allergen[]>> = {
  // Cereals containing gluten
  gluten: [A.GLUTEN],
  wheat: [A.GLUTEN],
  'cereals containing gluten': [A.GLUTEN],
  barley: [A.GLUTEN],
  rye: [A.GLUTEN],
  oat: [A.GLUTEN],
  oats: [A.GLUTEN],
  spelt: [A.GLUTEN],
  kamut: [A.GLUTEN],
  // Crustaceans and molluscs
  crustacean: [A.CRUSTACEANS],
  crustaceans: [A.CRUSTACEANS],
  crustacea: [A.CRUSTACEANS],
  prawn: [A.CRUSTACEANS],
  prawns: [A.CRUSTACEANS],
  shrimp: [A.CRUSTACEANS],
  shrimps: [A.CRUSTACEANS],
  crab: [A.CRUSTACEANS],
  lobster: [A.CRUSTACEANS],
  shellfish: [A.CRUSTACEANS, A.MOLLUSCS],
  seafood: [A.CRUSTACEANS, A.MOLLUSCS],
  mollusc: [A.MOLLUSCS],
  molluscs: [A.MOLLUSCS],
  mollusk: [A.MOLLUSCS],
  mollusks: [A.MOLLUSCS],
  squid: [A.MOLLUSCS],
  octopus: [A.MOLLUSCS],
  mussel: [A.MOLLUSCS],
  mussels: [A.MOLLUSCS],
  clam: [A.MOLLUSCS],
  clams: [A.MOLLUSCS],
  oyster: [A.MOLLUSCS],
  oysters: [A.MOLLUSCS],
  scallop: [A.MOLLUSCS],
  scallops: [A.MOLLUSCS],
  // Eggs, fish
  egg: [A.EGGS],
  eggs: [A.EGGS],
  fish: [A.FISH],
  // Peanuts, tree nuts
  peanut: [A.PEANUTS],
  peanuts: [A.PEANUTS],
  groundnut: [A.PEANUTS],
  groundnuts: [A.PEANUTS],
  nut: [A.TREE_NUTS, A.PEANUTS],
  nuts: [A.TREE_NUTS, A.PEANUTS],
  'tree nut': [A.TREE_NUTS],
  'tree nuts': [A.TREE_NUTS],
  almond: [A.TREE_NUTS],
  almonds: [A.TREE_NUTS],
  hazelnut: [A.TREE_NUTS],
  hazelnuts: [A.TREE_NUTS],
  walnut: [A.TREE_NUTS],
  walnuts: [A.TREE_NUTS],
  cashew: [A.TREE_NUTS],
  cashews: [A.TREE_NUTS],
  pecan: [A.TREE_NUTS],
  pecans: [A.TREE_NUTS],
  pistachio: [A.TREE_NUTS],
  pistachios: [A.TREE_NUTS],
  macadamia: [A.TREE_NUTS],
  macadamias: [A.TREE_NUTS],
  // Soy
  soy: [A.SOY],
  soya: [A.SOY],
  soybean: [A.SOY],
  soybeans: [A.SOY],
  'soya beans': [A.SOY],
  // Milk
  milk: [A.MILK],
  dairy: [A.MILK],
  lactose: [A.MILK],
  cheese: [A.MILK],
  butter: [A.MILK],
  cream: [A.MILK],
  yogurt: [A.MILK],
  yoghurt: [A.MILK],
  whey: [A.MILK],
  // The other six
  celery: [A.CELERY],
  celeriac: [A.CELERY],
  mustard: [A.MUSTARD],
  sesame: [A.SESAME],
  'sesame seeds': [A.SESAME],
  tahini: [A.SESAME],
  sulphite: [A.SULPHITES],
  sulphites: [A.SULPHITES],
  sulfite: [A.SULPHITES],
  sulfites: [A.SULPHITES],
  'sulphur dioxide': [A.SULPHITES],
  'sulfur dioxide': [A.SULPHITES],
  lupin: [A.LUPIN],
  lupine: [A.LUPIN],
  lupins: [A.LUPIN],
};

/** A typed word as looked up: trimmed, lower-case, `_`/`-` and runs of spaces as one space. */
export function normalizeWord(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** The allergens a free-text word stands for (an enum value in any case counts too); empty when unknown. */
export function allergensOfWord(word: string): Allergen[] {
  const upper = word
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (isAllergen(upper)) return [upper];
  return [...(WORDS[normalizeWord(word)] ?? [])];
}

/** The result of reading a free-text list: `allergens` sorted without repeats, `unknown` words as written (trimmed). */
export interface AllergenWords {
  allergens: Allergen[];
  unknown: string[];
}

/**
 * Maps free-text allergen words ("Peanuts", " milk", "tree nuts", "soya") onto the closed list,
 * case-insensitively; words it does not know are returned in `unknown` (never dropped silently).
 * Blank words and non-strings are ignored.
 */
export function allergensOfWords(words: readonly unknown[]): AllergenWords {
  const found: Allergen[] = [];
  const unknown: string[] = [];
  for (const word of words) {
    if (typeof word !== 'string' || !word.trim()) continue;
    const mapped = allergensOfWord(word);
    if (mapped.length) found.push(...mapped);
    else if (!unknown.includes(word.trim())) unknown.push(word.trim());
  }
  return { allergens: sortAllergens(found), unknown };
}

/**
 * A stored allergen list as the API answers it: the enum values, with any free text left from before
 * the closed list read through {@link allergensOfWords} (so a meal stored as "dairy" still counts as
 * MILK until the migration rewrites it); unknown words are left out here and reported by the migration.
 */
export function storedAllergens(stored: readonly unknown[] | null | undefined): Allergen[] {
  if (!stored?.length) return [];
  if (stored.every(isAllergen)) return sortAllergens(stored);
  return allergensOfWords(stored).allergens;
}
