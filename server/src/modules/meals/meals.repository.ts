import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import type { SortSpec } from '../../common/paging/sort.js';
import { Meal, type MealCategory } from './meal.schema.js';
import { findPage } from '../../common/database/find-page.js';
import { insertUnique, setById } from '../../common/database/writes.js';

/** The fields a meal is written with. */
export type MealData = Omit<Meal, '_id' | 'createdAt' | 'updatedAt'>;

/** The meals collection. */
/** The admin list's filter: category, active, and `search` on name, description or a tag. */
function mealFilter(q: { search: RegExp | null; category?: MealCategory; active?: boolean }) {
  return {
    ...(q.category ? { category: q.category } : {}),
    ...(q.active !== undefined ? { active: q.active } : {}),
    ...(q.search ? { $or: [{ name: q.search }, { description: q.search }, { tags: q.search }] } : {}),
  };
}

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

  /** Every meal's id, name and Arabic name (`translations.ar.name`, when it has one). */
  findAllNames() {
    return this.meals.find({}, { name: 1, 'translations.ar.name': 1 }).lean<Pick<Meal, '_id' | 'name' | 'translations'>[]>().exec();
  }

  findActiveById(id: string) {
    return this.meals.findOne({ _id: id, active: true }).lean<Meal>().exec();
  }

  /** Inserts or updates by unique name (seed; idempotent). */
  async upsertByName(meal: Omit<Meal, '_id' | 'createdAt' | 'updatedAt'>) {
    await this.meals.updateOne({ name: meal.name }, { $set: meal }, { upsert: true }).exec();
  }

  findIdsByNames(names: string[]) {
    return this.meals
      .find({ name: trusted({ $in: names }) }, { _id: 1, name: 1 })
      .lean<Pick<Meal, '_id' | 'name'>[]>()
      .exec();
  }

  /** Admin list: every meal (inactive too) matching the filters, one page in `sort` order. */
  async findPage(
    q: { search: RegExp | null; category?: MealCategory; active?: boolean },
    page: number,
    limit: number,
    sort: SortSpec,
  ): Promise<{ rows: Meal[]; total: number }> {
    const filter = mealFilter(q);
    return findPage(this.meals, filter, sort, page, limit);
  }

  /** Every meal {@link findPage} would list, in `sort` order, through a cursor (the CSV export). */
  cursorFor(q: { search: RegExp | null; category?: MealCategory; active?: boolean }, sort: SortSpec): AsyncIterable<Meal> {
    return this.meals.find(mealFilter(q)).sort(sort).lean<Meal[]>().cursor({ batchSize: 500 });
  }

  /** Any meal by id (active or not). `id` must be an ObjectId string. */
  findById(id: string) {
    return this.meals.findById(id).lean<Meal>().exec();
  }

  /** Meals with these ids, active or not (unknown ids are simply missing). */
  findByIds(ids: (string | Types.ObjectId)[]) {
    return this.meals
      .find({ _id: trusted({ $in: ids }) })
      .lean<Meal[]>()
      .exec();
  }

  /** Inserts a meal. @throws the driver's duplicate-key error (11000) when the name is taken. */
  create(data: MealData): Promise<Meal> {
    return insertUnique(this.meals, data);
  }

  /** Sets fields; returns the updated meal, or null when unknown. @throws 11000 when a new name is taken. */
  update(id: string, set: Partial<MealData>) {
    return setById(this.meals, id, set);
  }
}
