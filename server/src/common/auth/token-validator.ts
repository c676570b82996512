import type { AuthUser } from './current-user.decorator.js';

/**
 * Claims in our access tokens: subject (user id), role, the user's token version, the token's own
 * random id (`jti`, what logout denylists) and its expiry (`exp`, Unix seconds, set by the signer).
 */
export interface AccessTokenClaims {
  sub: string;
  role: string;
  tv: number;
  jti?: string;
  exp?: number;
}

/** Injection token for the service that turns token claims into the current caller. */
export const TOKEN_VALIDATOR = Symbol('TOKEN_VALIDATOR');

/** Implemented by the users module: `null` when the account is gone, inactive or the token is stale. */
export interface TokenValidator {
  validate(claims: AccessTokenClaims): Promise<AuthUser | null>;
}
