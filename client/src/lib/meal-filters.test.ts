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
} from './meal-filters';

const shakshuka = { allergens: ['egg', 'dairy', 'gluten'], tags: ['vegetarian', 'high-protein'], calories: 420 };
const pancakes = { allergens: ['gluten', 'peanuts'], tags: ['high-protein'], calories: 450 };
const foul = { allergens: [], tags: ['vegan'], calories: 380 };

describe('meal filters', () => {
  it('reads known values from the URL and ignores the rest', () => {
    expect(readMealFilter(new URLSearchParams('exclude=Gluten,plastic&diet=vegan,keto&kcalMin=300&kcalMax=x'))).toEqual({
      exclude: ['gluten'],
      diets: ['vegan'],
      kcalMin: 300,
      kcalMax: null,
    });
  });

  it('round-trips through the URL, keeping other parameters', () => {
    const f = { exclude: ['dairy', 'nuts'], diets: ['vegetarian'], kcalMin: null, kcalMax: 500 };
    const params = writeMealFilter(new URLSearchParams('category=lunch'), f);
    expect(params.get('category')).toBe('lunch');
    expect(readMealFilter(params)).toEqual(f);
    expect(writeMealFilter(params, NO_MEAL_FILTER).toString()).toBe('category=lunch');
  });

  it('excludes allergens (nuts covers peanuts), requires diets and bounds calories', () => {
    const f = (over: Partial<typeof NO_MEAL_FILTER>) => ({ ...NO_MEAL_FILTER, ...over });
    expect([shakshuka, pancakes, foul].filter((m) => mealMatches(m, f({ exclude: ['nuts'] })))).toEqual([shakshuka, foul]);
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
