import { ArgsType, Field, ID, InputType, Int, PickType } from '@nestjs/graphql';
import { IsEnum, IsInt, IsMongoId, IsOptional, Max, Min } from 'class-validator';
import { PageArgs } from '../../../common/paging/page-args.js';
import { IsCalendarDate } from '../../../common/validation/calendar-date.js';
import { MealCategory } from '../../meals/meals.types.js';
import { DeliveryStatus } from '../../subscriptions/subscriptions.types.js';

const DATE_MESSAGE = 'date must be a calendar date YYYY-MM-DD';

/** `customerDeliveries`: a customer's delivery rows, optionally one status, one subscription or one day. */
@ArgsType()
export class CustomerDeliveriesArgs extends PageArgs {
  @Field(() => ID, { description: 'The customer (user id).' })
  @IsMongoId({ message: 'Customer not found.' })
  userId!: string;

  @Field(() => DeliveryStatus, { nullable: true, description: 'Only rows in this delivery status.' })
  @IsOptional()
  @IsEnum(DeliveryStatus, { message: 'deliveryStatus must be Pending, OutForDelivery, Delivered or Cancelled' })
  deliveryStatus?: DeliveryStatus;

  @Field(() => ID, { nullable: true, description: 'Only rows of this subscription (user plan).' })
  @IsOptional()
  @IsMongoId({ message: 'Subscription not found.' })
  subscriptionId?: string;

  @Field(() => String, { nullable: true, description: 'Only rows of this day, YYYY-MM-DD (UTC).' })
  @IsOptional()
  @IsCalendarDate({ message: DATE_MESSAGE })
  date?: string;
}

/**
 * `updateDeliveryStatus`: one planned meal, named either by `index` (its position in the
 * subscription's planMeals, as the rows give it) or by `date` + `category` + `slot` (the slot-th
 * meal of that category that day, from 0).
 */
@InputType()
export class UpdateDeliveryStatusInput {
  @Field(() => ID, { description: 'The subscription (user plan id).' })
  @IsMongoId({ message: 'Subscription not found.' })
  subscriptionId!: string;

  @Field(() => Int, { nullable: true, description: 'Position in planMeals (the row `index`).' })
  @IsOptional()
  @IsInt({ message: 'index must be a whole number' })
  @Min(0, { message: 'index must be at least 0' })
  @Max(10_000, { message: 'index is too large' })
  index?: number;

  @Field(() => String, { nullable: true, description: 'Delivery day YYYY-MM-DD (with category and slot).' })
  @IsOptional()
  @IsCalendarDate({ message: DATE_MESSAGE })
  date?: string;

  @Field(() => MealCategory, { nullable: true })
  @IsOptional()
  @IsEnum(MealCategory, { message: 'category must be breakfast, lunch, dinner or snack' })
  category?: MealCategory;

  @Field(() => Int, { nullable: true, description: 'Which meal of that category that day, from 0 (default 0).' })
  @IsOptional()
  @IsInt({ message: 'slot must be a whole number' })
  @Min(0, { message: 'slot must be at least 0' })
  @Max(10, { message: 'slot is too large' })
  slot?: number;

  @Field(() => DeliveryStatus)
  @IsEnum(DeliveryStatus, { message: 'status must be Pending, OutForDelivery, Delivered or Cancelled' })
  status!: DeliveryStatus;
}

/** `updateDayDeliveryStatus`: every meal of one delivery day of a subscription. */
@InputType()
export class UpdateDayDeliveryStatusInput extends PickType(UpdateDeliveryStatusInput, ['subscriptionId', 'status'] as const, InputType) {
  @Field({ description: 'Delivery day YYYY-MM-DD (UTC).' })
  @IsCalendarDate({ message: DATE_MESSAGE })
  date!: string;
}
