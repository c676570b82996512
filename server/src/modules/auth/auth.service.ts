import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Types } from 'mongoose';
import { hashPassword } from '../../common/auth/passwords.js';
import { codeDigest } from '../../common/auth/signing-keys.js';
import { Role } from '../../common/auth/roles.decorator.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { AppError, CommonErrors } from '../../common/errors/app-error.js';
import { Language } from '../../common/i18n/language.js';
import { translateMessage } from '../../common/i18n/messages.js';
import { normalizePhone } from '../../common/validation/phone.js';
import { MailerService } from '../notifications/mailer.service.js';
import { toUserObject } from '../users/users.service.js';
import { UsersService } from '../users/users.service.js';
import type { User } from '../users/users.types.js';
import { AuthErrors, noTryError, wrongGuessError } from './auth.errors.js';
import type { AuthPayload, OtpSentPayload } from './dto/auth.objects.js';
import type { LoginInput, SignUpInput, VerifyOtpInput } from './dto/auth.inputs.js';
import { OtpRepository } from './otp.repository.js';
import { LegalService } from '../legal/legal.service.js';
import { ConsentSource } from '../legal/legal.types.js';
import { LoginProtection, STAFF_NOTICE_FROM } from './login-protection.js';
import { SecretChecks } from './secret-checks.js';
import type { PendingDetails } from './otp.schema.js';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { newToken, OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS } from './otp.rules.js';

const STAFF = new Set<Role>([Role.Admin, Role.SuperAdmin]);

/**
 * Sign-up with e-mail OTP, login and admin login (spec /signup, /otp_verification,
 * /login, /admin). Every entry point is rate limited per IP by `@RateLimit('auth')` on its resolver.
 */
@Injectable()
export class AuthService {
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly users: UsersService,
    private readonly otps: OtpRepository,
    private readonly jwt: JwtService,
    private readonly mailer: MailerService,
    private readonly protection: LoginProtection,
    private readonly secrets: SecretChecks,
    private readonly legal: LegalService,
  ) {}

  /**
   * Creates an unverified account and e-mails a 6-digit code (valid 10 minutes), bound to the
   * returned `verificationToken`. Signing up again with a still-unverified e-mail changes nothing on
   * the account: the new details travel with the new code and apply only when it is verified with
   * that token. The answer (message, status, and time: the password is hashed on every path) is the
   * same whether or not the e-mail or the phone number is already registered (docs/decisions/0039-try-limits-exact-under-concurrency-no-account.md): the
   * owner of an existing e-mail is told by e-mail instead; when the phone number belongs to another
   * account, its owner is told and the address entered gets an e-mail saying the number is taken, with
   * no code. A new account takes `language` (the request's) for its e-mails.
   * The legal versions accepted on the form (`acceptedLegal`) must be those in force; they travel with the
   * code and are recorded as the customer's consents when it is verified.
   * @throws VALIDATION_FAILED (phoneNo) for a malformed number; TERMS_CHANGED; OTP_RESEND_TOO_SOON (a code went to
   *   this e-mail under a minute ago); RATE_LIMITED.
   */
  async signUp(input: SignUpInput, language: Language = Language.en): Promise<OtpSentPayload> {
    const phoneNo = normalizePhone(input.phoneNo);
    if (!phoneNo) throw CommonErrors.validation({ phoneNo: 'Invalid phone number' });
    const legal = input.acceptedLegal?.length ? input.acceptedLegal.map((a) => ({ kind: a.kind, version: a.version })) : undefined;
    if (legal) await this.legal.assertCurrent(legal);
    // Hashed on every path, so an existing e-mail answers in the same time as a new one.
    const passwordHash = await hashPassword(input.password);
    const matches = await this.users.findByEmailOrPhone(input.email, phoneNo);
    const byEmail = matches.find((u) => u.email === input.email);
    const phoneOwner = matches.find((u) => u.phoneNo === phoneNo && u.email !== input.email);
    if (byEmail?.emailVerified) {
      this.mailer.sendAfterAnswer('signUpWithYourEmail', byEmail, {});
      return this.decoyOtp(input.email, { fullName: input.fullName, phoneNo, passwordHash }, language);
    }
    if (phoneOwner) {
      // Same answer as for a free number; the two people concerned learn it by e-mail only, each in
      // their language: the owner's account's, and the request's for the address entered.
      this.mailer.sendAfterAnswer('signUpWithYourPhone', phoneOwner, {});
      this.mailer.sendAfterAnswer('phoneNumberTaken', { email: input.email, fullName: input.fullName, language }, {});
      return this.decoyOtp(input.email, { fullName: input.fullName, phoneNo, passwordHash }, language);
    }
    const pending: PendingDetails = {
      fullName: input.fullName,
      phoneNo,
      passwordHash,
      ...(legal ? { legal, legalAcceptedAt: new Date() } : {}),
    };
    const user = byEmail ?? (await this.createOrFindRace(input, pending, language));
    if (!user) return this.decoyOtp(input.email, pending, language);
    const token = newToken();
    if (!user.emailVerified) await this.issueOtp(user, token, pending);
    return this.otpSentPayload(input.email, token, language);
  }

  /**
   * The answer to a sign-up that sends no code (the e-mail or the phone number is taken): a token bound to
   * a decoy pending code (random owner, a code no one was sent, the same writes as a real code), so
   * guesses with that token are counted and answered exactly as for a real pending account.
   */
  private async decoyOtp(email: string, pending: PendingDetails, language: Language): Promise<OtpSentPayload> {
    const token = newToken();
    await this.otps.storeDecoy({
      codeHash: this.hmac(`decoy:${newToken()}`),
      tokenHash: this.hmac(`token:${token}`),
      pending,
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
    return this.otpSentPayload(email, token, language);
  }

  /**
   * Sends a fresh code to a pending account (at most once per 60 s), for the holder of the token its
   * current code is bound to; the token and pending details stay. Same answer otherwise.
   */
  async resendOtp(email: string, verificationToken: string): Promise<OtpSentPayload> {
    const user = await this.users.findByEmail(email);
    const otp = user && !user.emailVerified ? await this.otps.findForUser(user._id) : null;
    if (user && otp && otp.tokenHash === this.hmac(`token:${verificationToken}`)) {
      await this.issueOtp(user, verificationToken, otp.pending);
    }
    return this.otpSentPayload(email, verificationToken);
  }

  /**
   * Checks the code: single use, 10-minute validity, locked after 5 wrong tries. The tries belong to the
   * holder of `verificationToken`: a guess with any other token takes none and answers OTP_INVALID.
   * Activates the account and signs the user in. Answers (words and work) are the same for a decoy code
   * (a sign-up with a taken e-mail or phone) as for a real one.
   * @throws OTP_INVALID, OTP_EXPIRED, OTP_LOCKED, RATE_LIMITED
   */
  async verifyOtp(input: VerifyOtpInput): Promise<AuthPayload> {
    const user = await this.users.findByEmail(input.email);
    return this.checkOtp(user, input);
  }

  /**
   * One atomic bounded `$inc` takes this guess's try before the code is compared, so parallel guesses on
   * any number of instances compare at most 5 codes; only a matching guess deletes the code (single use).
   */
  private async checkOtp(user: User | null, input: VerifyOtpInput): Promise<AuthPayload> {
    const now = new Date();
    const taken = await this.otps.takeTry(this.hmac(`token:${input.verificationToken}`), OTP_MAX_ATTEMPTS, now);
    if (!taken.doc) {
      throw noTryError(taken.reason, { invalid: AuthErrors.otpInvalid, locked: AuthErrors.otpLocked, expired: AuthErrors.otpExpired });
    }
    const otp = taken.doc;
    const matches = this.secrets.digests([[otp.codeHash, this.hashOtp(otp.userId, input.code)]]);
    const owner = user && !user.emailVerified && user._id.equals(otp.userId) ? user : null;
    const consumed = matches && owner ? await this.otps.consume(otp._id, otp.codeHash) : null;
    if (!consumed || !owner) throw wrongGuessError(otp.attempts, OTP_MAX_ATTEMPTS, AuthErrors.otpInvalid, AuthErrors.otpLocked);
    let activated: User | null;
    try {
      const { fullName, phoneNo, passwordHash } = consumed.pending;
      activated = await this.users.activate(owner._id, { fullName, phoneNo, passwordHash });
    } catch (err) {
      if (isDuplicateKeyError(err)) {
        throw CommonErrors.validation({ phoneNo: 'This phone number is already registered. Log in or use another number.' });
      }
      throw err;
    }
    if (!activated) throw AuthErrors.otpInvalid();
    const { legal, legalAcceptedAt } = consumed.pending;
    if (legal?.length) await this.legal.record(activated._id, legal, ConsentSource.SignUp, legalAcceptedAt ?? new Date());
    return this.session(activated);
  }

  /**
   * Signs in with e-mail or phone and password from `ip`. Protection (login-protection.ts): 5
   * consecutive wrong passwords block that identifier from that IP for 15 minutes (the account stays
   * open to everyone else); an IP gets 100 failures a day; an account 300 an hour from all addresses.
   * Unknown accounts are answered and timed exactly like wrong passwords (a hash is checked on every path).
   * A staff account's `securityNotice` is in `lang` (the request's).
   * @throws INVALID_CREDENTIALS, ACCOUNT_LOCKED (423, "try again in N minutes"), EMAIL_NOT_VERIFIED, RATE_LIMITED
   */
  login(input: LoginInput, ip = 'unknown', lang: Language = Language.en): Promise<AuthPayload> {
    return this.authenticate(input, ip, () => true, lang);
  }

  /** As {@link login}, for the /admin screen: only admin and super_admin; others get INVALID_CREDENTIALS. */
  adminLogin(input: LoginInput, ip = 'unknown', lang: Language = Language.en): Promise<AuthPayload> {
    return this.authenticate(input, ip, (u) => STAFF.has(u.role), lang);
  }

  /**
   * Each try first takes a slot on every login counter (one atomic `$inc` each in the shared store);
   * only a try that got its slots compares the password, so parallel guesses through any number of
   * instances compare at most 5 passwords per account and address: 4 INVALID_CREDENTIALS, then
   * ACCOUNT_LOCKED for the 5th wrong one and every try that found no slot.
   */
  private async authenticate(input: LoginInput, ip: string, allowed: (u: User) => boolean, lang: Language): Promise<AuthPayload> {
    const found = await this.findByIdentifier(input.identifier);
    const user = found?.active ? found : null;
    const accountKey = user ? user._id.toString() : `unknown:${input.identifier.trim().toLowerCase()}`;
    const gate = await this.protection.reserve(ip, accountKey);
    if (!gate.allowed) throw AuthErrors.accountLocked(Math.ceil(gate.retryAfterSeconds / 60));
    const matches = await this.secrets.password(user?.passwordHash ?? (await this.getDummyHash()), input.password);
    if (!user || !matches) {
      const wait = await this.protection.recordFailure(ip, accountKey, gate.slot);
      if (wait !== null) throw AuthErrors.accountLocked(Math.ceil(wait / 60));
      throw AuthErrors.invalidCredentials();
    }
    if (!allowed(user)) throw AuthErrors.invalidCredentials();
    const failuresSinceLastLogin = await this.protection.recordSuccess(ip, accountKey, gate.slot);
    if (!user.emailVerified) {
      // The password was right: send a code bound to a new token for this person, or, inside the
      // resend window, hand them the code already sent.
      const token = newToken();
      const pending: PendingDetails = { fullName: user.fullName, phoneNo: user.phoneNo, passwordHash: user.passwordHash };
      try {
        await this.issueOtp(user, token, pending);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        await this.otps.rebind(user._id, this.hmac(`token:${token}`), pending);
      }
      throw AuthErrors.emailNotVerified(token);
    }
    const notice =
      STAFF.has(user.role) && failuresSinceLastLogin >= STAFF_NOTICE_FROM
        ? translateMessage(
            `There were ${failuresSinceLastLogin} failed sign-in attempts on your account since your last sign-in. If they were not yours, change your password.`,
            lang,
          )
        : null;
    return this.session(user, notice);
  }

  private async findByIdentifier(identifier: string): Promise<User | null> {
    if (identifier.includes('@')) return this.users.findByEmail(identifier);
    const phone = normalizePhone(identifier);
    return phone ? this.users.findByPhone(phone) : null;
  }

  private async createOrFindRace(input: SignUpInput, details: PendingDetails, language: Language): Promise<User | null> {
    try {
      return await this.users.create({
        fullName: details.fullName,
        phoneNo: details.phoneNo,
        passwordHash: details.passwordHash,
        email: input.email,
        role: Role.User,
        language,
      });
    } catch (err) {
      // A concurrent sign-up with the same e-mail or phone won the unique index: answer as for an existing account.
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  private async issueOtp(user: User, token: string, pending: PendingDetails): Promise<void> {
    const now = new Date();
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const stored = await this.otps.replace(
      user._id,
      {
        codeHash: this.hashOtp(user._id, code),
        tokenHash: this.hmac(`token:${token}`),
        pending,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      },
      now,
      new Date(now.getTime() - OTP_RESEND_MS),
    );
    if (!stored) {
      const previous = await this.otps.findForUser(user._id);
      const wait = previous ? Math.ceil((previous.sentAt.getTime() + OTP_RESEND_MS - now.getTime()) / 1000) : OTP_RESEND_MS / 1000;
      throw AuthErrors.resendTooSoon(Math.max(wait, 1));
    }
    this.mailer.sendAfterAnswer('verificationCode', user, { code, minutes: OTP_TTL_MS / 60_000 }, [], { code });
  }

  private hashOtp(userId: Types.ObjectId, code: string): string {
    return this.hmac(`${userId.toString()}:${code}`);
  }

  private hmac(value: string): string {
    return codeDigest(this.cfg, value);
  }

  /**
   * A new signed-in session for `user` as stored now (its current `tokenVersion`): the HS256 access
   * token, its lifetime in seconds and the user. Used by the profile's password change,
   * which bumps the version first so only this new token and no older one works.
   */
  sessionFor(user: User): Promise<AuthPayload> {
    return this.session(user);
  }

  private async session(user: User, securityNotice: string | null = null): Promise<AuthPayload> {
    const accessToken = await this.jwt.signAsync(
      { sub: user._id.toString(), role: user.role, tv: user.tokenVersion },
      { jwtid: randomBytes(16).toString('base64url') },
    );
    const { exp, iat } = this.jwt.decode<{ exp: number; iat: number }>(accessToken);
    return { accessToken, expiresIn: exp - iat, user: toUserObject(user), securityNotice };
  }

  private otpSentPayload(email: string, verificationToken: string, lang: Language = Language.en): OtpSentPayload {
    return {
      verificationToken,
      message: translateMessage(`If ${email} can be used, we have sent a 6-digit code to it. Enter it to activate your account.`, lang),
      email,
      resendAfterSeconds: OTP_RESEND_MS / 1000,
    };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
    return this.dummyHash;
  }
}
