import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MealCategory } from '../meal.schema.js';
import { PageOf } from '../../../common/paging/page.object.js';
import { TranslationsObjectOf } from '../../../common/i18n/translations.dto.js';

registerEnumType(MealCategory, { name: 'MealCategory', description: 'breakfast, lunch, dinner or snack.' });

/** The Arabic of a meal; a missing field shows in English. */
@ObjectType('MealTranslation')
export class MealTranslationObject {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

/** A meal's translations by language (only Arabic today). */
@ObjectType('MealTranslations')
export class MealTranslationsObject extends TranslationsObjectOf(MealTranslationObject) {}

/** A dish. */
@ObjectType('Meal')
export class MealObject {
  @Field(() => ID)
  id!: string;

  @Field({
    description:
      "Name in the request's language (Accept-Language) on public queries, English where no Arabic is stored; English on staff queries.",
  })
  name!: string;

  @Field({ description: 'Description, localised like name.' })
  description!: string;

  @Field(() => MealTranslationsObject, {
    nullable: true,
    description: 'The stored Arabic, for editing side by side with the English (null when none).',
  })
  translations?: MealTranslationsObject | null;

  @Field(() => MealCategory)
  category!: MealCategory;

  @Field({ description: 'Image URL (site-relative or absolute).' })
  image!: string;

  @Field(() => Int, { description: 'Energy per serving, kcal.' })
  calories!: number;

  @Field(() => Float, { description: 'Protein per serving, g.' })
  protein!: number;

  @Field(() => Float, { description: 'Carbohydrate per serving, g.' })
  carbs!: number;

  @Field(() => Float, { description: 'Fat per serving, g.' })
  fat!: number;

  @Field(() => [String], { description: 'Allergens, lower-case (gluten, dairy, nuts, egg, fish, shellfish, soy, sesame).' })
  allergens!: string[];

  @Field(() => [String])
  tags!: string[];

  @Field()
  active!: boolean;
}

/** One page of meals (admin menu list): `data`, `totalPages` (at least 1), `total`. */
@ObjectType()
export class MealPage extends PageOf(MealObject) {}
