import { describe, expect, it } from 'vitest';
import { mealMatches, readMealFilter, writeMealFilter, NO_MEAL_FILTER } from './meal-filters';

const shakshuka = { allergens: ['egg', 'dairy', 'gluten'], tags: ['vegetarian', 'high-protein'], calories: 420 };
const pancakes = { allergens: ['gluten', 'peanuts'], tags: ['high-protein'], calories: 450 };
const foul = { allergens: [], tags: ['vegan'], calories: 380 };

describe('meal filters', () => {
  it('reads known values from the URL and ignores the rest', () => {
    expect(readMealFilter(new URLSearchParams('exclude=Gluten,plastic&diet=vegan,keto&kcalMin=300&kcalMax=x'))).toEqual({
      exclude: ['gluten'], diets: ['vegan'], kcalMin: 300, kcalMax: null,
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
