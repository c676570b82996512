import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ClientIp } from '../../common/auth/current-user.decorator.js';
import { Public } from '../../common/auth/roles.decorator.js';
import { AuthService } from './auth.service.js';
import { AuthPayload, OtpSentPayload } from './dto/auth.objects.js';
import { LoginInput, ResendOtpInput, SignUpInput, VerifyOtpInput } from './dto/auth.inputs.js';

/** Public auth operations (issue 2 §4). All are rate limited per IP. */
@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => OtpSentPayload, { description: 'Creates an unverified account and e-mails a 6-digit code (valid 10 min). Errors: VALIDATION_FAILED, RATE_LIMITED, OTP_RESEND_TOO_SOON.' })
  @Public()
  signUp(@Args('input') input: SignUpInput, @ClientIp() ip: string): Promise<OtpSentPayload> {
    return this.auth.signUp(input, ip);
  }

  @Mutation(() => OtpSentPayload, { description: 'Sends a new code to a pending account, at most once per 60 s. Errors: OTP_RESEND_TOO_SOON, RATE_LIMITED.' })
  @Public()
  resendOtp(@Args('input') input: ResendOtpInput, @ClientIp() ip: string): Promise<OtpSentPayload> {
    return this.auth.resendOtp(input.email, input.verificationToken, ip);
  }

  @Mutation(() => AuthPayload, { description: 'Activates the account with its code and signs in. Errors: OTP_INVALID, OTP_EXPIRED, OTP_LOCKED.' })
  @Public()
  verifyOtp(@Args('input') input: VerifyOtpInput, @ClientIp() ip: string): Promise<AuthPayload> {
    return this.auth.verifyOtp(input, ip);
  }

  @Mutation(() => AuthPayload, { description: 'Signs in with e-mail or phone and password. Errors: INVALID_CREDENTIALS, ACCOUNT_LOCKED, EMAIL_NOT_VERIFIED, RATE_LIMITED.' })
  @Public()
  login(@Args('input') input: LoginInput, @ClientIp() ip: string): Promise<AuthPayload> {
    return this.auth.login(input, ip);
  }

  @Mutation(() => AuthPayload, { description: 'Signs in at /admin: admin and super_admin only; anyone else gets INVALID_CREDENTIALS.' })
  @Public()
  adminLogin(@Args('input') input: LoginInput, @ClientIp() ip: string): Promise<AuthPayload> {
    return this.auth.adminLogin(input, ip);
  }
}
