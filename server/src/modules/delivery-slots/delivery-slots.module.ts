import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ClockModule } from '../../common/clock.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import {
  DeliverySlot,
  DeliverySlotSchema,
  SlotBooking,
  SlotBookingSchema,
  SlotDay,
  SlotDaySchema,
  SlotPreference,
  SlotPreferenceSchema,
} from './delivery-slot.schema.js';
import { DeliverySlotRepository } from './delivery-slots.repository.js';
import { DeliverySlotsResolver } from './delivery-slots.resolver.js';
import { DeliverySlotsService } from './delivery-slots.service.js';

/** Delivery time slots with per-day capacity, customers' bookings and default slots. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DeliverySlot.name, schema: DeliverySlotSchema },
      { name: SlotDay.name, schema: SlotDaySchema },
      { name: SlotBooking.name, schema: SlotBookingSchema },
      { name: SlotPreference.name, schema: SlotPreferenceSchema },
    ]),
    ClockModule,
    SubscriptionsModule,
  ],
  providers: [DeliverySlotRepository, DeliverySlotsService, DeliverySlotsResolver],
  exports: [DeliverySlotsService],
})
export class DeliverySlotsModule {}
