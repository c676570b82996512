import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

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

  @Field(() => GraphQLISODateTime, {
    description: 'When this card was saved (a checkout or a SetupIntent): a new card after a replacement has a later time.',
  })
  savedAt!: Date;
}

/** A SetupIntent ready for Stripe Elements' `confirmCardSetup`. */
@ObjectType('SetupIntentPayload')
export class SetupIntentPayloadObject {
  @Field({ description: 'The client secret to confirm the new card with.' })
  clientSecret!: string;

  @Field(() => ID, { description: 'The SetupIntent id (seti_...).' })
  setupIntentId!: string;
}
