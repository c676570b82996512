import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import type { AccessTokenClaims } from '../../common/auth/jwt.strategy.js';
import type { TokenValidator } from '../../common/auth/token-validator.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { UsersService } from '../users/users.service.js';
import { RevokedTokenRepository } from './revoked-tokens.repository.js';

/**
 * Signed-in sessions (ASVS 3.3): the access guard's token check, logout of one token and
 * "sign out everywhere". A token is accepted only when it carries a `jti` that is not on the
 * shared denylist and the account accepts it (active, verified, current token version).
 */
@Injectable()
export class SessionsService implements TokenValidator {
  constructor(
    private readonly users: UsersService,
    private readonly revoked: RevokedTokenRepository,
  ) {}

  /** The caller for these claims, or null (unknown, inactive, stale or signed-out token). */
  async validate(claims: AccessTokenClaims): Promise<AuthUser | null> {
    if (typeof claims.jti !== 'string' || !claims.jti || typeof claims.exp !== 'number') return null;
    const [user, revoked] = await Promise.all([this.users.validate(claims), this.revoked.isRevoked(claims.jti)]);
    if (!user || revoked) return null;
    return { ...user, session: { jti: claims.jti, exp: claims.exp } };
  }

  /**
   * Signs out the token the caller used: its `jti` is denylisted until the token expires, for every
   * instance. Idempotent. @returns true.
   */
  async logout(caller: AuthUser): Promise<boolean> {
    if (!caller.session) throw CommonErrors.unauthenticated();
    await this.revoked.revoke(caller.session.jti, new Date(caller.session.exp * 1000));
    return true;
  }

  /**
   * Signs out every session of the caller, this one included: the account's token version moves on,
   * so every token issued before stops working at once. @returns true.
   */
  async logoutEverywhere(caller: AuthUser): Promise<boolean> {
    await this.users.bumpTokenVersion(caller.id);
    if (caller.session) await this.revoked.revoke(caller.session.jti, new Date(caller.session.exp * 1000));
    return true;
  }
}
