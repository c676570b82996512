import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { SavedCardObject, SetupIntentPayloadObject } from './dto/saved-card.objects.js';
import { SavedCardsService } from './saved-cards.service.js';

/** The customer's own saved card: read and replace (SetupIntent); removing it is `removePaymentMethod` (orders: it stops renewals). Only ever the caller's. */
@Resolver(() => SavedCardObject)
export class SavedCardsResolver {
  constructor(private readonly cards: SavedCardsService) {}

  @Query(() => SavedCardObject, {
    nullable: true,
    description: "The caller's saved card for renewals (brand, last 4, expiry), or null when none is saved.",
  })
  @Roles(Role.User)
  myPaymentMethod(@CurrentUser() caller: AuthUser): Promise<SavedCardObject | null> {
    return this.cards.cardOf(caller.id);
  }

  @Mutation(() => SetupIntentPayloadObject, {
    description:
      "A SetupIntent on the caller's Stripe Customer to save a new card for renewals; once Stripe Elements confirms it, the `setup_intent.succeeded` webhook replaces the saved card. Errors: PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR.",
  })
  @Roles(Role.User)
  createSetupIntent(@CurrentUser() caller: AuthUser): Promise<SetupIntentPayloadObject> {
    return this.cards.createSetupIntent(caller.id);
  }
}
