import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsObject, IsOptional, IsString, Matches, Min } from 'class-validator';
import { OBJECT_ID_RE, OBJECT_ID_SCHEMA } from '../../../common/validation/api-shapes.js';
import { IfPresent } from '../../../common/validation/if-present.js';

const PI_ID = /^pi_[A-Za-z0-9_]{1,250}$/;
const PI_MESSAGE = 'paymentIntentId must be a PaymentIntent id (pi_...)';

/** `createOrder` input: the succeeded PaymentIntent (and optionally the checkout it paid). */
@InputType()
export class CreateOrderInput {
  @Field({ description: 'The PaymentIntent id (pi_...) returned by createPaymentIntent.' })
  @IsString({ message: PI_MESSAGE })
  @Matches(PI_ID, { message: PI_MESSAGE })
  paymentIntentId!: string;

  @Field(() => ID, { nullable: true, description: 'The checkout paid; must be the one the PaymentIntent was made for.' })
  @IsOptional()
  @IsString()
  @Matches(/^[a-f0-9]{24}$/i, { message: 'checkoutId must be a checkout id' })
  checkoutId?: string | null;
}

/**
 * `POST /api/orders/createOrder/new` body (spec section 7 "Order creation": order data, price,
 * paymentMode). `price` and `orderData` are accepted for the spec's contract but not used: the order
 * records the server's quote and package snapshot.
 */
export class CreateOrderBody {
  @ApiProperty({ type: String, pattern: PI_ID.source, example: 'pi_3Pxyz' })
  @IsString({ message: PI_MESSAGE })
  @Matches(PI_ID, { message: PI_MESSAGE })
  paymentIntentId!: string;

  @ApiProperty({ type: Number, minimum: 0, example: 2240.5, description: 'Total paid, AED (informational)' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'price must be an AED amount' })
  @Min(0, { message: 'price must be an AED amount' })
  price!: number;

  @ApiProperty({ enum: ['card'] })
  @IsIn(['card'], { message: "paymentMode must be 'card'" })
  paymentMode!: 'card';

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'The client userPackageInfo (informational)' })
  @IfPresent()
  @IsObject({ message: 'orderData must be an object' })
  orderData?: Record<string, unknown>;

  @ApiPropertyOptional({
    ...OBJECT_ID_SCHEMA,
    description: 'The checkout paid; must be the one the PaymentIntent was made for (404 NOT_FOUND when there is none).',
  })
  @IfPresent()
  @IsString({ message: 'checkoutId must be a checkout id' })
  @Matches(OBJECT_ID_RE, { message: 'checkoutId must be a checkout id' })
  checkoutId?: string;
}
