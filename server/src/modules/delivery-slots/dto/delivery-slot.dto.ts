import { ArgsType, Field, ID, InputType, Int, ObjectType, PartialType } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsMongoId, IsOptional, Matches, Max, Min } from 'class-validator';
import { IsCalendarDate } from '../../../common/validation/calendar-date.js';
import { RequiredText } from '../../../common/validation/fields.js';
import { OptionalText } from '../../../common/i18n/content.js';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HHMM_MESSAGE = 'Enter a time as HH:MM (24 h).';

/** `createDeliverySlot` input. */
@InputType()
export class DeliverySlotInput {
  @Field({ description: 'Shown to customers, 1-40 characters, e.g. "Morning".' })
  @RequiredText('Label', 40)
  label!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The label in Arabic, at most 40 characters; blank or absent: none (Arabic readers see `label`).',
  })
  @OptionalText('Arabic label', 40)
  labelAr?: string | null;

  @Field({ description: 'Start, HH:MM (24 h, Dubai time).' })
  @Matches(HHMM, { message: HHMM_MESSAGE })
  startTime!: string;

  @Field({ description: 'End, HH:MM, after the start.' })
  @Matches(HHMM, { message: HHMM_MESSAGE })
  endTime!: string;

  @Field(() => Int, { description: 'Customers per day, 1-10,000.' })
  @IsInt({ message: 'Capacity must be a whole number.' })
  @Min(1, { message: 'Capacity must be at least 1.' })
  @Max(10_000, { message: 'Capacity must be at most 10,000.' })
  capacity!: number;

  @Field(() => Boolean, { nullable: true, description: 'Offered to customers (default true).' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** `updateDeliverySlot` input: any of the fields. */
@InputType()
export class UpdateDeliverySlotInput extends PartialType(DeliverySlotInput) {}

/** `chooseDeliverySlot` input: a delivery day and the slot for it. */
@InputType()
export class ChooseDeliverySlotInput {
  @Field({ description: 'Delivery day, YYYY-MM-DD.' })
  @IsCalendarDate({ message: 'Enter a date as YYYY-MM-DD.' })
  date!: string;

  @Field(() => ID)
  @IsMongoId({ message: 'Choose a delivery slot.' })
  slotId!: string;
}

/** `deliverySlotAvailability` arguments. */
@ArgsType()
export class SlotAvailabilityArgs {
  @Field({ description: 'First day, YYYY-MM-DD.' })
  @IsCalendarDate({ message: 'Enter a date as YYYY-MM-DD.' })
  from!: string;

  @Field(() => Int, { nullable: true, defaultValue: 7, description: 'Number of days, 1-92 (default 7).' })
  @IsInt()
  @Min(1)
  @Max(92)
  days = 7;
}

/** A delivery slot. */
@ObjectType('DeliverySlot')
export class DeliverySlotObject {
  @Field(() => ID) id!: string;
  @Field() label!: string;
  @Field(() => String, { nullable: true, description: 'The label in Arabic; null when staff gave none (show `label`).' })
  labelAr!: string | null;
  @Field({ description: 'HH:MM.' }) startTime!: string;
  @Field({ description: 'HH:MM.' }) endTime!: string;
  @Field(() => Int, { description: 'Customers per day.' }) capacity!: number;
  @Field() active!: boolean;
}

/** Places left in one slot on one day. */
@ObjectType()
export class SlotAvailabilityObject {
  @Field({ description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => ID) slotId!: string;
  @Field(() => Int) booked!: number;
  @Field(() => Int) remaining!: number;
}

/** One of the caller's delivery days and its slot. */
@ObjectType()
export class MySlotDayObject {
  @Field({ description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => DeliverySlotObject, { nullable: true, description: 'Null when no slot is booked yet (the default slot was full).' })
  slot!: DeliverySlotObject | null;
  @Field({ description: 'Whether the slot can still be changed (before the cut-off).' }) changeable!: boolean;
}

/** The caller's default slot and upcoming delivery days. */
@ObjectType()
export class MyDeliverySlotsObject {
  @Field(() => DeliverySlotObject, { nullable: true }) defaultSlot!: DeliverySlotObject | null;
  @Field(() => [MySlotDayObject]) days!: MySlotDayObject[];
}

/** `setDefaultDeliverySlot` arguments. */
@ArgsType()
export class DefaultSlotArgs {
  @Field(() => ID)
  @IsMongoId({ message: 'Choose a delivery slot.' })
  slotId!: string;
}
