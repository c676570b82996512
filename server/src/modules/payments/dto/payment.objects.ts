import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** What the browser needs for card payments; never carries a secret. */
@ObjectType('PaymentConfig')
export class PaymentConfigObject {
  @Field(() => String, { nullable: true, description: 'Stripe publishable key (pk_...), null when not configured.' })
  publishableKey!: string | null;

  @Field({ description: 'Charge currency, lower-case ISO code: aed.' })
  currency!: string;

  @Field({ description: 'Whether card payments are configured on the server.' })
  enabled!: boolean;
}

/** A PaymentIntent ready for `confirmCardPayment` (spec section 4 "Card payment"). */
@ObjectType('PaymentIntentPayload')
export class PaymentIntentPayloadObject {
  @Field({ description: 'The client secret to confirm the card payment with.' })
  clientSecret!: string;

  @Field(() => ID, { description: 'The PaymentIntent id (pi_...), passed to createOrder after success.' })
  paymentIntentId!: string;

  @Field(() => Int, { description: 'The amount charged, fils: always the server quote total.' })
  amount!: number;
}
