import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Allergen } from '../../../common/allergens/allergen.js';
import { MealCategory } from '../meal.schema.js';
import { PageOf } from '../../../common/paging/page.object.js';
import { LocalisedNameObjectOf, NameTranslationFields, TranslationsObjectOf } from '../../../common/i18n/translations.dto.js';

registerEnumType(MealCategory, { name: 'MealCategory', description: 'breakfast, lunch, dinner or snack.' });

/** The Arabic of a meal; a missing field shows in English. */
@ObjectType('MealTranslation')
export class MealTranslationObject extends NameTranslationFields {}

/** A meal's translations by language (only Arabic today). */
@ObjectType('MealTranslations')
export class MealTranslationsObject extends TranslationsObjectOf(MealTranslationObject) {}

/** A dish. */
@ObjectType('Meal')
export class MealObject extends LocalisedNameObjectOf(MealTranslationsObject) {
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

  @Field(() => [Allergen], { description: 'Allergens the meal contains, from the closed list, in the list order (see Allergen).' })
  allergens!: Allergen[];

  @Field(() => [String])
  tags!: string[];

  @Field()
  active!: boolean;
}

/** One page of meals (admin menu list): `data`, `totalPages` (at least 1), `total`. */
@ObjectType()
export class MealPage extends PageOf(MealObject) {}
