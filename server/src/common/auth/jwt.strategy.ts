import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import type { AuthUser } from './current-user.decorator.js';
import { TOKEN_VALIDATOR, type TokenValidator } from './token-validator.js';

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

/**
 * Reads `Authorization: Bearer <jwt>` (spec section 7), accepting only HS256 and unexpired tokens
 * (verified with one secret KeyObject made at start-up),
 * and checks with the token validator that the account still exists, the token version is current
 * (a password change or "sign out everywhere" bumps it) and the token was not signed out.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) cfg: AppConfig,
    @Inject(TOKEN_VALIDATOR) private readonly tokens: TokenValidator,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A secret KeyObject, not the string: given a string, jsonwebtoken first tries it as a PEM public
      // key (crypto.createPublicKey, which throws) on every verification.
      secretOrKey: createSecretKey(Buffer.from(cfg.JWT_SECRET, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    return (await this.tokens.validate(claims)) ?? false;
  }
}
