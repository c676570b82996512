import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { DeliveriesResolver } from './deliveries.resolver.js';
import { DeliveriesService } from './deliveries.service.js';

/** Staff delivery management: rows per customer and status updates, through SubscriptionsService. */
@Module({
  imports: [CustomersModule, SubscriptionsModule],
  providers: [DeliveriesService, DeliveriesResolver],
})
export class DeliveriesModule {}
