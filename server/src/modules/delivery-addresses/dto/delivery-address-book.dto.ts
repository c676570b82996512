import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt, IsMongoId, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../../common/validation/calendar-date.js';
import { Trim } from '../../../common/validation/transforms.js';
import { DeliveryAddressInput } from '../../profile/dto/delivery-address.input.js';
import { ADDRESS_LABEL_MAX, ADDRESS_LABEL_SUGGESTIONS, DELIVERY_ADDRESS_MESSAGES as M } from '../../users/users.types.js';
import { DeliveryAddressObject } from '../../users/dto/delivery-address.object.js';

const CHOOSE_ADDRESS = 'Choose an address from your address book.';
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** `addAddress` / `updateAddress` input: a label and the fields (and rules) of the delivery address. */
@InputType()
export class AddressBookInput extends DeliveryAddressInput {
  @Field({ description: `1-${ADDRESS_LABEL_MAX} characters; forms suggest ${ADDRESS_LABEL_SUGGESTIONS.join(', ')}.` })
  @Trim()
  @IsString({ message: M.labelRequired })
  @IsNotEmpty({ message: M.labelRequired })
  @MaxLength(ADDRESS_LABEL_MAX, { message: M.labelTooLong })
  label!: string;
}

/** An address of the caller's address book. */
@ObjectType('BookAddress')
export class BookAddressObject extends DeliveryAddressObject {
  @Field(() => ID) id!: string;
  @Field({ description: 'The customer\'s label, e.g. "Home", "Office".' }) label!: string;
  @Field({ description: 'Whether this is the default address (exactly one is, while the book is not empty).' }) isDefault!: boolean;
}

/** Where a delivery day's address comes from. */
export enum DayAddressSource {
  Default = 'Default',
  Weekday = 'Weekday',
  Day = 'Day',
}
registerEnumType(DayAddressSource, {
  name: 'DayAddressSource',
  description: 'Default (the default address), Weekday (a weekday rule), Day (this day was moved).',
});

/** A weekday rule: every delivery on this weekday goes to this address unless the day was moved. */
@ObjectType()
export class WeekdayAddressObject {
  @Field(() => Int, { description: '0 Sunday ... 6 Saturday.' }) weekday!: number;
  @Field(() => BookAddressObject) address!: BookAddressObject;
}

/** One of the caller's upcoming delivery days and its address. */
@ObjectType()
export class DayAddressObject {
  @Field({ description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => BookAddressObject, { nullable: true, description: 'Null only while the address book is empty.' })
  address!: BookAddressObject | null;
  @Field(() => DayAddressSource) source!: DayAddressSource;
  @Field({ description: 'Whether the address can still be changed (before the cut-off, the same as the delivery time).' })
  changeable!: boolean;
}

/** The caller's weekday rules and upcoming delivery days with their addresses. */
@ObjectType()
export class MyDayAddressesObject {
  @Field(() => [WeekdayAddressObject]) weekdayRules!: WeekdayAddressObject[];
  @Field(() => [DayAddressObject]) days!: DayAddressObject[];
}

/** `updateAddress` / `setDefaultAddress` id. */
@ArgsType()
export class AddressIdArgs {
  @Field(() => ID)
  @IsMongoId({ message: CHOOSE_ADDRESS })
  id!: string;
}

/** `deleteAddress` arguments. */
@ArgsType()
export class DeleteAddressArgs extends AddressIdArgs {
  @Field(() => ID, {
    nullable: true,
    description: 'Where the days and weekdays that use this address go instead (the default or another address); required when any do.',
  })
  @IsOptional()
  @IsMongoId({ message: CHOOSE_ADDRESS })
  moveDaysTo?: string | null;
}

/** `setWeekdayAddress` input. */
@InputType()
export class WeekdayAddressInput {
  @Field(() => Int, { description: '0 Sunday ... 6 Saturday.' })
  @IsInt({ message: 'Choose a day of the week.' })
  @IsIn(WEEKDAYS, { message: 'Choose a day of the week.' })
  weekday!: number;

  @Field(() => ID, { nullable: true, description: 'The address for that weekday; null: back to the default.' })
  @IsOptional()
  @IsMongoId({ message: CHOOSE_ADDRESS })
  addressId?: string | null;
}

/** `moveDayAddress` input. */
@InputType()
export class DayAddressInput {
  @Field({ description: 'Delivery day, YYYY-MM-DD.' })
  @IsCalendarDate({ message: 'Enter a date as YYYY-MM-DD.' })
  date!: string;

  @Field(() => ID, { nullable: true, description: "The address for that day; null: back to the weekday's or the default." })
  @IsOptional()
  @IsMongoId({ message: CHOOSE_ADDRESS })
  addressId?: string | null;
}
