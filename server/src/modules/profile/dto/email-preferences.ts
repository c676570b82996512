import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum } from 'class-validator';
import type { MailKind } from '../../notifications/notifications.types.js';

/**
 * The e-mails a customer receives, as the profile lists them. The first
 * three can be switched off; the others are transactional and always sent.
 */
export enum EmailKind {
  ScheduleChanged = 'ScheduleChanged',
  RenewalReminder = 'RenewalReminder',
  PlanEnded = 'PlanEnded',
  OrderConfirmation = 'OrderConfirmation',
  Refund = 'Refund',
  Cancellation = 'Cancellation',
  AccountSecurity = 'AccountSecurity',
}
registerEnumType(EmailKind, {
  name: 'EmailKind',
  description:
    'ScheduleChanged (pause/resume confirmations), RenewalReminder (3 days before the last delivery), PlanEnded (the day after): optional. OrderConfirmation (tax invoice), Refund (credit note), Cancellation, AccountSecurity (verification codes, password reset, sign-in notices): always sent.',
});

/** The optional kinds and the mail templates each one covers. */
export const OPTIONAL_EMAIL_KINDS: Partial<Record<EmailKind, MailKind>> = {
  [EmailKind.ScheduleChanged]: 'scheduleChanged',
  [EmailKind.RenewalReminder]: 'renewalReminder',
  [EmailKind.PlanEnded]: 'expiry',
};

/** One kind of e-mail and whether the caller receives it. */
@ObjectType('EmailPreference')
export class EmailPreferenceObject {
  @Field(() => EmailKind)
  kind!: EmailKind;

  @Field({ description: 'Whether these e-mails are sent to the caller.' })
  enabled!: boolean;

  @Field({ description: 'True for transactional e-mails, which are always sent and cannot be switched off.' })
  required!: boolean;
}

/** `setEmailPreference` input: switch one optional kind on or off. */
@InputType()
export class SetEmailPreferenceInput {
  @Field(() => EmailKind)
  @IsEnum(EmailKind, { message: 'Unknown e-mail kind' })
  kind!: EmailKind;

  @Field({ description: 'true: send these e-mails; false: stop them.' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}
