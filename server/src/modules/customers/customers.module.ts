import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { CustomersController } from './customers.controller.js';
import { CustomersResolver } from './customers.resolver.js';
import { CustomersService } from './customers.service.js';

/** Staff customer list and customer page. Reads through the users, orders and subscriptions services. */
@Module({
  imports: [UsersModule, OrdersModule, SubscriptionsModule],
  controllers: [CustomersController],
  providers: [CustomersService, CustomersResolver],
  exports: [CustomersService],
})
export class CustomersModule {}
