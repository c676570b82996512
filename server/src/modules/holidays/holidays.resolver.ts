import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Role, Roles } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { HolidayDateArgs, KitchenHolidayInput, KitchenHolidayObject } from './dto/holiday.dto.js';
import { HolidaysService } from './holidays.service.js';

/** The kitchen's closed days: anyone reads them; staff close and reopen days. */
@Resolver(() => KitchenHolidayObject)
export class HolidaysResolver {
  constructor(private readonly holidays: HolidaysService) {}

  @Query(() => [KitchenHolidayObject], {
    description: 'The days the kitchen is closed from today (Dubai) on, by day; names in the request language.',
  })
  @Public()
  kitchenHolidays(@RequestLanguage() lang: Language): Promise<KitchenHolidayObject[]> {
    return this.holidays.upcoming(lang);
  }

  @Mutation(() => KitchenHolidayObject, {
    description:
      'Staff: closes a day (from tomorrow on): no deliveries; the meals planned on it move to the end of each plan and the customers get a notice. Errors: HOLIDAY_IN_THE_PAST, HOLIDAY_EXISTS (409), VALIDATION_FAILED.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  addKitchenHoliday(@Args('input') input: KitchenHolidayInput): Promise<KitchenHolidayObject> {
    return this.holidays.close(input);
  }

  @Mutation(() => Boolean, { description: 'Staff: opens a closed day again (meals already moved stay moved). Errors: HOLIDAY_NOT_FOUND.' })
  @Roles(Role.Admin, Role.SuperAdmin)
  removeKitchenHoliday(@Args() args: HolidayDateArgs): Promise<boolean> {
    return this.holidays.reopen(args.date);
  }
}
