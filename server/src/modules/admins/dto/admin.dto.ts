import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsEmail, IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';
import { Role } from '../../../common/auth/roles.decorator.js';
import { IsPhone } from '../../../common/validation/phone.js';
import { Trim, TrimLower } from '../../../common/validation/transforms.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../auth/dto/auth.inputs.js';

const PASSWORD_MESSAGE = `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;

/** `createAdmin` input: a verified admin account (super_admin only). */
@InputType()
export class CreateAdminInput {
  @Field({ description: 'Full name, 1-100 characters.' })
  @Trim()
  @IsString({ message: 'Full name is required' })
  @IsNotEmpty({ message: 'Full name is required' })
  @MaxLength(100, { message: 'Full name must be at most 100 characters.' })
  fullName!: string;

  @Field({ description: 'E-mail address (the login; matched case-insensitively).' })
  @TrimLower()
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254, { message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;

  @Field({ description: 'Phone number; +971 assumed when no country code is given; stored E.164.' })
  @Trim()
  @IsString({ message: 'Phone number is required' })
  @IsNotEmpty({ message: 'Phone number is required' })
  @IsPhone({ message: 'Invalid phone number' })
  phoneNo!: string;

  @Field({ description: `Initial password, ${PASSWORD_MIN}-${PASSWORD_MAX} characters.` })
  @IsString({ message: 'Password is required' })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_MESSAGE })
  password!: string;
}

/** A staff account (admin or super_admin) as the super admin sees it. */
@ObjectType('AdminAccount')
export class AdminAccountObject {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field()
  email!: string;

  @Field()
  phoneNo!: string;

  @Field(() => Role)
  role!: Role;

  @Field({ description: 'Whether the account may sign in.' })
  active!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

/** One page of staff accounts, newest first. */
@ObjectType()
export class AdminAccountPage {
  @Field(() => [AdminAccountObject])
  data!: AdminAccountObject[];

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int)
  total!: number;
}
