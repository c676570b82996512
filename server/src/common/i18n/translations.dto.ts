import type { Type } from '@nestjs/common';
import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { NestedTranslation } from './content.js';

/**
 * The GraphQL `translations` object of a bilingual document (docs/decisions.md "English and Arabic
 * (server)"): its translations by language, only Arabic (`ar`, null when none is stored) today. An
 * abstract class made per content type, which each module names with its own type:
 *
 *   `@ObjectType('MealTranslations') export class MealTranslationsObject extends TranslationsObjectOf(MealTranslationObject) {}`
 *
 * @param translation the object type of one language's fields (each optional)
 */
export function TranslationsObjectOf<T>(translation: Type<T>) {
  @ObjectType({ isAbstract: true })
  abstract class TranslationsByLanguage {
    @Field(() => translation, { nullable: true })
    ar?: T | null;
  }
  return TranslationsByLanguage;
}

/**
 * The input twin of {@link TranslationsObjectOf}: `translations` of a create/update input, whose `ar`
 * is validated with its own class (each field optional; blank means "show the English").
 *
 * @param translation the input type of one language's fields
 */
export function TranslationsInputOf<T extends object>(translation: Type<T>) {
  @InputType({ isAbstract: true })
  abstract class TranslationsByLanguageInput {
    @Field(() => translation, { nullable: true })
    @NestedTranslation(() => translation)
    ar?: T | null;
  }
  return TranslationsByLanguageInput;
}
