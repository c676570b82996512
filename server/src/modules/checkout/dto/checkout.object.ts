import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { QuoteObject } from '../../pricing/dto/quote.object.js';
import { CheckoutStatus } from '../checkout.schema.js';

registerEnumType(CheckoutStatus, {
  name: 'CheckoutStatus',
  description: 'Open (payable), Paid (ordered) or Replaced (a newer checkout was started).',
});

/** A server-side cart: the selection's quote the card will be charged. */
@ObjectType('Checkout')
export class CheckoutObject {
  @Field(() => ID)
  id!: string;

  @Field(() => CheckoutStatus)
  status!: CheckoutStatus;

  @Field(() => QuoteObject, { description: 'The price, fils; fixed for the life of the checkout.' })
  quote!: QuoteObject;

  @Field(() => String, { nullable: true, description: 'The latest PaymentIntent (pi_...) made for it.' })
  paymentIntentId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The buyer's UAE Tax Registration Number (15 digits), printed on the tax invoice and credit notes; null when none.",
  })
  buyerTrn?: string | null;

  @Field(() => GraphQLISODateTime, { description: 'After this a new payment needs a new checkout (UTC).' })
  expiresAt!: Date;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}
