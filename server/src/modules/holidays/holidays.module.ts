import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ClockModule } from '../../common/clock.js';
import { HolidayRepository } from './holidays.repository.js';
import { HolidaysResolver } from './holidays.resolver.js';
import { HolidaysService } from './holidays.service.js';
import { KitchenHoliday, KitchenHolidaySchema } from './kitchen-holiday.schema.js';

/** The kitchen's closed days (public holidays): read by pricing and schedules, managed by staff. */
@Module({
  imports: [MongooseModule.forFeature([{ name: KitchenHoliday.name, schema: KitchenHolidaySchema }]), ClockModule],
  providers: [HolidayRepository, HolidaysService, HolidaysResolver],
  exports: [HolidaysService],
})
export class HolidaysModule {}
