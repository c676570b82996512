import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DeliverySlotsModule } from '../delivery-slots/delivery-slots.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AddressRule, AddressRuleSchema, DayAddress, DayAddressSchema } from './day-address.schema.js';
import { DeliveryAddressRepository } from './delivery-addresses.repository.js';
import { DeliveryAddressesResolver } from './delivery-addresses.resolver.js';
import { DeliveryAddressesService } from './delivery-addresses.service.js';

/** The customer's address book, weekday address rules and moved days (docs/decisions/0088-an-address-book-and-an-address-per-day.md). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AddressRule.name, schema: AddressRuleSchema },
      { name: DayAddress.name, schema: DayAddressSchema },
    ]),
    UsersModule,
    SubscriptionsModule,
    DeliverySlotsModule,
  ],
  providers: [DeliveryAddressRepository, DeliveryAddressesService, DeliveryAddressesResolver],
  exports: [DeliveryAddressesService],
})
export class DeliveryAddressesModule {}
