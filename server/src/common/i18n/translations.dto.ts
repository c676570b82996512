import type { Type } from '@nestjs/common';
import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { NestedTranslation } from './content.js';

/**
 * The GraphQL `translations` object of a bilingual document (docs/decisions/0029-english-and-arabic-server.md): its translations by language, only Arabic (`ar`, null when none is stored) today. An
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

/**
 * The Arabic of a named, described catalogue document (a meal, a plan): each field null where none is
 * stored, and a missing field shows in English. Abstract: each module names its own type,
 * `@ObjectType('MealTranslation') export class MealTranslationObject extends NameTranslationFields {}`.
 */
@ObjectType({ isAbstract: true })
export abstract class NameTranslationFields {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

/**
 * The `translations` field of a bilingual object (a meal, a plan, a blog post): the stored Arabic, for
 * editing side by side with the English; null when none is stored.
 *
 * @param translations the module's `translations` object type (made with {@link TranslationsObjectOf})
 */
export function TranslationsFieldOf<T>(translations: Type<T>) {
  @ObjectType({ isAbstract: true })
  abstract class WithTranslations {
    @Field(() => translations, {
      nullable: true,
      description: 'The stored Arabic, for editing side by side with the English (null when none).',
    })
    translations?: T | null;
  }
  return WithTranslations;
}

/**
 * The fields every bilingual catalogue object (a meal, a plan) starts with: `id`, `name` and
 * `description` in the request's language on public queries (English on staff queries), and the stored
 * Arabic as `translations` for editing (docs/decisions/0029-english-and-arabic-server.md).
 *
 * @param translations the module's `translations` object type (made with {@link TranslationsObjectOf})
 */
export function LocalisedNameObjectOf<T>(translations: Type<T>) {
  @ObjectType({ isAbstract: true })
  abstract class LocalisedName extends TranslationsFieldOf(translations) {
    @Field(() => ID)
    id!: string;

    @Field({
      description:
        "Name in the request's language (Accept-Language) on public queries, English where no Arabic is stored; English on staff queries.",
    })
    name!: string;

    @Field({ description: 'Description, localised like name.' })
    description!: string;
  }
  return LocalisedName;
}
