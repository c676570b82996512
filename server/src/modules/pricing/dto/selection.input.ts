import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DURATION_LABELS, MAX_PER_CATEGORY } from '../pricing.rules.js';

const TOGGLE = 'Each meal is either included (1) or not (0).';
const COUNT = `Choose from 0 to ${MAX_PER_CATEGORY} of each meal per day.`;

/** Meals of one category a day, 0 to `max` (default 0); `message` for anything else. */
const DailyCount = (max: number, message: string) =>
  // In stacked order (applyDecorators applies in array order; stacked decorators apply bottom-up).
  applyDecorators(
    Max(max, { message }),
    Min(0, { message }),
    IsInt({ message }),
    Field(() => Int, { defaultValue: 0 }),
  );

/** Meal toggles: 1 includes one meal of the category a day, 0 leaves it out. */
@InputType()
export class MealTogglesInput {
  @DailyCount(1, TOGGLE)
  breakfast = 0;

  @DailyCount(1, TOGGLE)
  lunch = 0;

  @DailyCount(1, TOGGLE)
  dinner = 0;

  @DailyCount(1, TOGGLE)
  snack = 0;
}

/** Custom counts per day (spec userPackageInfo `isCustom`): 0-3 of each category, 1-8 in total. */
@InputType()
export class MealCountsInput {
  @DailyCount(MAX_PER_CATEGORY, COUNT)
  breakfast = 0;

  @DailyCount(MAX_PER_CATEGORY, COUNT)
  lunch = 0;

  @DailyCount(MAX_PER_CATEGORY, COUNT)
  dinner = 0;

  @DailyCount(MAX_PER_CATEGORY, COUNT)
  snack = 0;
}

/**
 * A plan selection (rules in docs/decisions/0007-ordering-and-payments.md). Meals per day
 * come from `isCustom` when any of its counts is above 0, otherwise from the `meals` toggles; the
 * trial ignores both (all four meals).
 */
@InputType()
export class SelectionInput {
  @Field(() => ID)
  @IsString({ message: 'This plan is not available.' })
  @Matches(/^[a-f0-9]{24}$/i, { message: 'This plan is not available.' })
  planId!: string;

  @Field({ description: "'7 Days' (the trial plan only), '1 Month' (28 days) or '3 Months' (84 days)." })
  @IsIn(DURATION_LABELS, { message: `Choose a duration: ${DURATION_LABELS.join(', ')}.` })
  duration!: string;

  @Field(() => MealTogglesInput, { nullable: true, description: 'Meal toggles (0/1 per category).' })
  @IsOptional()
  @ValidateNested()
  @Type(() => MealTogglesInput)
  meals?: MealTogglesInput | null;

  @Field(() => MealCountsInput, { nullable: true, description: 'Custom counts per category (0-3); used when any is above 0.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => MealCountsInput)
  isCustom?: MealCountsInput | null;

  @Field(() => Int, {
    nullable: true,
    description: "Delivery days a week, one of the plan's `deliveryWeeks` (7, 6 or 5); default the plan's longest. The trial: 7 only.",
  })
  @IsOptional()
  @IsInt({ message: 'Choose 7, 6 or 5 delivery days a week.' })
  @IsIn([7, 6, 5], { message: 'Choose 7, 6 or 5 delivery days a week.' })
  deliveryDaysPerWeek?: number | null;

  @Field({
    description:
      'First delivery day, YYYY-MM-DD, beginning in Dubai at least 48 hours and at most 60 days ahead (a day off moves it to the next delivery day).',
  })
  @IsString({ message: 'Enter a valid start date.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a valid start date.' })
  startDate!: string;

  @Field(() => String, { nullable: true, description: 'A discount code; blank means none. Refused for the trial and promoted plans.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Invalid discount code' })
  discountCode?: string | null;
}
