import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Public, Roles } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { ClientIp } from '../../common/http/client-ip.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { AuthService } from './auth.service.js';
import { SessionsService } from './sessions.service.js';
import { AuthPayload, OtpSentPayload, PasswordResetPayload } from './dto/auth.objects.js';
import {
  LoginInput,
  RequestPasswordResetInput,
  ResendOtpInput,
  ResetPasswordInput,
  SignUpInput,
  VerifyOtpInput,
} from './dto/auth.inputs.js';
import { PasswordResetService } from './password-reset.service.js';

/** Auth operations: the public ones are rate limited per IP; logout needs a session. */
@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Mutation(() => Boolean, {
    description:
      'Signs out the token this request carries (denylisted until it expires, on every instance); always true. Errors: UNAUTHENTICATED, SERVICE_UNAVAILABLE. (ASVS 3.3)',
  })
  @Roles(...ANY_SIGNED_IN)
  logout(@CurrentUser() caller: AuthUser): Promise<boolean> {
    return this.sessions.logout(caller);
  }

  @Mutation(() => Boolean, {
    description:
      "Signs out every session of the caller's account, this one included; always true. Errors: UNAUTHENTICATED, SERVICE_UNAVAILABLE. (ASVS 3.3)",
  })
  @Roles(...ANY_SIGNED_IN)
  logoutEverywhere(@CurrentUser() caller: AuthUser): Promise<boolean> {
    return this.sessions.logoutEverywhere(caller);
  }

  @Mutation(() => OtpSentPayload, {
    description:
      'Creates an unverified account and e-mails a 6-digit code (valid 10 min). Answers the same whether or not the e-mail or phone number is already registered (their owners are told by e-mail). Errors: VALIDATION_FAILED, RATE_LIMITED, OTP_RESEND_TOO_SOON.',
  })
  @Public()
  @RateLimit('auth')
  signUp(@Args('input') input: SignUpInput, @RequestLanguage() language: Language): Promise<OtpSentPayload> {
    return this.auth.signUp(input, language);
  }

  @Mutation(() => OtpSentPayload, {
    description: 'Sends a new code to a pending account, at most once per 60 s. Errors: OTP_RESEND_TOO_SOON, RATE_LIMITED.',
  })
  @Public()
  @RateLimit('auth')
  resendOtp(@Args('input') input: ResendOtpInput): Promise<OtpSentPayload> {
    return this.auth.resendOtp(input.email, input.verificationToken);
  }

  @Mutation(() => AuthPayload, {
    description: 'Activates the account with its code and signs in. Errors: OTP_INVALID, OTP_EXPIRED, OTP_LOCKED.',
  })
  @Public()
  @RateLimit('auth')
  verifyOtp(@Args('input') input: VerifyOtpInput): Promise<AuthPayload> {
    return this.auth.verifyOtp(input);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Signs in with e-mail or phone and password. 5 wrong passwords in a row block that identifier from that address for 15 minutes. Errors: INVALID_CREDENTIALS, ACCOUNT_LOCKED, EMAIL_NOT_VERIFIED, RATE_LIMITED.',
  })
  @Public()
  @RateLimit('auth')
  login(@Args('input') input: LoginInput, @ClientIp() ip: string, @RequestLanguage() lang: Language): Promise<AuthPayload> {
    return this.auth.login(input, ip, lang);
  }

  @Mutation(() => AuthPayload, { description: 'Signs in at /admin: admin and super_admin only; anyone else gets INVALID_CREDENTIALS.' })
  @Public()
  @RateLimit('auth')
  adminLogin(@Args('input') input: LoginInput, @ClientIp() ip: string, @RequestLanguage() lang: Language): Promise<AuthPayload> {
    return this.auth.adminLogin(input, ip, lang);
  }

  @Mutation(() => PasswordResetPayload, {
    description:
      '/forgot-password: e-mails a 6-digit code and a reset link (valid 30 min) when the address has an account; the same answer either way. Rate limited per IP and per address (3 per 15 min). Errors: VALIDATION_FAILED, RATE_LIMITED.',
  })
  @Public()
  @RateLimit('auth')
  async requestPasswordReset(@Args('input') input: RequestPasswordResetInput): Promise<PasswordResetPayload> {
    return { message: await this.passwordReset.request(input.email) };
  }

  @Mutation(() => PasswordResetPayload, {
    description:
      '/reset-password: sets a new password with the e-mailed code or link token (single use, 5 tries); signs out every existing session. Errors: VALIDATION_FAILED, RESET_INVALID, RESET_EXPIRED, RESET_LOCKED, RATE_LIMITED.',
  })
  @Public()
  @RateLimit('auth')
  async resetPassword(@Args('input') input: ResetPasswordInput): Promise<PasswordResetPayload> {
    return { message: await this.passwordReset.reset(input) };
  }
}
