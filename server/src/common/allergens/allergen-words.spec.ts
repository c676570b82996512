import { ALLERGENS, Allergen, sortAllergens, unknownAllergenMessage } from './allergen.js';
import { allergensOfWord, allergensOfWords, storedAllergens } from './allergen-words.js';

describe('the closed allergen list', () => {
  it('holds the 14 allergens, in the order lists show them', () => {
    expect(ALLERGENS).toEqual([
      'GLUTEN',
      'CRUSTACEANS',
      'EGGS',
      'FISH',
      'PEANUTS',
      'SOY',
      'MILK',
      'TREE_NUTS',
      'CELERY',
      'MUSTARD',
      'SESAME',
      'SULPHITES',
      'LUPIN',
      'MOLLUSCS',
    ]);
    expect(sortAllergens([Allergen.MILK, Allergen.GLUTEN, Allergen.MILK])).toEqual(['GLUTEN', 'MILK']);
    expect(unknownAllergenMessage('nuts')).toBe(`Unknown allergen "nuts": choose from ${ALLERGENS.join(', ')}.`);
  });
});

describe('allergensOfWords (free text onto the closed list)', () => {
  it.each([
    ['milk', ['MILK']],
    ['Dairy', ['MILK']],
    [' wheat ', ['GLUTEN']],
    ['GLUTEN', ['GLUTEN']],
    ['nuts', ['PEANUTS', 'TREE_NUTS']],
    ['Tree Nuts', ['TREE_NUTS']],
    ['tree_nuts', ['TREE_NUTS']],
    ['tree-nut', ['TREE_NUTS']],
    ['peanut', ['PEANUTS']],
    ['Peanuts', ['PEANUTS']],
    ['soy', ['SOY']],
    ['Soya', ['SOY']],
    ['egg', ['EGGS']],
    ['EGGS', ['EGGS']],
    ['sesame', ['SESAME']],
    ['shellfish', ['CRUSTACEANS', 'MOLLUSCS']],
    ['prawns', ['CRUSTACEANS']],
    ['squid', ['MOLLUSCS']],
    ['sulfites', ['SULPHITES']],
    ['Sulphur  dioxide', ['SULPHITES']],
    ['lupine', ['LUPIN']],
    ['celery', ['CELERY']],
    ['mustard', ['MUSTARD']],
    ['fish', ['FISH']],
  ])('%j -> %j', (word, expected) => {
    expect(sortAllergens(allergensOfWord(word))).toEqual(expected);
  });

  it('maps a list case-insensitively, sorted without repeats, and returns the words it does not know', () => {
    expect(allergensOfWords(['Peanuts', 'Milk', 'wheat', 'dairy', 'kiwi', ' Kiwi ', '', '  ', 7, 'msg'])).toEqual({
      allergens: ['GLUTEN', 'PEANUTS', 'MILK'],
      unknown: ['kiwi', 'Kiwi', 'msg'],
    });
    expect(allergensOfWords([])).toEqual({ allergens: [], unknown: [] });
  });

  it('reads stored lists: enum values as they are, legacy free text through the same mapping', () => {
    expect(storedAllergens(['MILK', 'GLUTEN', 'MILK'])).toEqual(['GLUTEN', 'MILK']);
    expect(storedAllergens(['dairy', 'nuts'])).toEqual(['PEANUTS', 'MILK', 'TREE_NUTS']);
    expect(storedAllergens(undefined)).toEqual([]);
  });
});
