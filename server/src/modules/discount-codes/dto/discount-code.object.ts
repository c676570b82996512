import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../../common/paging/page.object.js';

/** An accepted discount code (spec section 3 "Discount code response"). */
@ObjectType('DiscountCodeDetails')
export class DiscountCodeDetailsObject {
  @Field({ description: 'Upper-case code (`discount_code`).' })
  code!: string;

  @Field({ description: 'Display name (`discount_name`).' })
  name!: string;

  @Field(() => Int, { description: 'Percent off the subtotal, 1-100 (`discount_percentage`).' })
  percentage!: number;
}

/** A discount code as staff manage it. */
@ObjectType('DiscountCode')
export class DiscountCodeObject extends DiscountCodeDetailsObject {
  @Field(() => ID)
  id!: string;

  @Field(() => GraphQLISODateTime, { description: 'First instant the code is valid (UTC).' })
  startDate!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last instant the code is valid (UTC).' })
  endDate!: Date;

  @Field({ description: 'Switched on; an inactive code is refused like an unknown one.' })
  active!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

/** One page of discount codes (active or expired list). */
@ObjectType()
export class DiscountCodePage extends PageOf(DiscountCodeObject) {}
