import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { RenewalState } from '../renewal.schema.js';

registerEnumType(RenewalState, {
  name: 'RenewalState',
  description:
    'scheduled (to be charged, or retried after a decline), paid, needs_action (3-D Secure wanted), failed (the plan ends), off.',
});

/** A subscription's automatic renewal as its owner and staff see it. */
@ObjectType('NextRenewal')
export class NextRenewalObject {
  @Field(() => ID, { description: 'The subscription renewed.' })
  subscriptionId!: string;

  @Field({ description: 'Whether the plan renews itself (the customer may change it until the charge starts).' })
  autoRenew!: boolean;

  @Field(() => RenewalState)
  state!: RenewalState;

  @Field(() => GraphQLISODateTime, {
    description:
      "The day the saved card is charged: a Dubai day (UTC-midnight label), RENEWAL_DAYS_BEFORE_END days before the last delivery; after a decline, the retry's day.",
  })
  chargeDate!: Date;

  @Field(() => Int, {
    nullable: true,
    description:
      "What is charged, fils, VAT included: the renewal's quote once made, else today's price of the same plan, duration and meals (null when the plan is no longer sold).",
  })
  amount!: number | null;

  @Field(() => Int, { description: 'Charge attempts made (at most 3: the charge day, +1 and +2 days).' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "The latest decline's code (e.g. card_declined, no_saved_card), or null." })
  lastError!: string | null;

  @Field(() => ID, { nullable: true, description: 'The order the renewal made, once paid.' })
  renewalOrderId!: string | null;
}

/** What the 3-D Secure page needs to confirm a renewal's charge with Stripe.js (`confirmCardPayment`). */
@ObjectType('RenewalAuthentication')
export class RenewalAuthenticationObject {
  @Field({ description: "The client secret of the renewal's PaymentIntent (its owner only)." })
  clientSecret!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The saved payment method to confirm with (pm_...), when the intent needs one again.',
  })
  paymentMethodId!: string | null;

  @Field(() => Int, { description: 'The amount, fils, VAT included.' })
  amount!: number;
}
