import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { RateLimiterRes, SharedLimiters, type SharedLimiter } from '../../common/rate-limit/shared-limiters.js';
import { MailerService } from '../notifications/mailer.service.js';
import { UsersService } from '../users/users.service.js';
import { AuthErrors, noTryError, wrongGuessError } from './auth.errors.js';
import { SecretChecks } from './secret-checks.js';
import { hashPassword } from '../../common/auth/passwords.js';
import { codeDigest } from '../../common/auth/signing-keys.js';
import type { ResetPasswordInput } from './dto/auth.inputs.js';
import { PasswordResetRepository } from './password-reset.repository.js';

export const RESET_TTL_MS = 30 * 60_000;
export const RESET_MAX_ATTEMPTS = 5;
/** Reset e-mails per address: 3 per 15 minutes, whether or not the address has an account. */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUEST_WINDOW_S = 15 * 60;

/** The answer to every reset request, so it never tells whether the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this e-mail, we have sent a 6-digit code and a reset link to it. They are valid for 30 minutes.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Please log in with your new password.';

/**
 * Forgot / reset password (docs/decisions/0016-back-office-completeness.md "Password reset"). A request e-mails (the MJML
 * `passwordReset` template: HTML and plain text) a 6-digit code and a single-use link token, both stored only as HMAC-SHA256, valid 30 minutes, 5 wrong tries; either
 * one proves the reset. Requests are rate limited per IP (`@RateLimit('auth')`) and per e-mail
 * address (shared counters), and answer the same whether or not the account exists.
 */
@Injectable()
export class PasswordResetService {
  private readonly perEmail: SharedLimiter;

  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly users: UsersService,
    private readonly resets: PasswordResetRepository,
    private readonly mailer: MailerService,
    private readonly secrets: SecretChecks,
    limiters: SharedLimiters,
  ) {
    this.perEmail = limiters.create({ keyPrefix: 'password-reset', points: RESET_REQUESTS_PER_EMAIL, duration: RESET_REQUEST_WINDOW_S });
  }

  /**
   * Sends a code and link to `email` when it belongs to an active, verified account (a new request
   * replaces the previous code). Same message, writes and time otherwise: a decoy reset (a code no one
   * is sent) is stored instead, so later wrong guesses are answered alike, and the mail itself goes out
   * only after the answer (`MailerService.sendAfterAnswer`).
   * @returns {@link RESET_REQUESTED_MESSAGE}
   * @throws RATE_LIMITED (more than 3 requests for this address in 15 minutes, or the IP budget)
   */
  async request(email: string): Promise<string> {
    try {
      await this.perEmail.consume(email);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw CommonErrors.rateLimited(Math.ceil(res.msBeforeNext / 1000));
      throw res;
    }
    const user = await this.users.findByEmail(email);
    const eligible = user && user.active && user.emailVerified ? user : null;
    const owner = user?._id ?? this.decoyOwner(email);
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const token = randomBytes(24).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
    // The same writes whether or not a mail goes out; a decoy's code and token are never sent, so never match.
    await this.resets.replace(owner, {
      codeHash: eligible ? this.codeHash(owner, code) : this.hmac(`reset-decoy:${token}`),
      tokenHash: this.tokenHash(eligible ? token : randomBytes(24).toString('base64url')),
      sentAt: now,
      expiresAt,
      discardAt: eligible ? undefined : expiresAt,
    });
    if (eligible) {
      const link = `${this.cfg.PUBLIC_URL}/reset-password?email=${encodeURIComponent(eligible.email)}&token=${token}`;
      this.mailer.sendAfterAnswer('passwordReset', eligible, { code, link, minutes: RESET_TTL_MS / 60_000 }, [], { code, token });
    }
    return RESET_REQUESTED_MESSAGE;
  }

  /**
   * Sets a new password with the e-mailed code or link token. Single use; 5 wrong tries lock the
   * reset, each taken with one atomic write before the guess is compared (parallel guesses compare at
   * most 5); success bumps the account's `tokenVersion` so every existing session is signed out. Wrong
   * guesses after a request are answered alike ("N attempts left") whether or not the address has an account.
   * @returns {@link RESET_DONE_MESSAGE}
   * @throws RESET_INVALID (wrong or missing proof, no request), RESET_EXPIRED, RESET_LOCKED, RATE_LIMITED
   */
  async reset(input: ResetPasswordInput): Promise<string> {
    if (!input.code && !input.token) throw AuthErrors.resetInvalid();
    const user = await this.users.findByEmail(input.email);
    const owner = user?._id ?? this.decoyOwner(input.email);
    const taken = await this.resets.takeTry(owner, RESET_MAX_ATTEMPTS, new Date());
    if (!taken.doc) {
      throw noTryError(taken.reason, {
        invalid: AuthErrors.resetInvalid,
        locked: AuthErrors.resetLocked,
        expired: AuthErrors.resetExpired,
      });
    }
    const reset = taken.doc;
    const matches = this.secrets.digests([
      [reset.codeHash, input.code ? this.codeHash(owner, input.code) : undefined],
      [reset.tokenHash, input.token ? this.tokenHash(input.token) : undefined],
    ]);
    const consumed = matches && user ? await this.resets.consume(reset._id, reset.codeHash) : null;
    if (!consumed || !user) throw wrongGuessError(reset.attempts, RESET_MAX_ATTEMPTS, AuthErrors.resetInvalid, AuthErrors.resetLocked);
    const updated = await this.users.resetPassword(user._id, await hashPassword(input.password));
    if (!updated) throw AuthErrors.resetInvalid();
    return RESET_DONE_MESSAGE;
  }

  /** The decoy owner of `email`'s resets when no account has it: 24 hex digits of a keyed digest (no account's id). */
  private decoyOwner(email: string): string {
    return this.hmac(`reset-owner:${email.trim().toLowerCase()}`).slice(0, 24);
  }

  private codeHash(userId: Types.ObjectId | string, code: string): string {
    return this.hmac(`reset-code:${userId.toString()}:${code}`);
  }

  private tokenHash(token: string): string {
    return this.hmac(`reset-token:${token}`);
  }

  private hmac(value: string): string {
    return codeDigest(this.cfg, value);
  }
}
