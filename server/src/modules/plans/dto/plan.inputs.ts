import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, GraphQLISODateTime, ID, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsIn, IsInt, IsMongoId, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { Weekday } from '../delivery-weeks.rules.js';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { IfPresent } from '../../../common/validation/if-present.js';
import { IsImageUrl } from '../../../common/validation/image-url.js';
import { Trim } from '../../../common/validation/transforms.js';
import { RequiredText } from '../../../common/validation/fields.js';
import { NestedTranslation, OptionalText } from '../../../common/i18n/content.js';
import { TranslationsInputOf } from '../../../common/i18n/translations.dto.js';
import { DateValue } from '../../../common/validation/fields.js';
import { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX } from '../../../common/validation/limits.js';

/** The Arabic of a plan: each field optional; blank means "show the English". */
@InputType()
export class PlanTranslationInput {
  @Field(() => String, { nullable: true, description: 'Arabic name, at most 120 characters.' })
  @OptionalText('Arabic name', 120)
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic description, at most 4000 characters.' })
  @OptionalText('Arabic description', 4000)
  description?: string | null;
}

/** A plan's translations by language. */
@InputType()
export class PlanTranslationsInput extends TranslationsInputOf(PlanTranslationInput) {}

export { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX };
/** Highest price accepted, fils (AED 100,000). */
export const PLAN_PRICE_MAX = 10_000_000;
/** Highest daily price of one meal, fils (AED 1,000). */
export const DAILY_PRICE_MAX = 100_000;
export const PLAN_MEALS_MAX = 200;

/*
 * The rules a plan field keeps in both createPlan and updatePlan (each input adds IsOptional or
 * IfPresent). Each list is the stacked order: applyDecorators applies in array order, stacked
 * decorators bottom-up.
 */

/** A daily price of one meal slot: whole fils, 0-{@link DAILY_PRICE_MAX}. */
const DailyPriceRule = () =>
  applyDecorators(
    Max(DAILY_PRICE_MAX, { message: `Daily prices must be at most ${DAILY_PRICE_MAX} fils` }),
    Min(0, { message: 'Daily prices cannot be negative' }),
    IsInt({ message: 'Daily prices must be whole fils' }),
  );

/** The headline price: whole fils, 0-{@link PLAN_PRICE_MAX}. */
const PlanPriceRule = () =>
  applyDecorators(
    Max(PLAN_PRICE_MAX, { message: `Price must be at most ${PLAN_PRICE_MAX} fils` }),
    Min(0, { message: 'Price cannot be negative' }),
    IsInt({ message: 'Price must be whole fils' }),
  );

/** Typical energy per day: a whole number of kcal, 0-10000. */
const CaloriesPerDayRule = () =>
  applyDecorators(
    Max(10_000, { message: 'Calories per day must be at most 10000' }),
    Min(0, { message: 'Calories per day cannot be negative' }),
    IsInt({ message: 'Calories per day must be a whole number' }),
  );

/** One week a plan is sold with (checked as a whole by `normaliseDeliveryWeeks`: 7, 6 or 5 days, 7 - days off). */
@InputType()
export class DeliveryWeekInput {
  @Field(() => Int, { description: 'Delivery days a week: 7, 6 or 5.' })
  @IsInt({ message: 'Delivery days a week must be 7, 6 or 5' })
  @IsIn([7, 6, 5], { message: 'Delivery days a week must be 7, 6 or 5' })
  deliveryDays!: number;

  @Field(() => [Weekday], { description: 'The weekdays off: none for 7 days, 1 for 6, 2 for 5.' })
  @IsArray({ message: 'Days off must be a list' })
  @ArrayMaxSize(2, { message: 'At most 2 days off' })
  @IsEnum(Weekday, { each: true, message: 'Days off must be days of the week' })
  daysOff!: Weekday[];
}

/** The plan's weeks: a list of at most 3, each checked. */
const DeliveryWeeksRule = () =>
  applyDecorators(
    IsArray({ message: 'Delivery weeks must be a list' }),
    ArrayMaxSize(3, { message: 'At most 3 delivery weeks: 7, 6 and 5 days' }),
    ValidateNested(),
    Type(() => DeliveryWeekInput),
  );

/** Columns the admin plan list may be sorted by. */
export const PlanSortField = sortColumns('PlanSortField', ['name', 'price', 'startDate', 'endDate', 'sortOrder', 'active', 'createdAt']);
export type PlanSortField = SortColumn<typeof PlanSortField>;

/** `adminPlans`: paging, search (name, description), sort, optional active filter. */
@ArgsType()
export class PlanListArgs extends SortableArgs(PlanSortField, 'display order (sortOrder, name)') {
  @Field(() => Boolean, { nullable: true, description: 'true: only active plans; false: only inactive; null: all.' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** `GET /api/plans/export.csv`: the plans grid's search and sort plus its `active` filter (`true`, `false`, or absent for all). */
export class PlanExportArgs extends SortableArgs(PlanSortField, 'display order (sortOrder, name)') {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'active must be true or false' })
  active?: string;
}

/** Daily price of each meal slot, fils; a missing one is 0 (spec section 3). */
@InputType()
export class DailyPricesInput {
  @Field(() => Int, { nullable: true, description: 'Fils per day (default 0).' })
  @IsOptional()
  @DailyPriceRule()
  breakfast?: number | null;

  @Field(() => Int, { nullable: true, description: 'Fils per day (default 0).' })
  @IsOptional()
  @DailyPriceRule()
  lunch?: number | null;

  @Field(() => Int, { nullable: true, description: 'Fils per day (default 0).' })
  @IsOptional()
  @DailyPriceRule()
  dinner?: number | null;

  @Field(() => Int, { nullable: true, description: 'Fils per day (default 0).' })
  @IsOptional()
  @DailyPriceRule()
  snacks?: number | null;
}

/** `createPlan` input (dashboard plans). Money in fils; dates UTC. */
@InputType()
export class CreatePlanInput {
  @Field({ description: `Name, 1-${PLAN_NAME_MAX} characters; unique.` })
  @RequiredText('Name', PLAN_NAME_MAX)
  name!: string;

  @Field({ description: `Description, 1-${PLAN_DESCRIPTION_MAX} characters.` })
  @RequiredText('Description', PLAN_DESCRIPTION_MAX)
  description!: string;

  @Field(() => Int, { description: 'Headline price, fils: monthly, or the whole trial for a trial plan.' })
  @PlanPriceRule()
  price!: number;

  @Field(() => DailyPricesInput, { nullable: true, description: 'Per-meal daily prices, fils; each defaults to 0.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DailyPricesInput)
  dailyPrices?: DailyPricesInput | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'First day the plan is offered (UTC); none = always.' })
  @IsOptional()
  @DateValue('Start date must be a date')
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Last day the plan is offered (UTC); none = open-ended.' })
  @IsOptional()
  @DateValue('End date must be a date')
  endDate?: Date | null;

  @Field({ description: 'Image URL: a site-relative path or https URL (from the upload endpoint).' })
  @Trim()
  @IsImageUrl({ message: 'Enter a valid image URL' })
  image!: string;

  @Field(() => Boolean, { nullable: true, description: 'The 7-day trial plan (default false).' })
  @IsOptional()
  @IsBoolean({ message: 'isTrial must be true or false' })
  isTrial?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Typical energy per day, kcal.' })
  @IsOptional()
  @CaloriesPerDayRule()
  caloriesPerDay?: number | null;

  @Field(() => [DeliveryWeekInput], { nullable: true, description: 'The weeks it is sold with (default: every day). Ignored for a trial.' })
  @IsOptional()
  @DeliveryWeeksRule()
  deliveryWeeks?: DeliveryWeekInput[] | null;

  @Field(() => Int, { nullable: true, description: 'Display order, ascending (default 0).' })
  @IsOptional()
  @IsInt({ message: 'Sort order must be a whole number' })
  @Min(-1000)
  @Max(1000)
  sortOrder?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Offered on the site (default true).' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean | null;

  @Field(() => [ID], { nullable: true, description: `The plan's meals (at most ${PLAN_MEALS_MAX}); each must exist.` })
  @IsOptional()
  @IsArray({ message: 'Meals must be a list' })
  @ArrayMaxSize(PLAN_MEALS_MAX, { message: `At most ${PLAN_MEALS_MAX} meals` })
  @IsMongoId({ each: true, message: 'Some of the selected meals do not exist.' })
  mealIds?: string[] | null;

  @Field(() => PlanTranslationsInput, { nullable: true, description: 'Arabic name and description (optional).' })
  @NestedTranslation(() => PlanTranslationsInput)
  translations?: PlanTranslationsInput | null;
}

/** `updatePlan` input: only the fields to change; `startDate`/`endDate` null removes the date. */
@InputType()
export class UpdatePlanInput {
  @Field(() => String, { nullable: true })
  @IfPresent()
  @RequiredText('Name', PLAN_NAME_MAX)
  name?: string;

  @Field(() => String, { nullable: true })
  @IfPresent()
  @RequiredText('Description', PLAN_DESCRIPTION_MAX)
  description?: string;

  @Field(() => Int, { nullable: true, description: 'Fils.' })
  @IfPresent()
  @PlanPriceRule()
  price?: number;

  @Field(() => DailyPricesInput, { nullable: true, description: 'Given slots change; missing ones keep their value.' })
  @IfPresent()
  @ValidateNested()
  @Type(() => DailyPricesInput)
  dailyPrices?: DailyPricesInput;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'null removes the start date.' })
  @IsOptional()
  @DateValue('Start date must be a date')
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'null removes the end date.' })
  @IsOptional()
  @DateValue('End date must be a date')
  endDate?: Date | null;

  @Field(() => String, { nullable: true })
  @IfPresent()
  @Trim()
  @IsImageUrl({ message: 'Enter a valid image URL' })
  image?: string;

  @Field(() => Boolean, { nullable: true })
  @IfPresent()
  @IsBoolean({ message: 'isTrial must be true or false' })
  isTrial?: boolean;

  @Field(() => Int, { nullable: true, description: 'null removes it.' })
  @IsOptional()
  @CaloriesPerDayRule()
  caloriesPerDay?: number | null;

  @Field(() => [DeliveryWeekInput], {
    nullable: true,
    description: 'Given, replaces the weeks it is sold with (subscriptions already bought keep theirs).',
  })
  @IfPresent()
  @DeliveryWeeksRule()
  deliveryWeeks?: DeliveryWeekInput[];

  @Field(() => Int, { nullable: true })
  @IfPresent()
  @IsInt({ message: 'Sort order must be a whole number' })
  @Min(-1000)
  @Max(1000)
  sortOrder?: number;

  @Field(() => PlanTranslationsInput, {
    nullable: true,
    description: 'Arabic name and description; given, it replaces the stored Arabic (blank fields show the English).',
  })
  @NestedTranslation(() => PlanTranslationsInput)
  translations?: PlanTranslationsInput | null;
}
