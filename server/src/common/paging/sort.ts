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
 * {@link SearchPageArgs} plus `sortDir` (default asc). Each list adds its own `sortBy` through
 * {@link SortableArgs}: a GraphQL enum whose values are the column keys it may be sorted by (a
 * whitelist: no free-form field names reach the database).
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
 * The sortable columns of a list as a GraphQL enum named `name` (registered here) whose values are the
 * column keys themselves, so a key and its value cannot drift apart. Use the result like a string enum
 * (`OrderSortField.createdAt`), with a type of the same name from {@link SortColumn}:
 *
 *   `export const OrderSortField = sortColumns('OrderSortField', ['orderNumber', 'total', 'createdAt']);`
 *   `export type OrderSortField = SortColumn<typeof OrderSortField>;`
 *
 * @param name the GraphQL enum's name (kept stable: clients send its values as `sortBy`)
 * @param keys the column keys, in the order the schema lists them
 * @returns a frozen object key -> key
 */
export function sortColumns<const K extends string>(name: string, keys: readonly K[]): { readonly [P in K]: P } {
  const columns = Object.freeze(Object.fromEntries(keys.map((k) => [k, k])) as { [P in K]: P });
  registerEnumType(columns, { name });
  return columns;
}

/** The column keys of a {@link sortColumns} object: `'orderNumber' | 'total' | ...`. */
export type SortColumn<E> = E[keyof E];

/** The validation message of a `sortBy` outside the list's columns (REST query strings reach it; GraphQL refuses unknown enum values first). */
export const SORT_BY_MESSAGE = 'sortBy is not a sortable column';

/**
 * The arguments of a sortable list: {@link SortedSearchPageArgs} plus an optional `sortBy`, one of the
 * values of `columns` (a string enum registered with `registerEnumType`, whose values are the column
 * keys). A mixin (an abstract `@ArgsType` class made per list), so GraphQL arguments, REST query DTOs
 * (`@Query() q: XListArgs`, Swagger enum included) and class-validator all read the same field:
 *
 *   `export class OrderListArgs extends SortableArgs(OrderSortField, 'newest first') { ...filters }`
 *
 * @param columns the list's sort-field enum; `sortBy` is typed as its values
 * @param defaultOrder the list's order without `sortBy`, for the description ("Column to sort by; default newest first.")
 */
export function SortableArgs<E extends Record<string, string>>(columns: E, defaultOrder: string) {
  // The registered enum object, typed plainly: @Field's option types cannot be resolved for a generic E.
  const enumRef: object = columns;

  @ArgsType()
  abstract class SortableListArgs extends SortedSearchPageArgs {
    @Field(() => enumRef, { nullable: true, description: `Column to sort by; default ${defaultOrder}.` })
    @ApiPropertyOptional({ enum: columns })
    @IsOptional()
    @IsEnum(columns, { message: SORT_BY_MESSAGE })
    sortBy?: E[keyof E];
  }
  return SortableListArgs;
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
