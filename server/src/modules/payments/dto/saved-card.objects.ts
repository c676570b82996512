import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** The saved card as its owner sees it: never the payment method id or the number. */
@ObjectType('SavedCard')
export class SavedCardObject {
  @Field({ description: "Card brand as Stripe names it, e.g. 'visa', 'mastercard'." })
  brand!: string;

  @Field({ description: 'The last 4 digits.' })
  last4!: string;

  @Field(() => Int, { description: 'Expiry month, 1-12.' })
  expMonth!: number;

  @Field(() => Int, { description: 'Expiry year, four digits.' })
  expYear!: number;
}

/** A SetupIntent ready for Stripe Elements' `confirmCardSetup`. */
@ObjectType('SetupIntentPayload')
export class SetupIntentPayloadObject {
  @Field({ description: 'The client secret to confirm the new card with.' })
  clientSecret!: string;

  @Field(() => ID, { description: 'The SetupIntent id (seti_...).' })
  setupIntentId!: string;
}
