import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../validation/transforms.js';
import { escapeRegExp } from '../format/regexp.js';

/** Highest page number accepted (a bounded skip: 100,000 pages of 100 rows). */
export const MAX_PAGE = 100_000;

/** Default page size of the site's lists and the admin tables (spec section 9: "Show 10"). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * `page` (from 1) and `limit` (1-100, default 10) of a paged list, as GraphQL arguments and as a
 * REST query (`?page=1&limit=10`); one class so both entry points validate the same way.
 */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1, description: `Page number, 1-${MAX_PAGE} (null means 1).` })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 })
  @Type(() => Number)
  @Transform(({ value }) => value ?? 1)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be between 1 and 100000' })
  @Max(MAX_PAGE, { message: 'page must be between 1 and 100000' })
  page = 1;

  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `Rows per page, 1-100 (null means ${DEFAULT_PAGE_SIZE}).`,
  })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE })
  @Type(() => Number)
  @Transform(({ value }) => value ?? DEFAULT_PAGE_SIZE)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(100, { message: 'limit must be between 1 and 100' })
  limit: number = DEFAULT_PAGE_SIZE;
}

/** {@link PageArgs} plus an optional free-text `search` (trimmed, at most 100 characters; matched case-insensitively). */
@ArgsType()
export class SearchPageArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive text to look for; empty means all.' })
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}

/** A case-insensitive "contains" pattern for `search` (regex metacharacters escaped), or null for none. */
export function searchPattern(search: string | null | undefined): RegExp | null {
  const text = search?.trim();
  return text ? new RegExp(escapeRegExp(text), 'i') : null;
}
