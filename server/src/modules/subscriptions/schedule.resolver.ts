import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { DayMenuArgs, PauseArgs, SubscriptionArgs, SwapMealInput } from './dto/schedule.inputs.js';
import { DayMenu, PausePreview } from './dto/schedule.objects.js';
import { UserSubscriptionObject } from './dto/subscription.object.js';
import { DayMenuService } from './day-menu.service.js';
import { ScheduleService } from './schedule.service.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';

/**
 * The customer's schedule (spec /subscription and /update_user_menu). The owner or
 * staff may call each operation; another customer gets FORBIDDEN.
 */
@Resolver()
export class ScheduleResolver {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly dayMenus: DayMenuService,
  ) {}

  @Query(() => UserSubscriptionObject, {
    description: 'One subscription with its schedule and pauses. Errors: SUBSCRIPTION_NOT_FOUND, FORBIDDEN.',
  })
  @Roles(...ANY_SIGNED_IN)
  subscriptionSchedule(
    @CurrentUser() caller: AuthUser,
    @Args() args: SubscriptionArgs,
    @RequestLanguage() lang: Language,
  ): Promise<UserSubscriptionObject> {
    return this.schedule.schedule(caller, args.subscriptionId, lang);
  }

  @Query(() => PausePreview, {
    description: 'What pausing from..to would do (new end date, paused days), without doing it. Errors: as pauseSubscription.',
  })
  @Roles(...ANY_SIGNED_IN)
  previewPause(@CurrentUser() caller: AuthUser, @Args() args: PauseArgs): Promise<PausePreview> {
    return this.schedule.previewPause(caller, args.subscriptionId, args.from, args.to);
  }

  @Mutation(() => UserSubscriptionObject, {
    description:
      "Pauses the days from..to (from = to skips one day): at least 48 hours' notice, inside the schedule, at most 30 days in total; the meals move to the days after the end date. Errors: PAUSE_NOTICE, PAUSE_OUTSIDE_SCHEDULE, PAUSE_OVERLAP, PAUSE_LIMIT, PAUSE_RANGE_INVALID, SUBSCRIPTION_NOT_ACTIVE, SUBSCRIPTION_NOT_FOUND, FORBIDDEN, SCHEDULE_CHANGED.",
  })
  @Roles(...ANY_SIGNED_IN)
  pauseSubscription(
    @CurrentUser() caller: AuthUser,
    @Args() args: PauseArgs,
    @RequestLanguage() lang: Language,
  ): Promise<UserSubscriptionObject> {
    return this.schedule.pause(caller, args.subscriptionId, args.from, args.to, lang);
  }

  @Mutation(() => UserSubscriptionObject, {
    description:
      'Gives back the paused days at least 48 hours ahead (a running pause keeps the days before). Errors: NOTHING_TO_RESUME, SUBSCRIPTION_NOT_ACTIVE, SUBSCRIPTION_NOT_FOUND, FORBIDDEN, SCHEDULE_CHANGED.',
  })
  @Roles(...ANY_SIGNED_IN)
  resumeSubscription(
    @CurrentUser() caller: AuthUser,
    @Args() args: SubscriptionArgs,
    @RequestLanguage() lang: Language,
  ): Promise<UserSubscriptionObject> {
    return this.schedule.resume(caller, args.subscriptionId, lang);
  }

  @Query(() => DayMenu, {
    description:
      "One day's meals with nutrition, totals vs the customer's targets, and the plan's alternatives per category flagged for the customer's allergens. Errors: SUBSCRIPTION_NOT_FOUND, FORBIDDEN.",
  })
  @Roles(...ANY_SIGNED_IN)
  dayMenu(@CurrentUser() caller: AuthUser, @Args() args: DayMenuArgs, @RequestLanguage() lang: Language): Promise<DayMenu> {
    return this.dayMenus.dayMenu(caller, args.subscriptionId, args.date, lang);
  }

  @Mutation(() => DayMenu, {
    description:
      'Replaces one meal of a day with another active meal of the same category on the plan; closes 48 hours before the day. Returns the day. Errors: CUTOFF_PASSED, MEAL_NOT_ON_PLAN, DAY_NOT_SCHEDULED, SUBSCRIPTION_NOT_ACTIVE, SUBSCRIPTION_NOT_FOUND, FORBIDDEN, SCHEDULE_CHANGED.',
  })
  @Roles(...ANY_SIGNED_IN)
  swapMeal(@CurrentUser() caller: AuthUser, @Args('input') input: SwapMealInput, @RequestLanguage() lang: Language): Promise<DayMenu> {
    return this.schedule.swapMeal(caller, input, lang);
  }
}
