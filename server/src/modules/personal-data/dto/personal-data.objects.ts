import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsIn, IsMongoId, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX } from '../../../common/validation/limits.js';

/** What closing an account did. Money in fils. */
@ObjectType('AccountClosure')
export class AccountClosureObject {
  @Field({ description: 'When the account was closed (UTC).' }) closedAt!: Date;
  @Field(() => Int, { description: 'Running plans cancelled first, under the cancellation policy.' }) cancelledPlans!: number;
  @Field(() => Int, { description: 'Refunded to the card by those cancellations, fils.' }) refunded!: number;
  @Field(() => Int, { description: 'Orders whose tax documents keep the name and address (kept five years, VAT law).' })
  keptInvoices!: number;
}

/** `closeMyAccount(password)`. */
@ArgsType()
export class CloseMyAccountArgs {
  @Field({ description: "The caller's current password (confirms the closure)." })
  @IsString({ message: 'Enter your password.' })
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(PASSWORD_MAX, { message: 'Your current password is incorrect.' })
  password!: string;
}

/** `closeCustomerAccount(id, confirmation)`. */
@ArgsType()
export class CloseCustomerAccountArgs {
  @Field(() => ID)
  @IsMongoId({ message: 'Customer not found.' })
  id!: string;

  @Field({ description: "The customer's e-mail address, typed by the staff member (confirms the closure)." })
  @IsString({ message: "Type the customer's e-mail address to confirm." })
  @IsNotEmpty({ message: "Type the customer's e-mail address to confirm." })
  @MaxLength(254, { message: "Type the customer's e-mail address to confirm." })
  confirmation!: string;
}

/** The data export's formats. */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `?format=json|csv` of the data export downloads (json when omitted). */
export class ExportFormatQuery {
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'format is json or csv' })
  format?: ExportFormat;
}
