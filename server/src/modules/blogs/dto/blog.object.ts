import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../../common/paging/page.object.js';
import { TranslationsFieldOf, TranslationsObjectOf } from '../../../common/i18n/translations.dto.js';

/** The Arabic of a post; a missing field shows in English. */
@ObjectType('BlogTranslation')
export class BlogTranslationObject {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  excerpt?: string | null;

  @Field(() => String, { nullable: true, description: 'Sanitized HTML.' })
  body?: string | null;
}

/** A post's translations by language (only Arabic today). */
@ObjectType('BlogTranslations')
export class BlogTranslationsObject extends TranslationsObjectOf(BlogTranslationObject) {}

/** A blog post (spec /blog, /blog-detail/{id}); title, excerpt and body in the request's language on public queries (English where no Arabic is stored), English on staff queries. */
@ObjectType('Blog')
export class BlogObject extends TranslationsFieldOf(BlogTranslationsObject) {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Title, at most 160 characters.' })
  title!: string;

  @Field({ description: 'Unique URL name derived from the title; `blog(idOrSlug)` accepts it.' })
  slug!: string;

  @Field({ description: 'Summary for the list, at most 300 characters.' })
  excerpt!: string;

  @Field({ description: 'Sanitized HTML (p, h2-h4, lists, links, images, quotes, code).' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'Cover image URL (site-relative or https).' })
  coverImage?: string | null;

  @Field()
  author!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => Int, { description: 'Estimated reading time, minutes (body words / 200, at least 1).' })
  readingMinutes!: number;

  @Field({ description: 'Whether the public can see it.' })
  published!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When first published (UTC).' })
  publishedAt?: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

/** One page of posts: `data`, `totalPages` (at least 1) and `total` (spec section 7 paged list). */
@ObjectType()
export class BlogPage extends PageOf(BlogObject) {}
