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
 * `sortDir` (default asc), else `fallback` (the list's natural order). `_id` is the last key, in the
 * same direction, so that rows with equal values keep one order across pages; columns listed in
 * `unique` (unique values, e.g. an order number) need no tie-break and sort on their own, so their
 * unique index serves the sort. Each list keeps an index `{ ...equality filters, path, _id }` per
 * column (index-coverage.spec.ts checks them).
 */
export function sortSpec<K extends string>(
  sortBy: K | null | undefined,
  sortDir: SortDirection | null | undefined,
  paths: Record<K, string>,
  fallback: SortSpec,
  unique: readonly K[] = [],
): SortSpec {
  if (!sortBy) return { ...fallback, ...('_id' in fallback ? {} : { _id: -1 }) };
  const d = sortDir === SortDirection.desc ? -1 : 1;
  const path = paths[sortBy];
  return path === '_id' || unique.includes(sortBy) ? { [path]: d } : { [path]: d, _id: d };
}
