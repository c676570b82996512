import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { AnalyticsService } from './analytics.service.js';

/** Admin dashboard figures, read through the orders, subscriptions and users modules. */
@Module({
  imports: [OrdersModule, SubscriptionsModule, UsersModule],
  providers: [AnalyticsService, AnalyticsResolver],
})
export class AnalyticsModule {}
