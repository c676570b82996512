import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NON_BLANK_SCHEMA } from '../../../common/validation/api-shapes.js';
import { IfPresent } from '../../../common/validation/if-present.js';

/**
 * `discountCode` input. Emptiness is checked by the service (after trimming) so GraphQL and REST
 * give the same 'Please enter a discount code'.
 */
@InputType()
export class DiscountCodeCheckInput {
  @Field({ description: 'The code as typed; trimmed and matched case-insensitively.' })
  @IsString({ message: 'Please enter a discount code' })
  @MaxLength(100, { message: 'Invalid discount code' })
  code!: string;

  @Field(() => ID, { nullable: true, description: 'The selected plan: a trial or promoted plan refuses codes.' })
  @IsOptional()
  @IsString()
  @MaxLength(24)
  planId?: string;

  @Field({ nullable: true, description: "The selected duration ('7 Days' is the trial and refuses codes)." })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  duration?: string;
}

/** `POST /api/promoCodes/applyCode` body: the spec's userPackageInfo names (`days`). */
export class ApplyCodeBody {
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: 100, example: 'FRESH10' })
  @IsString({ message: 'Please enter a discount code' })
  @MaxLength(100, { message: 'Invalid discount code' })
  code!: string;

  @ApiPropertyOptional({ type: String, maxLength: 24, description: 'Selected plan id (anything else is ignored)' })
  @IfPresent()
  @IsString({ message: 'planId must be text' })
  @MaxLength(24, { message: 'planId must be at most 24 characters' })
  planId?: string;

  @ApiPropertyOptional({ type: String, maxLength: 20, example: '1 Month', description: "Selected duration; '7 Days' is the trial" })
  @IfPresent()
  @IsString({ message: 'days must be text' })
  @MaxLength(20, { message: 'days must be at most 20 characters' })
  days?: string;
}
