import { Inject } from '@nestjs/common';
import { GraphQLISODateTime, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { UserSubscriptionObject } from './dto/subscription.object.js';
import { earliestChangeableDay } from './schedule-changes.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';

@Resolver(() => UserSubscriptionObject)
export class SubscriptionsResolver {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  @Query(() => UserSubscriptionObject, {
    nullable: true,
    description:
      "The caller's newest subscription with its planned meals (spec /subscription); plan and meal names in the request's language; null when none.",
  })
  @Roles(...ANY_SIGNED_IN)
  mySubscription(@CurrentUser() caller: AuthUser, @RequestLanguage() lang: Language): Promise<UserSubscriptionObject | null> {
    return this.subscriptions.mine(caller, lang);
  }

  /** The first day a pause or skip may touch now (PAUSE_NOTICE_HOURS), so the client never states the rule itself. */
  @ResolveField('earliestPauseDay', () => GraphQLISODateTime, {
    description:
      'The first day (UTC midnight) a pause or skip may still touch: the first midnight at least PAUSE_NOTICE_HOURS (48) hours from now (pauseSubscription refuses earlier days with PAUSE_NOTICE).',
  })
  earliestPauseDay(): Date {
    return earliestChangeableDay(this.clock.now(), this.cfg.PAUSE_NOTICE_HOURS);
  }

  /** The first day whose meals may still be changed now (MENU_CUTOFF_HOURS). */
  @ResolveField('earliestMenuChangeDay', () => GraphQLISODateTime, {
    description:
      'The first day (UTC midnight) whose meals may still be changed: the first midnight at least MENU_CUTOFF_HOURS (48) hours from now (swapMeal refuses earlier days with CUTOFF_PASSED).',
  })
  earliestMenuChangeDay(): Date {
    return earliestChangeableDay(this.clock.now(), this.cfg.MENU_CUTOFF_HOURS);
  }
}
