import { Query, Resolver } from '@nestjs/graphql';
import { Role, Roles } from '../../common/auth/roles.decorator.js';
import { AnalyticsService } from './analytics.service.js';
import { AdminAnalyticsObject } from './dto/analytics.objects.js';

/** The admin dashboard (spec /dashboard/analytics). */
@Resolver(() => AdminAnalyticsObject)
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @Query(() => AdminAnalyticsObject, {
    description:
      'Admin: KPI cards (active subscriptions, revenue this month in fils, orders today, new customers in 30 days; UTC) and orders per type for the doughnut.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminAnalytics(): Promise<AdminAnalyticsObject> {
    return this.analytics.dashboard();
  }
}
