import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { addDays, formatDateDMY, formatDateISO, parseCalendarDate } from '../../common/format/dates.js';
import { dubaiDayOf } from '../../common/format/dubai-days.js';
import { Language } from '../../common/i18n/language.js';
import type { KitchenHolidayInput, KitchenHolidayObject } from './dto/holiday.dto.js';
import { HolidayErrors } from './holidays.errors.js';
import { HolidayRepository } from './holidays.repository.js';
import type { KitchenHoliday } from './kitchen-holiday.schema.js';

/** What happens when a day closes: the subscriptions module moves the meals planned on it. */
export type HolidayListener = (day: Date, holiday: { name: string; nameAr: string | null }) => Promise<void>;

/**
 * The kitchen's closed days (docs/decisions/0087-dubai-days-and-delivery-weeks.md): staff close a day (a public
 * holiday), new schedules and quotes skip it like a day off, and the meals already planned on it move to the end of
 * each plan (the listener the subscriptions module registers). Stateless: every instance reads the collection.
 */
@Injectable()
export class HolidaysService {
  private readonly logger = new Logger('KitchenHolidays');
  private readonly listeners: HolidayListener[] = [];

  constructor(
    private readonly holidays: HolidayRepository,
    private readonly clock: Clock,
  ) {}

  /** Registers what runs after a day is closed (the subscriptions module, on init). */
  onClosed(listener: HolidayListener): void {
    this.listeners.push(listener);
  }

  /** The closed days from today (Dubai) on, as day labels (ms): what schedules and quotes skip. */
  async closedDays(): Promise<Set<number>> {
    return new Set((await this.holidays.from(dubaiDayOf(this.clock.now()))).map((h) => h.day.getTime()));
  }

  /** `kitchenHolidays`: the closed days from today (Dubai) on, names in `lang`. */
  async upcoming(lang: Language = Language.en): Promise<KitchenHolidayObject[]> {
    return (await this.holidays.from(dubaiDayOf(this.clock.now()))).map((h) => toObject(h, lang));
  }

  /**
   * Staff: closes `input.date` (from tomorrow in Dubai on); the meals planned on it move to the end of each plan.
   * @throws HOLIDAY_IN_THE_PAST, HOLIDAY_EXISTS (409)
   */
  async close(input: KitchenHolidayInput): Promise<KitchenHolidayObject> {
    const day = parseCalendarDate(input.date)!;
    if (day.getTime() < addDays(dubaiDayOf(this.clock.now()), 1).getTime()) throw HolidayErrors.past();
    let stored: KitchenHoliday;
    try {
      stored = await this.holidays.add({ day, name: input.name.trim(), nameAr: input.nameAr?.trim() || null });
    } catch (err) {
      if (isDuplicateKeyError(err)) throw HolidayErrors.exists(formatDateDMY(day));
      throw err;
    }
    for (const listener of this.listeners) await listener(day, { name: stored.name, nameAr: stored.nameAr ?? null });
    this.logger.log(`closed ${formatDateISO(day)} (${stored.name})`);
    return toObject(stored, Language.en);
  }

  /**
   * Staff: opens a closed day again. Meals already moved off it stay where they went (the customers were told);
   * plans bought from now on deliver on it.
   * @throws HOLIDAY_NOT_FOUND
   */
  async reopen(date: string): Promise<boolean> {
    const day = parseCalendarDate(date)!;
    if (!(await this.holidays.remove(day))) throw HolidayErrors.notFound(formatDateDMY(day));
    return true;
  }
}

function toObject(h: KitchenHoliday, lang: Language): KitchenHolidayObject {
  return { date: formatDateISO(h.day), name: lang === Language.ar && h.nameAr ? h.nameAr : h.name, nameAr: h.nameAr ?? null };
}
