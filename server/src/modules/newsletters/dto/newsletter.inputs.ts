import { ApiProperty } from '@nestjs/swagger';
import { ArgsType, Field } from '@nestjs/graphql';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { TrimLower } from '../../../common/validation/transforms.js';
import { EMAIL_SCHEMA } from '../../../common/validation/api-shapes.js';

const MESSAGE = 'Please enter a valid email address.';

/**
 * The newsletter form (spec section 3: `{ email }`), as `subscribeNewsletter(email)` arguments and
 * the body of `POST /api/newsletters/`. Trimmed, lower-cased, at most 254 characters.
 */
@ArgsType()
export class SubscribeNewsletterArgs {
  @Field({ description: 'E-mail address (trimmed, lower-cased, at most 254 characters).' })
  @ApiProperty(EMAIL_SCHEMA)
  @TrimLower()
  @IsString({ message: MESSAGE })
  @IsEmail({}, { message: MESSAGE })
  @MaxLength(254, { message: MESSAGE })
  email!: string;
}

/** Columns the staff subscriber list may be sorted by. */
export const NewsletterSortField = sortColumns('NewsletterSortField', ['email', 'createdAt']);
export type NewsletterSortField = SortColumn<typeof NewsletterSortField>;

/** Staff list (`newsletterSubscribers`, `GET /api/newsletters`): paging, search (address), sort. */
@ArgsType()
export class NewsletterListArgs extends SortableArgs(NewsletterSortField, 'newest first') {}
