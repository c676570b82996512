import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { Paged } from './page-query.dto.js';

/**
 * The GraphQL shape of one page of a list (spec section 7: `data` and `totalPages`, plus `total` rows):
 * an abstract `@ObjectType` made per row type, which each list names with its own class,
 *
 *   `@ObjectType() export class MealPage extends PageOf(MealObject) {}`
 *
 * so the schema keeps one named page type per list (`MealPage { data: [Meal!]! total: Int! totalPages: Int! }`).
 *
 * @param item the row's object type
 * @returns an abstract class with `data: T[]`, `totalPages` (at least 1) and `total` (rows matching the filters)
 */
export function PageOf<T>(item: Type<T>) {
  @ObjectType({ isAbstract: true })
  abstract class PageOfItems implements Paged<T> {
    @Field(() => [item])
    data!: T[];

    @Field(() => Int)
    totalPages!: number;

    @Field(() => Int)
    total!: number;
  }
  return PageOfItems;
}
