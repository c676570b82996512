import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { OrderDailyLedger, OrderDailyLedgerSchema, OrderDailyStats, OrderDailyStatsSchema } from './order-stats.schema.js';
import { OrderStatsRepository } from './order-stats.repository.js';
import { Order, OrderSchema } from './order.schema.js';
import { OrdersController } from './orders.controller.js';
import { OrderRepository } from './orders.repository.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';
import { PaymentsWebhookController } from './payments-webhook.controller.js';

/** Orders, their fulfilment (order, subscription, plan status, checkout) and the Stripe webhook. */
@Module({
  imports: [
    CheckoutModule, PaymentsModule, SubscriptionsModule, UsersModule,
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema }, { name: OrderDailyStats.name, schema: OrderDailyStatsSchema },
      { name: OrderDailyLedger.name, schema: OrderDailyLedgerSchema },
    ]),
  ],
  controllers: [OrdersController, PaymentsWebhookController],
  providers: [OrderRepository, OrderStatsRepository, OrdersService, OrdersResolver],
  exports: [OrdersService],
})
export class OrdersModule {}
