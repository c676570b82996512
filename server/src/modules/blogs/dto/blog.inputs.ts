import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IfPresent } from '../../../common/validation/if-present.js';
import { IsImageUrl } from '../../../common/validation/image-url.js';
import { Trim } from '../../../common/validation/transforms.js';
import { LabelList } from '../../../common/validation/label-list.js';
import { RequiredText } from '../../../common/validation/fields.js';
import { NestedTranslation, OptionalText } from '../../../common/i18n/content.js';
import { TranslationsInputOf } from '../../../common/i18n/translations.dto.js';

import { BLOG_BODY_MAX, BLOG_EXCERPT_MAX, BLOG_TITLE_MAX } from '../../../common/validation/limits.js';

export { BLOG_BODY_MAX, BLOG_EXCERPT_MAX, BLOG_TITLE_MAX };
export const BLOG_AUTHOR_MAX = 100;
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX = 40;

/*
 * The rules a post field keeps in both createBlog and updateBlog. Each list is the stacked order:
 * applyDecorators applies in array order, stacked decorators bottom-up.
 */

/** A post's tags: at most {@link BLOG_TAGS_MAX} labels of at most {@link BLOG_TAG_MAX} characters, stored lower-case. */
const BlogTags = () => LabelList('Tags', 'tag', BLOG_TAGS_MAX, BLOG_TAG_MAX);

/** The HTML body: required text of at most {@link BLOG_BODY_MAX} characters ('Body is required', 'Body is too long'). */
const BlogBody = () =>
  applyDecorators(
    MaxLength(BLOG_BODY_MAX, { message: 'Body is too long' }),
    IsNotEmpty({ message: 'Body is required' }),
    IsString({ message: 'Body is required' }),
  );

/** The cover image: optional; trimmed; empty means none; else a site-relative path or https URL. */
const CoverImage = () =>
  applyDecorators(
    IsImageUrl({ message: 'Enter a valid image URL' }),
    ValidateIf((_o, v) => v !== ''),
    Trim(),
    IsOptional(),
  );

/** The Arabic of a post: each field optional; blank means "show the English". `body` is sanitized like the English. */
@InputType()
export class BlogTranslationInput {
  @Field(() => String, { nullable: true, description: `Arabic title, at most ${BLOG_TITLE_MAX} characters.` })
  @OptionalText('Arabic title', BLOG_TITLE_MAX)
  title?: string | null;

  @Field(() => String, { nullable: true, description: `Arabic summary, at most ${BLOG_EXCERPT_MAX} characters.` })
  @OptionalText('Arabic excerpt', BLOG_EXCERPT_MAX)
  excerpt?: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic body, HTML from the rich-text editor (sanitized on the server).' })
  @OptionalText('Arabic body', BLOG_BODY_MAX)
  body?: string | null;
}

/** A post's translations by language. */
@InputType()
export class BlogTranslationsInput extends TranslationsInputOf(BlogTranslationInput) {}

/** The Arabic of a create or update input (abstract: each input below extends it). */
@InputType({ isAbstract: true })
abstract class BlogTranslationsField {
  @Field(() => BlogTranslationsInput, {
    nullable: true,
    description:
      'Arabic title, excerpt and body (optional; given on update, it replaces the stored Arabic; blank fields show the English).',
  })
  @ApiPropertyOptional()
  @NestedTranslation(() => BlogTranslationsInput)
  translations?: BlogTranslationsInput | null;
}

/** `createBlog` input (dashboard addBlog). `body` is sanitized on the server. */
@InputType()
export class CreateBlogInput extends BlogTranslationsField {
  @Field({ description: `Title, 1-${BLOG_TITLE_MAX} characters.` })
  @ApiProperty({ maxLength: BLOG_TITLE_MAX })
  @RequiredText('Title', BLOG_TITLE_MAX)
  title!: string;

  @Field({ description: `Summary, 1-${BLOG_EXCERPT_MAX} characters.` })
  @ApiProperty({ maxLength: BLOG_EXCERPT_MAX })
  @RequiredText('Excerpt', BLOG_EXCERPT_MAX)
  excerpt!: string;

  @Field({ description: 'HTML from the rich-text editor; disallowed tags, attributes and URLs are removed.' })
  @ApiProperty()
  @BlogBody()
  body!: string;

  @Field(() => String, { nullable: true, description: 'Cover image: a site-relative path or an https URL; empty for none.' })
  @ApiPropertyOptional()
  @CoverImage()
  coverImage?: string | null;

  @Field(() => String, { nullable: true, description: `Author name, at most ${BLOG_AUTHOR_MAX} characters (default "FreshFuel Team").` })
  @ApiPropertyOptional({ maxLength: BLOG_AUTHOR_MAX })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Author must be text' })
  @MaxLength(BLOG_AUTHOR_MAX, { message: `Author must be at most ${BLOG_AUTHOR_MAX} characters` })
  author?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: `Up to ${BLOG_TAGS_MAX} tags of at most ${BLOG_TAG_MAX} characters (stored lower-case).`,
  })
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @BlogTags()
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Publish now (default false: a draft).' })
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'published must be true or false' })
  published?: boolean | null;
}

/**
 * `updateBlog` input (dashboard blogs/editBlog/{id}): the id and only the fields to change.
 * A draft that was never published gets a new slug when its title changes; a published post keeps
 * its slug so shared links keep working.
 */
@InputType()
export class UpdateBlogInput extends BlogTranslationsField {
  @Field(() => ID)
  @IsString({ message: 'Blog id is required' })
  id!: string;

  @Field(() => String, { nullable: true })
  @IfPresent()
  @RequiredText('Title', BLOG_TITLE_MAX)
  title?: string;

  @Field(() => String, { nullable: true })
  @IfPresent()
  @RequiredText('Excerpt', BLOG_EXCERPT_MAX)
  excerpt?: string;

  @Field(() => String, { nullable: true, description: 'HTML; sanitized on the server.' })
  @IfPresent()
  @BlogBody()
  body?: string;

  @Field(() => String, { nullable: true, description: 'A site-relative path or an https URL; null or empty removes it.' })
  @CoverImage()
  coverImage?: string | null;

  @Field(() => String, { nullable: true })
  @IfPresent()
  @Trim()
  @IsString({ message: 'Author must be text' })
  @IsNotEmpty({ message: 'Author is required' })
  @MaxLength(BLOG_AUTHOR_MAX, { message: `Author must be at most ${BLOG_AUTHOR_MAX} characters` })
  author?: string;

  @Field(() => [String], { nullable: true })
  @IfPresent()
  @BlogTags()
  tags?: string[];
}
