import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { SearchPageArgs } from './page-args.js';

/** Sort direction of a list (spec section 4: sorting cycles ascending and descending). */
export enum SortDirection {
  asc = 'asc',
  desc = 'desc',
}

registerEnumType(SortDirection, { name: 'SortDirection', description: 'asc (A-Z, oldest, smallest first) or desc.' });

/** A Mongo sort: field path -> 1 (ascending) or -1 (descending). */
export type SortSpec = Record<string, 1 | -1>;

/**
 * {@link SearchPageArgs} plus `sortDir` (default asc). Each list adds its own `sortBy`, a GraphQL
 * enum whose values are the column keys it may be sorted by (a whitelist: no free-form field names
 * reach the database).
 */
@ArgsType()
export class SortedSearchPageArgs extends SearchPageArgs {
  @Field(() => SortDirection, { nullable: true, description: 'asc or desc (default asc); used with sortBy.' })
  @ApiPropertyOptional({ enum: SortDirection, default: SortDirection.asc })
  @IsOptional()
  @IsEnum(SortDirection, { message: 'sortDir must be asc or desc' })
  sortDir?: SortDirection;
}

/**
 * The sort of a list: the whitelisted column `sortBy` (mapped to its stored path by `paths`) in
 * `sortDir` (default asc), else `fallback` (the list's natural order). `_id` is always the last key
 * so that rows with equal values keep one order across pages.
 */
export function sortSpec<K extends string>(
  sortBy: K | null | undefined,
  sortDir: SortDirection | null | undefined,
  paths: Record<K, string>,
  fallback: SortSpec,
): SortSpec {
  if (!sortBy) return { ...fallback, ...('_id' in fallback ? {} : { _id: -1 }) };
  const d = sortDir === SortDirection.desc ? -1 : 1;
  const path = paths[sortBy];
  return path === '_id' ? { _id: d } : { [path]: d, _id: d };
}
