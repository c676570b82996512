import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { UserSubscriptionObject } from './dto/subscription.object.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';

@Resolver(() => UserSubscriptionObject)
export class SubscriptionsResolver {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Query(() => UserSubscriptionObject, {
    nullable: true,
    description:
      "The caller's newest subscription with its planned meals (spec /subscription); plan and meal names in the request's language; null when none.",
  })
  @Roles(...ANY_SIGNED_IN)
  mySubscription(@CurrentUser() caller: AuthUser, @RequestLanguage() lang: Language): Promise<UserSubscriptionObject | null> {
    return this.subscriptions.mine(caller, lang);
  }
}
