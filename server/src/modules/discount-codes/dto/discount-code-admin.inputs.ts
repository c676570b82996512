import { ArgsType, Field, GraphQLISODateTime, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { IfPresent } from '../../../common/validation/if-present.js';
import { RequiredText } from '../../../common/validation/fields.js';
import { DateValue } from '../../../common/validation/fields.js';

/** Codes: 3-40 letters, digits, `-` or `_` (stored upper-case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
const CODE_MESSAGE = 'Code must be 3-40 letters, digits, - or _';
export const DISCOUNT_NAME_MAX = 120;

/** Trims and upper-cases the code, so uniqueness and matching are case-insensitive. */
const TrimUpper = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** Columns the discount code lists may be sorted by. */
export const DiscountCodeSortField = sortColumns('DiscountCodeSortField', [
  'code',
  'name',
  'percentage',
  'startDate',
  'endDate',
  'active',
  'createdAt',
]);
export type DiscountCodeSortField = SortColumn<typeof DiscountCodeSortField>;

/** The code lists (`discountCodes`, `GET /api/promoCodes/`): paging, search (code or name), sort. */
@ArgsType()
export class DiscountCodeListArgs extends SortableArgs(DiscountCodeSortField, 'newest first') {}

/** `GET /api/promoCodes/export.csv`: the grid's search and sort plus which list (`expired=true` for ended codes). */
@ArgsType()
export class DiscountCodeExportArgs extends DiscountCodeListArgs {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'expired must be true or false' })
  expired?: string;
}

/** `discountCodes`: {@link DiscountCodeListArgs} plus which list (REST names it by its path). */
@ArgsType()
export class DiscountCodesArgs extends DiscountCodeListArgs {
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'false: codes not yet ended; true: ended ones.' })
  @IsOptional()
  @IsBoolean({ message: 'expired must be true or false' })
  expired?: boolean;
}

/** `createDiscountCode` input (dashboard discount_codes). Dates are UTC instants. */
@InputType()
export class CreateDiscountCodeInput {
  @Field({ description: 'The code customers type, 3-40 letters, digits, - or _; stored upper-case; unique case-insensitively.' })
  @TrimUpper()
  @IsString({ message: 'Code is required' })
  @IsNotEmpty({ message: 'Code is required' })
  @Matches(DISCOUNT_CODE_PATTERN, { message: CODE_MESSAGE })
  code!: string;

  @Field({ description: `Display name (\`discount_name\`), 1-${DISCOUNT_NAME_MAX} characters.` })
  @RequiredText('Name', DISCOUNT_NAME_MAX)
  name!: string;

  @Field(() => Int, { description: 'Percent off the subtotal, 1-100.' })
  @IsInt({ message: 'Discount must be a whole percentage' })
  @Min(1, { message: 'Discount must be between 1 and 100 percent' })
  @Max(100, { message: 'Discount must be between 1 and 100 percent' })
  percentage!: number;

  @Field(() => GraphQLISODateTime, { description: 'First instant the code is valid (UTC).' })
  @DateValue('Start date is required')
  startDate!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last instant the code is valid (UTC); after the start.' })
  @DateValue('End date is required')
  endDate!: Date;

  @Field(() => Boolean, { nullable: true, description: 'Switched on (default true).' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean | null;
}

/** `updateDiscountCode` input: only the fields to change. */
@InputType()
export class UpdateDiscountCodeInput {
  @Field(() => String, { nullable: true })
  @IfPresent()
  @TrimUpper()
  @IsString({ message: 'Code is required' })
  @Matches(DISCOUNT_CODE_PATTERN, { message: CODE_MESSAGE })
  code?: string;

  @Field(() => String, { nullable: true })
  @IfPresent()
  @RequiredText('Name', DISCOUNT_NAME_MAX)
  name?: string;

  @Field(() => Int, { nullable: true })
  @IfPresent()
  @IsInt({ message: 'Discount must be a whole percentage' })
  @Min(1, { message: 'Discount must be between 1 and 100 percent' })
  @Max(100, { message: 'Discount must be between 1 and 100 percent' })
  percentage?: number;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @IfPresent()
  @DateValue('Start date is required')
  startDate?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @IfPresent()
  @DateValue('End date is required')
  endDate?: Date;
}
