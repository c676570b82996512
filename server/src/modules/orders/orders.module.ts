import { Module } from '@nestjs/common';
import { DeliverySlotsModule } from '../delivery-slots/delivery-slots.module.js';
import { MongooseModule } from '@nestjs/mongoose';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { Order, OrderSchema } from './order.schema.js';
import { OrdersController } from './orders.controller.js';
import { OrderRepository } from './orders.repository.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';
import { PaymentsWebhookController } from './payments-webhook.controller.js';

/** Orders, their fulfilment (order, subscription, plan status, checkout) and the Stripe webhook. */
@Module({
  imports: [
    CheckoutModule, PaymentsModule, SubscriptionsModule, UsersModule, DeliverySlotsModule,
    MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }]),
  ],
  controllers: [OrdersController, PaymentsWebhookController],
  providers: [OrderRepository, OrdersService, OrdersResolver],
  exports: [OrdersService],
})
export class OrdersModule {}
