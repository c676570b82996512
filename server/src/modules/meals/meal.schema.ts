import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';
import { TranslationsProp } from '../../common/database/translations-prop.js';
import { ALLERGENS, type Allergen } from '../../common/allergens/allergen.js';

/** The four meal slots of a day (spec section 3 `dailyPrices`, `isCustom`). */
export enum MealCategory {
  Breakfast = 'breakfast',
  Lunch = 'lunch',
  Dinner = 'dinner',
  Snack = 'snack',
}

/** A dish on the menu. Nutrition per serving: kcal and grams. */
@Schema({ collection: 'meals', timestamps: true })
export class Meal {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 120 })
  name!: string;

  @Prop({ required: true, trim: true, maxlength: 2000 })
  description!: string;

  @Prop({ type: String, required: true, enum: Object.values(MealCategory), index: true })
  category!: MealCategory;

  @Prop({ required: true })
  image!: string;

  /** Energy per serving, kcal. */
  @Prop({ required: true, min: 0 })
  calories!: number;

  /** Grams per serving. */
  @Prop({ required: true, min: 0 })
  protein!: number;

  @Prop({ required: true, min: 0 })
  carbs!: number;

  @Prop({ required: true, min: 0 })
  fat!: number;

  /**
   * Allergens from the closed list (sorted, no repeats). Documents written before it may still hold free
   * text until the allergen migration runs; reads go through `storedAllergens` (common/allergens).
   */
  @Prop({ type: [{ type: String, enum: ALLERGENS }], default: [] })
  allergens!: Allergen[];

  @Prop({ type: [String], default: [] })
  tags!: string[];

  @Prop({ required: true, default: true, index: true })
  active!: boolean;

  /** Arabic name and description, each optional (English shows where missing). */
  @TranslationsProp({ name: 120, description: 2000 })
  translations?: { ar?: { name?: string; description?: string } };

  createdAt!: Date;
  updatedAt!: Date;
}

export type MealDocument = HydratedDocument<Meal>;
export const MealSchema = SchemaFactory.createForClass(Meal);
MealSchema.index({ name: 1 }, { unique: true });
