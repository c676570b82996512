import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Subscription, SubscriptionSchema } from './subscription.schema.js';
import { SubscriptionRepository } from './subscriptions.repository.js';
import { SubscriptionsResolver } from './subscriptions.resolver.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Subscriptions (the spec's user plans) and their delivery schedules. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Subscription.name, schema: SubscriptionSchema }])],
  providers: [SubscriptionRepository, SubscriptionsService, SubscriptionsResolver],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
