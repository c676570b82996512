import { ArgsType, Field, InputType, ObjectType } from '@nestjs/graphql';
import { IsCalendarDate } from '../../../common/validation/calendar-date.js';
import { RequiredText } from '../../../common/validation/fields.js';
import { OptionalText } from '../../../common/i18n/content.js';

/** A day the kitchen is closed. */
@ObjectType('KitchenHoliday')
export class KitchenHolidayObject {
  @Field({ description: 'The closed day, YYYY-MM-DD (a Dubai calendar day).' })
  date!: string;

  @Field({ description: "The holiday's name in the reader's language (English where it has no Arabic)." })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Staff: the Arabic name as stored; null when none.' })
  nameAr!: string | null;
}

/** `addKitchenHoliday` input. */
@InputType()
export class KitchenHolidayInput {
  @Field({ description: 'The day to close, YYYY-MM-DD, from tomorrow (Dubai) on.' })
  @IsCalendarDate({ message: 'Enter a date as YYYY-MM-DD.' })
  date!: string;

  @Field({ description: 'What customers read, 1-80 characters, e.g. "UAE National Day".' })
  @RequiredText('Holiday name', 80)
  name!: string;

  @Field(() => String, { nullable: true, description: 'The name in Arabic, at most 80 characters; blank: none.' })
  @OptionalText('Arabic holiday name', 80)
  nameAr?: string | null;
}

/** `removeKitchenHoliday` arguments. */
@ArgsType()
export class HolidayDateArgs {
  @Field({ description: 'The closed day, YYYY-MM-DD.' })
  @IsCalendarDate({ message: 'Enter a date as YYYY-MM-DD.' })
  date!: string;
}
