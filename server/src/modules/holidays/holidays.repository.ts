import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { KitchenHoliday } from './kitchen-holiday.schema.js';

/** The closed days, stored one per day (unique index). */
@Injectable()
export class HolidayRepository {
  constructor(@InjectModel(KitchenHoliday.name) private readonly holidays: Model<KitchenHoliday>) {}

  /** Closed days from `from` (a label, included) on, by day. */
  from(from: Date): Promise<KitchenHoliday[]> {
    return this.holidays
      .find({ day: trusted({ $gte: from }) })
      .sort({ day: 1 })
      .lean<KitchenHoliday[]>()
      .exec();
  }

  /** Stores a closed day; the unique index refuses a second one on the same day (E11000). */
  async add(data: Pick<KitchenHoliday, 'day' | 'name' | 'nameAr'>): Promise<KitchenHoliday> {
    return (await this.holidays.create(data)).toObject<KitchenHoliday>();
  }

  /** Removes the closed day; @returns whether there was one. */
  async remove(day: Date): Promise<boolean> {
    return (await this.holidays.deleteOne({ day }).exec()).deletedCount === 1;
  }
}
