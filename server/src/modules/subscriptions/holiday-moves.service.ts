import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatDayProse } from '../../common/format/dates.js';
import { HolidaysService } from '../holidays/holidays.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { changeSet, planClosedDay, stateOf } from './schedule-changes.js';
import { ScheduleEvents } from './schedule-events.service.js';
import type { Subscription } from './subscription.schema.js';
import { SubscriptionRepository } from './subscriptions.repository.js';

/** Attempts of the conditional write before a subscription is left for the log. */
const WRITE_ATTEMPTS = 3;

/**
 * When staff close a day (docs/decisions/0087-dubai-days-and-delivery-weeks.md), the meals planned on it move to the
 * first delivery day after each plan's end, as a skip would move them, without spending the customer's paused days;
 * each customer gets an in-app notice in both languages, and their delivery times follow (ScheduleEvents). Each
 * subscription is one conditional write on the schedule version it read (retried on a fresh read), so a customer's
 * own change at the same moment is never lost.
 */
@Injectable()
export class HolidayMoves implements OnModuleInit {
  private readonly logger = new Logger('HolidayMoves');

  constructor(
    private readonly holidays: HolidaysService,
    private readonly subscriptions: SubscriptionRepository,
    private readonly notices: NoticesService,
    private readonly events: ScheduleEvents,
  ) {}

  onModuleInit(): void {
    this.holidays.onClosed(async (day, holiday) => {
      await this.moveOff(day, holiday);
    });
  }

  /** Moves every running plan's meals off the closed `day`; @returns how many plans moved. */
  async moveOff(day: Date, holiday: { name: string; nameAr: string | null }): Promise<number> {
    const closed = await this.holidays.closedDays();
    let moved = 0;
    for (const found of await this.subscriptions.findRunningWithMealOn(day)) {
      let s: Subscription | null = found;
      for (let attempt = 0; s && attempt < WRITE_ATTEMPTS; attempt++) {
        const change = planClosedDay(stateOf(s, closed), day);
        if (!change) break;
        const updated = await this.subscriptions.applyScheduleChange(s._id, s.scheduleVersion ?? 0, changeSet(change));
        if (updated) {
          moved += 1;
          await this.tell(updated, day, holiday);
          break;
        }
        s = await this.subscriptions.findById(s._id);
      }
    }
    this.logger.log(`closed day: ${moved} plan(s) moved`);
    return moved;
  }

  private async tell(s: Subscription, day: Date, holiday: { name: string; nameAr: string | null }): Promise<void> {
    const [en, ar] = [formatDayProse(day, 'en'), formatDayProse(day, 'ar')];
    const [endEn, endAr] = [formatDayProse(s.endDate, 'en'), formatDayProse(s.endDate, 'ar')];
    await this.notices.notifyCustomer(
      s.user,
      {
        title: `No delivery on ${en}`,
        message: `The kitchen is closed on ${en} (${holiday.name}). That day's meals move to the end of your plan, which now ends on ${endEn}.`,
      },
      {
        title: `لا توصيل يوم ${ar}`,
        message: `المطبخ مغلق يوم ${ar} (${holiday.nameAr ?? holiday.name}). تنتقل وجبات ذلك اليوم إلى نهاية خطتك، التي تنتهي الآن يوم ${endAr}.`,
      },
    );
    await this.events.changed(s.user.toString());
  }
}
