import { Field, InputType, PickType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { LegalAcceptanceInput } from '../../legal/dto/legal.inputs.js';
import { Trim, TrimLower } from '../../../common/validation/transforms.js';
import { RequiredEmail, RequiredPhone } from '../../../common/validation/fields.js';
import { StrongPassword } from '../../../common/validation/password-strength.js';
import { FULL_NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../../../common/validation/limits.js';

export { PASSWORD_MAX, PASSWORD_MIN };
const PASSWORD_MESSAGE = `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
const OTP_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const OTP_MESSAGE = `Enter the ${OTP_LENGTH}-digit code.`;

/** `signUp` input (spec /signup). */
@InputType()
export class SignUpInput {
  @Field({ description: `Full name, 1-${FULL_NAME_MAX} characters.` })
  @Trim()
  @IsString({ message: 'Full name is required' })
  @IsNotEmpty({ message: 'Full name is required' })
  @MaxLength(FULL_NAME_MAX, { message: `Full name must be at most ${FULL_NAME_MAX} characters.` })
  fullName!: string;

  @Field({ description: 'E-mail address (matched case-insensitively).' })
  @RequiredEmail()
  email!: string;

  @Field({ description: 'Phone number; +971 assumed when no country code is given.' })
  @RequiredPhone()
  phoneNo!: string;

  @Field({
    description: `Password, ${PASSWORD_MIN}-${PASSWORD_MAX} characters, zxcvbn score 3 or more (not common, not guessable from the name or e-mail).`,
  })
  @IsString({ message: 'Password is required' })
  @StrongPassword()
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_MESSAGE })
  password!: string;

  @Field(() => [LegalAcceptanceInput], {
    nullable: true,
    description:
      'The versions of the terms and conditions and the privacy policy the form showed and the customer accepted (`currentLegalVersions`); recorded as consents when the e-mail is verified. Errors: TERMS_CHANGED when one is no longer in force.',
  })
  @IsOptional()
  @IsArray({ message: 'Accepted legal pages must be a list' })
  @ArrayMaxSize(4, { message: 'Accepted legal pages must be at most 4' })
  @ValidateNested({ each: true, message: 'Each accepted legal page must be a page and a version' })
  @Type(() => LegalAcceptanceInput)
  acceptedLegal?: LegalAcceptanceInput[] | null;
}

/** `verifyOtp` input (spec /otp_verification). */
@InputType()
export class VerifyOtpInput {
  @Field()
  @TrimLower()
  @IsString({ message: 'Email is required' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  email!: string;

  @Field({ description: 'The 6-digit code sent by e-mail.' })
  @Trim()
  @IsString({ message: 'Enter the 6-digit code.' })
  @Matches(OTP_CODE, { message: OTP_MESSAGE })
  code!: string;

  @Field({ description: 'The verificationToken returned by signUp (or by login for an unverified account).' })
  @IsString({ message: 'Please sign up again to get a new code.' })
  @Length(20, 64, { message: 'Please sign up again to get a new code.' })
  verificationToken!: string;
}

/** `resendOtp` input: the e-mail and verification token of `verifyOtp`, with the same rules. */
@InputType()
export class ResendOtpInput extends PickType(VerifyOtpInput, ['email', 'verificationToken'] as const) {}

/** `login` and `adminLogin` input: e-mail or phone number, and password. */
@InputType()
export class LoginInput {
  @Field({ description: 'E-mail address or phone number.' })
  @Trim()
  @IsString({ message: 'Email or phone number is required' })
  @IsNotEmpty({ message: 'Email or phone number is required' })
  @MaxLength(254, { message: 'Email or phone number is too long' })
  identifier!: string;

  @Field()
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_MESSAGE })
  password!: string;
}

/** `requestPasswordReset` input (/forgot-password). */
@InputType()
export class RequestPasswordResetInput {
  @Field({ description: 'E-mail address of the account (matched case-insensitively).' })
  @RequiredEmail()
  email!: string;
}

/** `resetPassword` input (/reset-password): the e-mailed code or the link's token, and the new password. */
@InputType()
export class ResetPasswordInput {
  @Field({ description: 'E-mail address the code was sent to.' })
  @RequiredEmail()
  email!: string;

  @Field({ nullable: true, description: 'The 6-digit code from the e-mail (or send `token`).' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Enter the 6-digit code.' })
  @Matches(OTP_CODE, { message: OTP_MESSAGE })
  code?: string;

  @Field({ nullable: true, description: 'The token of the e-mailed link (or send `code`).' })
  @IsOptional()
  @IsString({ message: 'This reset link is not valid.' })
  @Length(20, 64, { message: 'This reset link is not valid.' })
  token?: string;

  @Field({ description: `New password, ${PASSWORD_MIN}-${PASSWORD_MAX} characters, zxcvbn score 3 or more (the sign-up rule).` })
  @IsString({ message: 'Password is required' })
  @StrongPassword()
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_MESSAGE })
  password!: string;
}
