import { Field, Int, ObjectType } from '@nestjs/graphql';
import { UserObject } from '../../users/dto/user.object.js';

/** A signed-in session: a JWT for `Authorization: Bearer` and the user. */
@ObjectType()
export class AuthPayload {
  @Field({ description: 'HS256 JWT access token.' })
  accessToken!: string;

  @Field(() => Int, { description: 'Seconds until the token expires.' })
  expiresIn!: number;

  @Field(() => UserObject)
  user!: UserObject;

  @Field(() => String, {
    nullable: true,
    description:
      'Staff only: a warning to show after sign-in when wrong passwords were tried on the account since its last sign-in (3 or more); null otherwise.',
  })
  securityNotice?: string | null;
}

/** The answer to `signUp` and `resendOtp`: the same whether or not the e-mail is known. */
@ObjectType()
export class OtpSentPayload {
  @Field()
  message!: string;

  @Field({ description: 'Bind token for this code: verifyOtp and resendOtp must send it back. Keep it client-side only.' })
  verificationToken!: string;

  @Field({ description: 'Where the code went (lower-case).' })
  email!: string;

  @Field(() => Int, { description: 'Seconds before another code may be requested.' })
  resendAfterSeconds!: number;
}

/** The answer to `requestPasswordReset` and `resetPassword`: a message to show. */
@ObjectType()
export class PasswordResetPayload {
  @Field({ description: 'What to show the user; for a request, the same whether or not the e-mail has an account.' })
  message!: string;
}
