import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { IsEnum, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_SCHEMA, HTTP_URL_RE, NON_BLANK_SCHEMA } from '../../../common/validation/api-shapes.js';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { IfNotBlank } from '../../../common/validation/if-present.js';
import { Trim } from '../../../common/validation/transforms.js';
import { AMBASSADOR_COUNTRY_VALUES, AmbassadorStatus } from '../ambassador.schema.js';
import { RequiredEmail, RequiredText } from '../../../common/validation/fields.js';

import { AMBASSADOR_BRIEF_MAX, AMBASSADOR_NAME_MAX } from '../../../common/validation/limits.js';

export { AMBASSADOR_BRIEF_MAX, AMBASSADOR_NAME_MAX };
export const ACCOUNT_URL_MAX = 2048;

/** An http(s) URL with a host name (`https://instagram.com/me`); no credentials in it ({@link HTTP_URL_RE}). */
const URL_MESSAGE = 'Enter a valid URL';
/**
 * An optional account URL of the form (REST schema and validation): trimmed; empty or null means none;
 * else an http(s) URL of at most {@link ACCOUNT_URL_MAX} characters ('Enter a valid URL' otherwise).
 */
const OptionalAccountUrl = () =>
  applyDecorators(
    // applyDecorators applies in array order; stacked decorators apply bottom-up: this is the stacked order.
    MaxLength(ACCOUNT_URL_MAX, { message: URL_MESSAGE }),
    Matches(HTTP_URL_RE, { message: URL_MESSAGE }),
    IsString({ message: URL_MESSAGE }),
    IfNotBlank(),
    Trim(),
    ApiPropertyOptional({
      type: String,
      nullable: true,
      pattern: `^$|${HTTP_URL_RE.source}`,
      maxLength: ACCOUNT_URL_MAX,
      description: 'An http(s) URL, or empty / null for none.',
    }),
  );

/** The phone rule of the form: 7-15 digits, an optional leading +, spaces, dashes, dots and brackets between. */
const AMBASSADOR_PHONE_RE = /^\+?(?:[ ().-]*[0-9]){7,15}[ ().-]*$/;

/**
 * The "Apply as Ambassador" form (spec sections 3 and 5), as `applyAmbassador(input)` and the body
 * of `POST /api/ambassador/add`. Messages are the spec's, verbatim.
 */
@InputType()
export class ApplyAmbassadorInput {
  @Field({ description: `Full name, 1-${AMBASSADOR_NAME_MAX} characters.` })
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: AMBASSADOR_NAME_MAX })
  @RequiredText('Full name', AMBASSADOR_NAME_MAX)
  fullName!: string;

  @Field({ description: 'Main social-media account: an http(s) URL.' })
  @ApiProperty({ type: String, pattern: HTTP_URL_RE.source, maxLength: ACCOUNT_URL_MAX, example: 'https://instagram.com/yourname' })
  @Trim()
  @IsString({ message: 'Account URL 1 is required' })
  @IsNotEmpty({ message: 'Account URL 1 is required' })
  @Matches(HTTP_URL_RE, { message: URL_MESSAGE })
  @MaxLength(ACCOUNT_URL_MAX, { message: URL_MESSAGE })
  accountURL1!: string;

  @Field(() => String, { nullable: true, description: 'Optional second account: an http(s) URL, or empty.' })
  @OptionalAccountUrl()
  accountURL2?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional third account: an http(s) URL, or empty.' })
  @OptionalAccountUrl()
  accountURL3?: string | null;

  @Field({ description: 'E-mail address; one application per address (case-insensitive).' })
  @ApiProperty(EMAIL_SCHEMA)
  @RequiredEmail()
  email!: string;

  @Field({ description: 'Phone number with its country code, 7-15 digits (spaces, dashes, dots and brackets allowed).' })
  @ApiProperty({ type: String, pattern: AMBASSADOR_PHONE_RE.source, maxLength: 30, example: '+1 415 555 0134' })
  @Trim()
  @IsString({ message: 'Phone number is required' })
  @IsNotEmpty({ message: 'Phone number is required' })
  @Matches(AMBASSADOR_PHONE_RE, { message: 'Invalid phone number' })
  @MaxLength(30, { message: 'Invalid phone number' })
  phone!: string;

  @Field({ description: `Country option value: ${AMBASSADOR_COUNTRY_VALUES.join(', ')}.` })
  @ApiProperty({ enum: AMBASSADOR_COUNTRY_VALUES })
  @IsString({ message: 'Country is required' })
  @IsIn(AMBASSADOR_COUNTRY_VALUES as string[], { message: 'Country is required' })
  country!: string;

  @Field({ description: `Why you would be a good ambassador, 1-${AMBASSADOR_BRIEF_MAX} characters.` })
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: AMBASSADOR_BRIEF_MAX })
  @RequiredText('Brief', AMBASSADOR_BRIEF_MAX)
  brief!: string;
}

/** Columns the staff application list may be sorted by. */
export const AmbassadorSortField = sortColumns('AmbassadorSortField', ['fullName', 'email', 'country', 'status', 'createdAt']);
export type AmbassadorSortField = SortColumn<typeof AmbassadorSortField>;

/** Staff list filters: paging, `search` (name, e-mail, phone or account URL), sort and an optional status. */
@ArgsType()
export class AmbassadorListArgs extends SortableArgs(AmbassadorSortField, 'newest first') {
  @Field(() => AmbassadorStatus, { nullable: true, description: 'Only applications in this state.' })
  @ApiPropertyOptional({ enum: AmbassadorStatus })
  @IsOptional()
  @IsEnum(AmbassadorStatus, { message: 'status must be Pending, Approved or Rejected' })
  status?: AmbassadorStatus;
}
