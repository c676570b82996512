import { Inject } from '@nestjs/common';
import { GraphQLISODateTime, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { UserSubscriptionObject } from './dto/subscription.object.js';
import { menuCutoffRule, pauseNoticeRule } from '../../common/format/dubai-days.js';
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
      'The first day (a day label, UTC midnight of the date) a pause or skip may still touch: the first whose cut-off, PAUSE_NOTICE_HOURS before it begins in Dubai at CUTOFF_TIME, is still ahead (pauseSubscription refuses earlier days with PAUSE_NOTICE).',
  })
  earliestPauseDay(): Date {
    return earliestChangeableDay(this.clock.now(), pauseNoticeRule(this.cfg));
  }

  /** The first day whose meals may still be changed now (MENU_CUTOFF_HOURS). */
  @ResolveField('earliestMenuChangeDay', () => GraphQLISODateTime, {
    description:
      'The first day (a day label, UTC midnight of the date) whose meals may still be changed: the first whose cut-off, MENU_CUTOFF_HOURS before it begins in Dubai at CUTOFF_TIME, is still ahead (swapMeal refuses earlier days with CUTOFF_PASSED).',
  })
  earliestMenuChangeDay(): Date {
    return earliestChangeableDay(this.clock.now(), menuCutoffRule(this.cfg));
  }
}
