import { Field, GraphQLISODateTime, InputType, ObjectType, OmitType } from '@nestjs/graphql';
import { Role } from '../../../common/auth/roles.decorator.js';
import { SignUpInput } from '../../auth/dto/auth.inputs.js';
import { AccountContactObject } from '../../users/dto/account-contact.object.js';
import { PageOf } from '../../../common/paging/page.object.js';

/**
 * `createAdmin` input: a verified admin account (super_admin only). Same fields and rules as a
 * customer sign-up (full name, e-mail, phone, password 8-128).
 */
@InputType()
export class CreateAdminInput extends OmitType(SignUpInput, ['acceptedLegal'] as const, InputType) {}

/** A staff account (admin or super_admin) as the super admin sees it. */
@ObjectType('AdminAccount')
export class AdminAccountObject extends AccountContactObject {
  @Field(() => Role)
  role!: Role;

  @Field({ description: 'Whether the account may sign in.' })
  active!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

/** One page of staff accounts, newest first. */
@ObjectType()
export class AdminAccountPage extends PageOf(AdminAccountObject) {}
