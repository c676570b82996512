import { Field, Int, ObjectType } from '@nestjs/graphql';

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
