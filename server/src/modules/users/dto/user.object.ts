import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Role } from '../../../common/auth/roles.decorator.js';
import { Language } from '../../../common/i18n/language.js';
import { PlanStatus } from '../user.schema.js';
import { DeliveryAddressObject } from './delivery-address.object.js';

registerEnumType(Role, { name: 'Role', description: 'user, admin or super_admin (spec section 6).' });
registerEnumType(PlanStatus, { name: 'PlanStatus', description: 'A customer plan state: None, Active, Paused, Expired or Cancelled.' });

/** An account as the client sees it (spec section 3 "User"). Never carries secrets. */
@ObjectType('User')
export class UserObject {
  @Field(() => ID, { description: 'The user id (`_id`).' })
  id!: string;

  @Field({ description: 'Full name (`full_name`).' })
  fullName!: string;

  @Field({ description: 'E-mail address, lower-case.' })
  email!: string;

  @Field({ description: 'Phone number in E.164, e.g. +971501234567 (`phone_no`).' })
  phoneNo!: string;

  @Field(() => String, { nullable: true, description: 'Profile image URL (`image`).' })
  image?: string | null;

  @Field(() => Role)
  role!: Role;

  @Field(() => PlanStatus, {
    description: 'Subscription state (`plan_status`); Paused while a pause covers today (Dubai time), computed on read.',
  })
  planStatus!: PlanStatus;

  /**
   * Not in the schema: the account's `pausedUntil` (users/user.schema.ts) for the `planStatus` resolver; null when no
   * pause was ever set, undefined when unknown (the resolver then looks the pauses up).
   */
  pausedUntil?: Date | null;

  @Field({ description: 'Whether the e-mail was verified with the sign-up code.' })
  emailVerified!: boolean;

  @Field(() => Language, {
    description:
      "Language of the user's e-mails and tax invoices (en or ar): the language of the sign-up request, then as set with setMyLanguage. en for accounts made before languages.",
  })
  language!: Language;

  @Field(() => DeliveryAddressObject, {
    nullable: true,
    description: 'Where meals are delivered; null until the customer adds one (`updateDeliveryAddress`). Required before paying.',
  })
  deliveryAddress!: DeliveryAddressObject | null;

  @Field(() => GraphQLISODateTime, { description: 'When the account was created (UTC).' })
  createdAt!: Date;
}
