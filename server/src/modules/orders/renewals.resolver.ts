import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { UserSubscriptionObject } from '../subscriptions/dto/subscription.object.js';
import { NextRenewalObject, RenewalAuthenticationObject } from './dto/renewal.objects.js';
import { RenewalsService } from './renewals.service.js';

/** Automatic renewal: the customer's switch and 3-D Secure page, the staff's view, retry and off. */
@Resolver(() => UserSubscriptionObject)
export class RenewalsResolver {
  constructor(private readonly renewals: RenewalsService) {}

  @ResolveField(() => NextRenewalObject, {
    nullable: true,
    description: "The plan's automatic renewal: on or off, state, charge day (Dubai) and amount (fils, VAT included).",
  })
  nextRenewal(@Parent() s: UserSubscriptionObject): Promise<NextRenewalObject | null> {
    return this.renewals.view(s.id, { orderId: s.orderId, endDate: s.endDate });
  }

  @Mutation(() => NextRenewalObject, {
    description:
      "Turns the caller's plan's automatic renewal on or off, until its charge starts. Errors: SUBSCRIPTION_NOT_FOUND (unknown or someone else's), RENEWAL_LOCKED (being charged, paid or failed), NO_SAVED_CARD (on without a saved card), RENEWAL_NOT_AVAILABLE (an ended plan).",
  })
  @Roles(Role.User)
  setAutoRenew(
    @CurrentUser() caller: AuthUser,
    @Args('subscriptionId', { type: () => ID }) subscriptionId: string,
    @Args('on', { type: () => Boolean }) on: boolean,
  ): Promise<NextRenewalObject> {
    return this.renewals.setAutoRenew(caller, subscriptionId, on);
  }

  @Mutation(() => Boolean, {
    description:
      "Removes the caller's saved card (detached from their Stripe Customer) and turns off the automatic renewal of their plans not being charged. Returns false when none was saved. Errors: PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR.",
  })
  @Roles(Role.User)
  removePaymentMethod(@CurrentUser() caller: AuthUser): Promise<boolean> {
    return this.renewals.removeCard(caller);
  }

  @Query(() => RenewalAuthenticationObject, {
    description:
      "For the owner of a renewal waiting for 3-D Secure: the client secret to confirm its charge with Stripe.js. Errors: SUBSCRIPTION_NOT_FOUND (unknown or someone else's), RENEWAL_NO_ACTION, PAYMENT_PROVIDER_ERROR.",
  })
  @Roles(Role.User)
  renewalAuthentication(
    @CurrentUser() caller: AuthUser,
    @Args('subscriptionId', { type: () => ID }) subscriptionId: string,
  ): Promise<RenewalAuthenticationObject> {
    return this.renewals.authentication(caller, subscriptionId);
  }

  @Query(() => NextRenewalObject, {
    nullable: true,
    description: "Staff: a subscription's automatic renewal; null when the subscription is not found.",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  subscriptionRenewal(@Args('subscriptionId', { type: () => ID }) subscriptionId: string): Promise<NextRenewalObject | null> {
    return this.renewals.view(subscriptionId);
  }

  @Mutation(() => NextRenewalObject, {
    description:
      'Staff: charges a renewal again now (needs action, failed, or waiting for its retry). Errors: SUBSCRIPTION_NOT_FOUND, RENEWAL_LOCKED (paid or being charged), NO_SAVED_CARD.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  retryRenewal(
    @CurrentUser() caller: AuthUser,
    @Args('subscriptionId', { type: () => ID }) subscriptionId: string,
  ): Promise<NextRenewalObject> {
    return this.renewals.retry(caller, subscriptionId);
  }

  @Mutation(() => NextRenewalObject, {
    description: "Staff: turns a subscription's automatic renewal off. Errors: SUBSCRIPTION_NOT_FOUND, RENEWAL_LOCKED (being charged).",
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  turnOffRenewal(
    @CurrentUser() caller: AuthUser,
    @Args('subscriptionId', { type: () => ID }) subscriptionId: string,
  ): Promise<NextRenewalObject> {
    return this.renewals.turnOff(caller, subscriptionId);
  }
}
