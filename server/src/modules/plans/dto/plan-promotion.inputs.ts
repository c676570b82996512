import { ArgsType, Field, GraphQLISODateTime, ID, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsMongoId, IsOptional, Max, Min } from 'class-validator';
import { NestedTranslation, OptionalText } from '../../../common/i18n/content.js';
import { TranslationsInputOf } from '../../../common/i18n/translations.dto.js';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { DateValue, RequiredText } from '../../../common/validation/fields.js';
import { PROMOTION_NAME_MAX } from '../../../common/validation/limits.js';

/* Inputs of the plan promotions (spec section 3 "Plan promotion"; REST `/api/planPromotions/*`). */

export { PROMOTION_NAME_MAX };

/** The Arabic of a promotion. */
@InputType()
export class PromotionTranslationInput {
  @Field(() => String, { nullable: true, description: 'Arabic promotion name, at most 120 characters.' })
  @OptionalText('Arabic promotion name', 120)
  name?: string | null;
}

/** A promotion's translations by language. */
@InputType()
export class PromotionTranslationsInput extends TranslationsInputOf(PromotionTranslationInput) {}

/** Columns the promotion lists may be sorted by. */
export const PromotionSortField = sortColumns('PromotionSortField', [
  'name',
  'discountPercentage',
  'discountedPrice',
  'startDate',
  'endDate',
  'createdAt',
]);
export type PromotionSortField = SortColumn<typeof PromotionSortField>;

/** The promotion lists (`planPromotions`, `GET /api/planPromotions/`): paging, search (promotion or plan name), sort. */
@ArgsType()
export class PromotionListArgs extends SortableArgs(PromotionSortField, 'newest start first') {}

/** `GET /api/planPromotions/export.csv`: the promotions grid's search and sort plus which list (`expired=true` for ended ones). */
export class PromotionExportArgs extends PromotionListArgs {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'expired must be true or false' })
  expired?: string;
}

/** `createPlanPromotion` input and `POST /api/planPromotions/` body. Dates are UTC instants (ISO 8601). */
@InputType()
export class CreatePlanPromotionInput {
  @Field({ description: `Promotion name shown in the banner, 1-${PROMOTION_NAME_MAX} characters; unique.` })
  @ApiProperty({ example: 'Ramadan Special', maxLength: PROMOTION_NAME_MAX })
  @RequiredText('Promotion name', PROMOTION_NAME_MAX)
  name!: string;

  @Field(() => ID, { description: 'The promoted plan (`meal_plan_id`).' })
  @ApiProperty()
  @IsMongoId({ message: 'Plan is required' })
  planId!: string;

  @Field(() => Int, { description: 'Percent off the plan price, 1-100.' })
  @ApiProperty({ minimum: 1, maximum: 100 })
  @IsInt({ message: 'Discount must be a whole percentage' })
  @Min(1, { message: 'Discount must be between 1 and 100 percent' })
  @Max(100, { message: 'Discount must be between 1 and 100 percent' })
  discountPercentage!: number;

  @Field(() => GraphQLISODateTime, { description: 'First instant of the promotion (UTC).' })
  @ApiProperty({ type: String, format: 'date-time' })
  @DateValue('Start date is required')
  startDate!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last instant of the promotion (UTC); after the start.' })
  @ApiProperty({ type: String, format: 'date-time' })
  @DateValue('End date is required')
  endDate!: Date;

  @Field(() => PromotionTranslationsInput, { nullable: true, description: 'Arabic name (optional; the Arabic banner uses it).' })
  @ApiPropertyOptional({ example: { ar: { name: 'عرض رمضان' } } })
  @NestedTranslation(() => PromotionTranslationsInput)
  translations?: PromotionTranslationsInput | null;
}

/** `planPromotions`: {@link PromotionListArgs} plus which list (REST names the list by its path instead). */
@ArgsType()
export class PlanPromotionsArgs extends PromotionListArgs {
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'false: running and upcoming promotions; true: ended ones.' })
  @IsOptional()
  @IsBoolean({ message: 'expired must be true or false' })
  expired?: boolean;
}
