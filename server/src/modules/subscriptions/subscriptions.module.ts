import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ClockModule } from '../../common/clock.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { UsersModule } from '../users/users.module.js';
import { NutritionModule } from '../nutrition/nutrition.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { ScheduleController } from './schedule.controller.js';
import { ScheduleResolver } from './schedule.resolver.js';
import { DayMenuService } from './day-menu.service.js';
import { ScheduleService } from './schedule.service.js';
import { UserPlanStatusResolver } from './user-plan-status.resolver.js';
import { Subscription, SubscriptionSchema } from './subscription.schema.js';
import { SubscriptionRepository } from './subscriptions.repository.js';
import { SubscriptionsResolver } from './subscriptions.resolver.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { MealsModule } from '../meals/meals.module.js';
import { ScheduleEvents } from './schedule-events.service.js';
import { HolidayMoves } from './holiday-moves.service.js';
import { HolidaysModule } from '../holidays/holidays.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { SubscriptionLifecycleService } from './subscription-lifecycle.service.js';

/** Subscriptions (the spec's user plans) and their delivery schedules. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Subscription.name, schema: SubscriptionSchema }]),
    ClockModule,
    PlansModule,
    MealsModule,
    NutritionModule,
    JobsModule,
    UsersModule,
    HolidaysModule,
    NoticesModule,
  ],
  controllers: [ScheduleController],
  providers: [
    SubscriptionRepository,
    SubscriptionsService,
    SubscriptionsResolver,
    ScheduleService,
    DayMenuService,
    ScheduleResolver,
    UserPlanStatusResolver,
    SubscriptionLifecycleService,
    ScheduleEvents,
    HolidayMoves,
  ],
  exports: [SubscriptionsService, SubscriptionLifecycleService, ScheduleEvents],
})
export class SubscriptionsModule {}
