import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import type { AuthUser } from './current-user.decorator.js';
import { TOKEN_VALIDATOR, type TokenValidator } from './token-validator.js';

/** Claims in our access tokens: subject (user id), role and the user's token version. */
export interface AccessTokenClaims {
  sub: string;
  role: string;
  tv: number;
}

/**
 * Reads `Authorization: Bearer <jwt>` (spec section 7), accepting only HS256 and unexpired tokens,
 * and checks with the user store that the account still exists and the token version is current
 * (a password change bumps it, so other sessions' tokens stop working).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) cfg: AppConfig, @Inject(TOKEN_VALIDATOR) private readonly tokens: TokenValidator) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: cfg.JWT_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    return (await this.tokens.validate(claims)) ?? false;
  }
}
