import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { Meal, type MealCategory } from './meal.schema.js';

/** The meals collection. */
@Injectable()
export class MealRepository {
  constructor(@InjectModel(Meal.name) private readonly meals: Model<Meal>) {}

  findActive(category?: MealCategory) {
    return this.meals
      .find({ active: true, ...(category ? { category } : {}) })
      .sort({ category: 1, name: 1 })
      .lean<Meal[]>()
      .exec();
  }

  findActiveById(id: string) {
    return this.meals.findOne({ _id: id, active: true }).lean<Meal>().exec();
  }

  /** Inserts or updates by unique name (seed; idempotent). */
  async upsertByName(meal: Omit<Meal, '_id' | 'createdAt' | 'updatedAt'>) {
    await this.meals.updateOne({ name: meal.name }, { $set: meal }, { upsert: true }).exec();
  }

  findIdsByNames(names: string[]) {
    return this.meals.find({ name: trusted({ $in: names }) }, { _id: 1, name: 1 }).lean<Pick<Meal, '_id' | 'name'>[]>().exec();
  }
}
