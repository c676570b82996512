import { describe, expect, it } from 'vitest';
import {
  hasAvoidParam,
  mealMatches,
  mentionsDisliked,
  readAvoid,
  readMealFilter,
  writeAvoid,
  writeMealFilter,
  NO_MEAL_FILTER,
  type MealFilter,
} from './meal-filters';
import type { Allergen } from './allergens';

const meal = (allergens: Allergen[], tags: string[], calories: number) => ({ allergens, tags, calories });
const shakshuka = meal(['GLUTEN', 'EGGS', 'MILK'], ['vegetarian', 'high-protein'], 420);
const pancakes = meal(['GLUTEN', 'PEANUTS'], ['high-protein'], 450);
const satay = meal(['PEANUTS', 'MILK'], [], 520);
const foul = meal([], ['vegan'], 380);

describe('meal filters', () => {
  it('reads known values from the URL (any case) and ignores the rest', () => {
    expect(readMealFilter(new URLSearchParams('exclude=Milk,plastic,GLUTEN&diet=vegan,keto&kcalMin=300&kcalMax=x'))).toEqual({
      exclude: ['GLUTEN', 'MILK'],
      diets: ['vegan'],
      kcalMin: 300,
      kcalMax: null,
    });
  });

  it('reads links made before the closed list as the allergens they meant', () => {
    expect(readMealFilter(new URLSearchParams('exclude=dairy,nuts,egg,shellfish')).exclude).toEqual([
      'CRUSTACEANS',
      'EGGS',
      'PEANUTS',
      'MILK',
      'TREE_NUTS',
      'MOLLUSCS',
    ]);
  });

  it('round-trips through the URL in lower case, keeping other parameters', () => {
    const f: MealFilter = { exclude: ['MILK', 'TREE_NUTS'], diets: ['vegetarian'], kcalMin: null, kcalMax: 500 };
    const params = writeMealFilter(new URLSearchParams('category=lunch'), f);
    expect(params.get('category')).toBe('lunch');
    expect(params.get('exclude')).toBe('milk,tree_nuts');
    expect(readMealFilter(params)).toEqual(f);
    expect(writeMealFilter(params, NO_MEAL_FILTER).toString()).toBe('category=lunch');
  });

  it('leaves out every meal holding an excluded allergen: a meal with MILK never passes the milk exclusion', () => {
    const f = (over: Partial<MealFilter>) => ({ ...NO_MEAL_FILTER, ...over });
    const all = [shakshuka, pancakes, satay, foul];
    expect(all.filter((m) => mealMatches(m, f({ exclude: ['MILK'] })))).toEqual([pancakes, foul]);
    expect(all.filter((m) => mealMatches(m, f({ exclude: ['PEANUTS'] })))).toEqual([shakshuka, foul]);
    expect(all.filter((m) => mealMatches(m, f({ exclude: ['TREE_NUTS'] })))).toEqual(all);
  });

  it('requires diets and bounds calories', () => {
    const f = (over: Partial<MealFilter>) => ({ ...NO_MEAL_FILTER, ...over });
    expect([shakshuka, pancakes, foul].filter((m) => mealMatches(m, f({ diets: ['high-protein'] })))).toEqual([shakshuka, pancakes]);
    expect([shakshuka, pancakes, foul].filter((m) => mealMatches(m, f({ kcalMin: 400, kcalMax: 440 })))).toEqual([shakshuka]);
  });
});

describe('saved dislikes', () => {
  it('reads, writes and normalizes ?avoid, keeping an explicit empty choice', () => {
    const params = new URLSearchParams('avoid= Mushroom ,coriander,,mushroom');
    expect(readAvoid(params)).toEqual(['mushroom', 'coriander']);
    expect(hasAvoidParam(new URLSearchParams('exclude=gluten'))).toBe(false);
    const cleared = writeAvoid(new URLSearchParams('diet=vegan'), []);
    expect(cleared.toString()).toBe('diet=vegan&avoid=');
    expect(hasAvoidParam(cleared)).toBe(true);
    expect(readAvoid(cleared)).toEqual([]);
  });

  it('matches whole words and phrases in the name or description, plurals included', () => {
    const meal = { name: 'Grilled Chicken with Mushrooms', description: 'Served with blue cheese sauce and rice.' };
    expect(mentionsDisliked(meal, ['mushroom'])).toBe(true);
    expect(mentionsDisliked(meal, ['Blue Cheese'])).toBe(true);
    expect(mentionsDisliked(meal, ['rice'])).toBe(true);
    expect(mentionsDisliked(meal, ['ice'])).toBe(false);
    expect(mentionsDisliked(meal, ['cheese sauce (extra)'])).toBe(false);
    expect(mentionsDisliked({ name: 'Mushroomy risotto' }, ['mushroom'])).toBe(false);
    expect(mentionsDisliked(meal, [])).toBe(false);
  });
});
