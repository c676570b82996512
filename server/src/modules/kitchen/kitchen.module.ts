import { Module } from '@nestjs/common';
import { DeliverySlotsModule } from '../delivery-slots/delivery-slots.module.js';
import { DeliveryAddressesModule } from '../delivery-addresses/delivery-addresses.module.js';
import { MealsModule } from '../meals/meals.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { KitchenController } from './kitchen.controller.js';
import { KitchenResolver } from './kitchen.resolver.js';
import { KitchenService } from './kitchen.service.js';

/** Kitchen production and delivery manifest for a day. */
@Module({
  imports: [SubscriptionsModule, MealsModule, UsersModule, DeliverySlotsModule, DeliveryAddressesModule],
  controllers: [KitchenController],
  providers: [KitchenService, KitchenResolver],
})
export class KitchenModule {}
