import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEnum, IsInt, IsOptional, Max, Min } from 'class-validator';
import { SortableArgs, sortColumns, type SortColumn } from '../../../common/paging/sort.js';
import { ContactRequestType } from '../contact-request.schema.js';
import { EMAIL_SCHEMA, NON_BLANK_SCHEMA, UAE_PHONE_SCHEMA } from '../../../common/validation/api-shapes.js';
import { RequiredEmail, RequiredPhone, RequiredText } from '../../../common/validation/fields.js';

import { COMPANY_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, TEAM_SIZE_MAX } from '../../../common/validation/limits.js';

export { COMPANY_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, TEAM_SIZE_MAX };
const TEAM_SIZE_MESSAGE = `Team size must be a whole number between 1 and ${TEAM_SIZE_MAX}`;

/** Reads a form's digits-only text ("25") as a number; anything else passes unchanged for the type check. */
const DigitsToNumber = () => Transform(({ value }) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value));

/** The contact-us form: `submitContact(input)` and the body of `POST /api/contact`. */
@InputType()
export class ContactInput {
  @Field({ description: `Your name, 1-${CONTACT_NAME_MAX} characters.` })
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: CONTACT_NAME_MAX })
  @RequiredText('Name', CONTACT_NAME_MAX)
  name!: string;

  @Field()
  @ApiProperty(EMAIL_SCHEMA)
  @RequiredEmail()
  email!: string;

  @Field({ description: 'Phone number; +971 assumed when no country code is given. Stored in E.164.' })
  @ApiProperty(UAE_PHONE_SCHEMA)
  @RequiredPhone()
  phone!: string;

  @Field({ description: `1-${CONTACT_MESSAGE_MAX} characters.` })
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: CONTACT_MESSAGE_MAX })
  @RequiredText('Message', CONTACT_MESSAGE_MAX)
  message!: string;
}

/** The corporate enquiry form (spec /corporate): `submitCorporateEnquiry(input)` and `POST /api/contact/corporate`. */
@InputType()
export class CorporateEnquiryInput {
  @Field({ description: `Company name, 1-${COMPANY_MAX} characters.` })
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: COMPANY_MAX })
  @RequiredText('Company name', COMPANY_MAX)
  company!: string;

  @Field({ description: `Contact person, 1-${CONTACT_NAME_MAX} characters.` })
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: CONTACT_NAME_MAX })
  @RequiredText('Name', CONTACT_NAME_MAX)
  contactName!: string;

  @Field()
  @ApiProperty(EMAIL_SCHEMA)
  @RequiredEmail()
  email!: string;

  @Field({ description: 'Phone number; +971 assumed when no country code is given. Stored in E.164.' })
  @ApiProperty({ ...UAE_PHONE_SCHEMA, example: '04 345 6789' })
  @RequiredPhone()
  phone!: string;

  @Field(() => Int, { description: `People to feed, 1-${TEAM_SIZE_MAX}.` })
  @ApiProperty({ type: 'integer', minimum: 1, maximum: TEAM_SIZE_MAX })
  @DigitsToNumber()
  @IsInt({ message: TEAM_SIZE_MESSAGE })
  @Min(1, { message: TEAM_SIZE_MESSAGE })
  @Max(TEAM_SIZE_MAX, { message: TEAM_SIZE_MESSAGE })
  teamSize!: number;

  @Field({ description: `1-${CONTACT_MESSAGE_MAX} characters.` })
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: CONTACT_MESSAGE_MAX })
  @RequiredText('Message', CONTACT_MESSAGE_MAX)
  message!: string;
}

/** Columns the staff contact list may be sorted by. */
export const ContactSortField = sortColumns('ContactSortField', ['name', 'email', 'type', 'handled', 'createdAt']);
export type ContactSortField = SortColumn<typeof ContactSortField>;

/** Staff list filters: paging, `search` (name, e-mail, phone, company or message) and an optional type. */
@ArgsType()
export class ContactListArgs extends SortableArgs(ContactSortField, 'newest first') {
  @Field(() => ContactRequestType, { nullable: true, description: 'Only contact-us messages or only corporate enquiries.' })
  @ApiPropertyOptional({ enum: ContactRequestType })
  @IsOptional()
  @IsEnum(ContactRequestType, { message: 'type must be contact or corporate' })
  type?: ContactRequestType;
}
