import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { MatchesField } from '../../../common/validation/matches-field.js';
import { IsPhone } from '../../../common/validation/phone.js';
import { Trim } from '../../../common/validation/transforms.js';
import { IMAGE_URL_MAX } from '../../../common/validation/image-url.js';
import { UPLOADS_URL_PREFIX } from '../../uploads/uploads.types.js';
import { VARIANT_NAME } from '../../uploads/uploads.service.js';
import { IfPresent } from '../../../common/validation/if-present.js';
import { NON_BLANK_SCHEMA, OBJECT_ID_RE, OBJECT_ID_SCHEMA, UAE_PHONE_SCHEMA } from '../../../common/validation/api-shapes.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../auth/dto/auth.inputs.js';
import { StrongPassword } from '../../../common/validation/password-strength.js';

/** An image address returned by `POST /api/uploads/image` (`/uploads/<hash>-q80.webp`), or empty. */
const UPLOADED_IMAGE_PATTERN = `^$|^${UPLOADS_URL_PREFIX.replace(/\//g, '\\/')}${VARIANT_NAME.source.slice(1)}`;

/** Spec section 5 messages, verbatim. */
export const PROFILE_MESSAGES = {
  nameRequired: 'Your complete name is required.',
  nameTooLong: 'Your complete name must be at most 100 characters.',
  phoneRequired: 'Your Phone number is required.',
  phoneInvalid: 'Invalid phone number',
  currentRequired: 'Current password is required',
  passwordRequired: 'Password is required',
  passwordLength: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  confirmRequired: 'Confirm Password is required.',
  mismatch: 'Passwords must match',
} as const;
const M = PROFILE_MESSAGES;

// When several rules of a field fail, the error names the top-most one (common/errors/validation.ts),
// so the "required" rules sit on top.

/** `updateProfile` input: the caller's own profile (spec "Edit-profile form"). */
@InputType()
export class UpdateProfileInput {
  @Field({ description: 'Full name, 1-100 characters (`full_name`).' })
  @Trim()
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(100, { message: M.nameTooLong })
  fullName!: string;

  @Field({ description: 'Phone number; +971 assumed without a country code; stored in E.164 (`phone_no`).' })
  @Trim()
  @IsString({ message: M.phoneRequired })
  @IsNotEmpty({ message: M.phoneRequired })
  @IsPhone({ message: M.phoneInvalid })
  phoneNo!: string;

  @Field(() => String, {
    nullable: true,
    description: 'An image URL returned by POST /api/uploads/image; null removes the image; omitted keeps it.',
  })
  @IsOptional()
  @IsString({ message: 'image must be an image URL' })
  @MaxLength(IMAGE_URL_MAX, { message: 'image must be an image URL' })
  image?: string | null;
}

/** `changePassword` input (spec "Change-password form" plus the current password). */
@InputType()
export class ChangePasswordInput {
  @Field()
  @IsString({ message: M.currentRequired })
  @IsNotEmpty({ message: M.currentRequired })
  @MaxLength(PASSWORD_MAX, { message: M.passwordLength })
  currentPassword!: string;

  @Field({ description: `The new password, ${PASSWORD_MIN}-${PASSWORD_MAX} characters, zxcvbn score 3 or more.` })
  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  @StrongPassword()
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: M.passwordLength })
  password!: string;

  @Field({ description: 'The new password again.' })
  @IsString({ message: M.confirmRequired })
  @IsNotEmpty({ message: M.confirmRequired })
  @MatchesField('password', { message: M.mismatch })
  confirmPassword!: string;
}

/** `POST /api/users/editProfile` multipart fields (spec section 7); the optional file is `image`. */
export class EditProfileBody {
  @ApiProperty({ ...NON_BLANK_SCHEMA, maxLength: 100, example: 'Amal Hassan' })
  @Trim()
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(100, { message: M.nameTooLong })
  full_name!: string;

  @ApiProperty({ ...UAE_PHONE_SCHEMA, example: '+971501234567' })
  @Trim()
  @IsString({ message: M.phoneRequired })
  @IsNotEmpty({ message: M.phoneRequired })
  @IsPhone({ message: M.phoneInvalid })
  phone_no!: string;

  @ApiProperty({ ...OBJECT_ID_SCHEMA, description: 'The user to edit: the caller, or (staff) anyone but a super_admin for an admin.' })
  @IsString({ message: 'id is required' })
  @Matches(OBJECT_ID_RE, { message: 'Invalid user id.' })
  id!: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: IMAGE_URL_MAX,
    pattern: UPLOADED_IMAGE_PATTERN,
    description: 'Instead of a file: an image URL from POST /api/uploads/image; empty keeps the image.',
  })
  @IfPresent()
  @IsString({ message: 'image must be an image URL' })
  @MaxLength(IMAGE_URL_MAX, { message: 'image must be an image URL' })
  image?: string;
}

/** `POST /api/users/changePassword` multipart (or JSON) fields. */
export class ChangePasswordBody {
  @ApiProperty({ type: String, minLength: 1, maxLength: PASSWORD_MAX })
  @IsString({ message: M.currentRequired })
  @IsNotEmpty({ message: M.currentRequired })
  @MaxLength(PASSWORD_MAX, { message: M.passwordLength })
  current_password!: string;

  @ApiProperty({
    type: String,
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    description: 'The new password: strong enough (zxcvbn score 3 or more)',
  })
  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  @StrongPassword()
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: M.passwordLength })
  password!: string;

  @ApiProperty({ type: String, minLength: 1, description: 'The new password again' })
  @IsString({ message: M.confirmRequired })
  @IsNotEmpty({ message: M.confirmRequired })
  @MatchesField('password', { message: M.mismatch })
  confirm_password!: string;
}
