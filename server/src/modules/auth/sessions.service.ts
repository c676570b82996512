import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import type { AccessTokenClaims } from '../../common/auth/token-validator.js';
import type { TokenValidator } from '../../common/auth/token-validator.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { ChangeCounterRepository } from '../../common/versions/change-counters.repository.js';
import { UsersService } from '../users/users.service.js';
import { RevokedTokenRepository } from './revoked-tokens.repository.js';
import { OtpRepository } from './otp.repository.js';
import { PasswordResetRepository } from './password-reset.repository.js';
import type { Types } from 'mongoose';

/** How long this instance keeps a token's verdict while the shared `sessions` counter has not moved (ms). */
export const TOKEN_VERDICT_TTL_MS = 5_000;
/** Most token verdicts kept; the oldest goes first beyond it. */
export const TOKEN_VERDICT_MAX = 10_000;

interface Verdict {
  user: AuthUser;
  sub: string;
  tv: number;
  counter: number;
  expiresAt: number;
}

/**
 * Signed-in sessions (ASVS 3.3): the access guard's token check, logout of one token and
 * "sign out everywhere". A token is accepted only when it carries a `jti` that is not on the
 * shared denylist and the account accepts it (active, verified, current token version).
 *
 * Verdicts are kept per instance for {@link TOKEN_VERDICT_TTL_MS}, but only while the shared `sessions`
 * change counter is the one read before the verdict was made: every write that can refuse a token
 * (logout, sign out everywhere, password change or reset, deactivation) moves that counter on after it
 * is stored, and each request reads the counter afresh (one coalesced read shared by the requests in
 * flight, see FreshRead), so a revocation takes effect on every instance at once.
 */
@Injectable()
export class SessionsService implements TokenValidator {
  private readonly verdicts = new Map<string, Verdict>();

  constructor(
    private readonly users: UsersService,
    private readonly revoked: RevokedTokenRepository,
    private readonly counters: ChangeCounterRepository,
    private readonly otps: OtpRepository,
    private readonly resets: PasswordResetRepository,
  ) {}

  /** The caller for these claims, or null (unknown, inactive, stale or signed-out token). */
  async validate(claims: AccessTokenClaims): Promise<AuthUser | null> {
    if (typeof claims.jti !== 'string' || !claims.jti || typeof claims.exp !== 'number') return null;
    const session = { jti: claims.jti, exp: claims.exp };
    // Read before the account and the denylist: a revocation stored after this read moves the counter
    // past the value kept with the verdict.
    const counter = await this.counters.current('sessions');
    const now = Date.now();
    const kept = this.verdicts.get(claims.jti);
    if (kept && kept.counter === counter && kept.expiresAt > now && kept.sub === claims.sub && kept.tv === claims.tv) {
      return { ...kept.user, session };
    }
    const [user, revoked] = await Promise.all([this.users.validate(claims), this.revoked.isRevoked(claims.jti)]);
    if (!user || revoked) {
      this.verdicts.delete(claims.jti);
      return null;
    }
    this.keep(claims.jti, {
      user: { id: user.id, role: user.role },
      sub: claims.sub,
      tv: claims.tv,
      counter,
      expiresAt: now + TOKEN_VERDICT_TTL_MS,
    });
    return { ...user, session };
  }

  /**
   * Signs out the token the caller used: its `jti` is denylisted until the token expires, for every
   * instance. Idempotent. @returns true.
   */
  async logout(caller: AuthUser): Promise<boolean> {
    if (!caller.session) throw CommonErrors.unauthenticated();
    await this.revoked.revoke(caller.session.jti, new Date(caller.session.exp * 1000));
    this.verdicts.delete(caller.session.jti);
    await this.counters.bump('sessions');
    return true;
  }

  /**
   * Signs out every session of the caller, this one included: the account's token version moves on,
   * so every token issued before stops working at once. @returns true.
   */
  async logoutEverywhere(caller: AuthUser): Promise<boolean> {
    await this.users.bumpTokenVersion(caller.id);
    if (caller.session) {
      await this.revoked.revoke(caller.session.jti, new Date(caller.session.exp * 1000));
      await this.counters.bump('sessions');
    }
    return true;
  }

  /**
   * The account is being closed: deletes its pending sign-up and reset codes (they hold the details typed
   * with them) and signs out the token the caller used (the account's token version was already moved on,
   * which refuses every other token).
   */
  async forgetAccount(userId: Types.ObjectId, caller?: AuthUser): Promise<void> {
    await Promise.all([this.otps.deleteForUser(userId), this.resets.deleteForUser(userId)]);
    if (caller?.session && caller.id === userId.toString()) {
      await this.revoked.revoke(caller.session.jti, new Date(caller.session.exp * 1000));
      this.verdicts.delete(caller.session.jti);
      await this.counters.bump('sessions');
    }
  }

  private keep(jti: string, verdict: Verdict): void {
    this.verdicts.delete(jti);
    if (this.verdicts.size >= TOKEN_VERDICT_MAX) {
      const oldest = this.verdicts.keys().next().value;
      if (oldest !== undefined) this.verdicts.delete(oldest);
    }
    this.verdicts.set(jti, verdict);
  }
}
