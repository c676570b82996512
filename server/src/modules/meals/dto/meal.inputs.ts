import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEnum, IsIn, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { IfPresent } from '../../../common/validation/if-present.js';
import { IsImageUrl } from '../../../common/validation/image-url.js';
import { Trim } from '../../../common/validation/transforms.js';
import { LabelList } from '../../../common/validation/label-list.js';
import { Allergen } from '../../../common/allergens/allergen.js';
import { AllergenList } from '../../../common/allergens/allergen-list.js';
import { MealCategory } from '../meal.schema.js';
import { RequiredText } from '../../../common/validation/fields.js';
import { NestedTranslation, OptionalText } from '../../../common/i18n/content.js';
import { TranslationsInputOf } from '../../../common/i18n/translations.dto.js';
import { MEAL_CALORIES_MAX, MEAL_DESCRIPTION_MAX, MEAL_GRAMS_MAX, MEAL_NAME_MAX } from '../../../common/validation/limits.js';

/** The Arabic of a meal: each field optional; blank means "show the English". */
@InputType()
export class MealTranslationInput {
  @Field(() => String, { nullable: true, description: `Arabic name, at most 120 characters.` })
  @OptionalText('Arabic name', 120)
  name?: string | null;

  @Field(() => String, { nullable: true, description: `Arabic description, at most 2000 characters.` })
  @OptionalText('Arabic description', 2000)
  description?: string | null;
}

/** A meal's translations by language. */
@InputType()
export class MealTranslationsInput extends TranslationsInputOf(MealTranslationInput) {}

export { MEAL_CALORIES_MAX, MEAL_DESCRIPTION_MAX, MEAL_GRAMS_MAX, MEAL_NAME_MAX };
export const MEAL_LIST_MAX = 20;
export const MEAL_LABEL_MAX = 40;

/*
 * The rules a meal field keeps in both createMeal and updateMeal (updateMeal adds IfPresent). Each
 * list is the stacked order: applyDecorators applies in array order, stacked decorators bottom-up.
 */

/** Energy per serving: a whole number of kcal, 0-{@link MEAL_CALORIES_MAX}. */
const MealCalories = () =>
  applyDecorators(
    Max(MEAL_CALORIES_MAX, { message: `Calories must be at most ${MEAL_CALORIES_MAX}` }),
    Min(0, { message: 'Calories cannot be negative' }),
    IsInt({ message: 'Calories must be a whole number' }),
  );

/** Grams of a nutrient per serving: a finite number, 0-{@link MEAL_GRAMS_MAX}; `label` names it in the messages ('Protein'). */
const MealGrams = (label: string) =>
  applyDecorators(
    Max(MEAL_GRAMS_MAX, { message: `${label} must be at most ${MEAL_GRAMS_MAX} g` }),
    Min(0, { message: `${label} cannot be negative` }),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${label} must be a number` }),
  );

/** A meal's tags: at most {@link MEAL_LIST_MAX} labels of at most {@link MEAL_LABEL_MAX} characters. */
const MealLabels = (plural: string, single: string) => LabelList(plural, single, MEAL_LIST_MAX, MEAL_LABEL_MAX);

/** Columns the admin menu list may be sorted by (a whitelist). */
export const MealSortField = sortColumns('MealSortField', ['name', 'category', 'calories', 'protein', 'active', 'createdAt']);
export type MealSortField = SortColumn<typeof MealSortField>;

/** `adminMeals`: paging, search (name, description, tag), sort, and optional category and active filters. */
@ArgsType()
export class MealListArgs extends SortableArgs(MealSortField, 'category then name') {
  @Field(() => MealCategory, { nullable: true, description: 'Only this category.' })
  @IsOptional()
  @IsEnum(MealCategory, { message: 'category must be breakfast, lunch, dinner or snack' })
  category?: MealCategory;

  @Field(() => Boolean, { nullable: true, description: 'true: only active meals; false: only inactive; null: all.' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** `GET /api/meals/export.csv`: the menu grid's search, sort, category and `active=true|false`. */
@ArgsType()
export class MealExportArgs extends SortableArgs(MealSortField, 'category then name') {
  @ApiPropertyOptional({ enum: MealCategory })
  @IsOptional()
  @IsEnum(MealCategory, { message: 'category must be breakfast, lunch, dinner or snack' })
  category?: MealCategory;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'active must be true or false' })
  active?: string;
}

/** `createMeal` input (dashboard menus). The image is uploaded first (`POST /api/uploads/image`) and passed as its URL. */
@InputType()
export class CreateMealInput {
  @Field({ description: `Name, 1-${MEAL_NAME_MAX} characters; unique.` })
  @RequiredText('Name', MEAL_NAME_MAX)
  name!: string;

  @Field({ description: `Description, 1-${MEAL_DESCRIPTION_MAX} characters.` })
  @RequiredText('Description', MEAL_DESCRIPTION_MAX)
  description!: string;

  @Field(() => MealCategory)
  @IsEnum(MealCategory, { message: 'Category is required' })
  category!: MealCategory;

  @Field({ description: 'Image URL: a site-relative path or https URL (from the upload endpoint).' })
  @Trim()
  @IsImageUrl({ message: 'Enter a valid image URL' })
  image!: string;

  @Field(() => Int, { description: `Energy per serving, kcal (0-${MEAL_CALORIES_MAX}).` })
  @MealCalories()
  calories!: number;

  @Field(() => Float, { description: 'Protein per serving, g.' })
  @MealGrams('Protein')
  protein!: number;

  @Field(() => Float, { description: 'Carbohydrate per serving, g.' })
  @MealGrams('Carbs')
  carbs!: number;

  @Field(() => Float, { description: 'Fat per serving, g.' })
  @MealGrams('Fat')
  fat!: number;

  @Field(() => [Allergen], {
    nullable: true,
    description: 'Allergens the meal contains, from the closed list (repeats removed). A value outside it: VALIDATION_FAILED.',
  })
  @IsOptional()
  @AllergenList()
  allergens?: Allergen[] | null;

  @Field(() => [String], { nullable: true, description: `Tags, lower-case, at most ${MEAL_LIST_MAX}.` })
  @IsOptional()
  @MealLabels('Tags', 'tag')
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'On the menu (default true).' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean | null;

  @Field(() => MealTranslationsInput, {
    nullable: true,
    description: 'Arabic name and description (optional; given, it replaces the stored Arabic).',
  })
  @NestedTranslation(() => MealTranslationsInput)
  translations?: MealTranslationsInput | null;
}

/** `updateMeal` input: only the fields to change (absent fields stay as they are). */
@InputType()
export class UpdateMealInput {
  @Field(() => String, { nullable: true })
  @IfPresent()
  @RequiredText('Name', MEAL_NAME_MAX)
  name?: string;

  @Field(() => String, { nullable: true })
  @IfPresent()
  @RequiredText('Description', MEAL_DESCRIPTION_MAX)
  description?: string;

  @Field(() => MealCategory, { nullable: true, description: 'Changing it affects only future checkouts; scheduled meals keep theirs.' })
  @IfPresent()
  @IsEnum(MealCategory, { message: 'Category is required' })
  category?: MealCategory;

  @Field(() => String, { nullable: true })
  @IfPresent()
  @Trim()
  @IsImageUrl({ message: 'Enter a valid image URL' })
  image?: string;

  @Field(() => Int, { nullable: true })
  @IfPresent()
  @MealCalories()
  calories?: number;

  @Field(() => Float, { nullable: true })
  @IfPresent()
  @MealGrams('Protein')
  protein?: number;

  @Field(() => Float, { nullable: true })
  @IfPresent()
  @MealGrams('Carbs')
  carbs?: number;

  @Field(() => Float, { nullable: true })
  @IfPresent()
  @MealGrams('Fat')
  fat?: number;

  @Field(() => [Allergen], { nullable: true, description: 'Replaces the allergens (closed list). A value outside it: VALIDATION_FAILED.' })
  @IfPresent()
  @AllergenList()
  allergens?: Allergen[];

  @Field(() => [String], { nullable: true })
  @IfPresent()
  @MealLabels('Tags', 'tag')
  tags?: string[];

  @Field(() => MealTranslationsInput, {
    nullable: true,
    description: 'Arabic name and description; given, it replaces the stored Arabic (blank fields show the English).',
  })
  @NestedTranslation(() => MealTranslationsInput)
  translations?: MealTranslationsInput | null;
}
