import { Injectable } from '@nestjs/common';
import type { MealObject } from './dto/meal.object.js';
import { MealRepository } from './meals.repository.js';
import type { Meal, MealCategory } from './meal.schema.js';

/** Maps a stored meal to its GraphQL shape. */
export function toMealObject(m: Meal): MealObject {
  return {
    id: m._id.toString(), name: m.name, description: m.description, category: m.category, image: m.image,
    calories: m.calories, protein: m.protein, carbs: m.carbs, fat: m.fat,
    allergens: m.allergens, tags: m.tags, active: m.active,
  };
}

/** The public menu (spec /menu). */
@Injectable()
export class MealsService {
  constructor(private readonly meals: MealRepository) {}

  /** Active meals, by category then name; only one category when given. */
  async listActive(category?: MealCategory): Promise<MealObject[]> {
    return (await this.meals.findActive(category)).map(toMealObject);
  }

  /** One active meal, or null when unknown or inactive. */
  async findActive(id: string): Promise<MealObject | null> {
    const m = await this.meals.findActiveById(id);
    return m ? toMealObject(m) : null;
  }
}
