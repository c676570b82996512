import type { AuthUser } from './current-user.decorator.js';
import type { AccessTokenClaims } from './jwt.strategy.js';

/** Injection token for the service that turns token claims into the current caller. */
export const TOKEN_VALIDATOR = Symbol('TOKEN_VALIDATOR');

/** Implemented by the users module: `null` when the account is gone, inactive or the token is stale. */
export interface TokenValidator {
  validate(claims: AccessTokenClaims): Promise<AuthUser | null>;
}
