import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import type { AuthUser } from './current-user.decorator.js';
import { SigningKeys } from './signing-keys.js';
import { TOKEN_VALIDATOR, type AccessTokenClaims, type TokenValidator } from './token-validator.js';

/**
 * Reads `Authorization: Bearer <jwt>` (spec section 7), accepting only HS256 and unexpired tokens
 * signed with the key their header's `kid` names: the current `JWT_SECRET`, or `JWT_ACCEPTED_SECRET`
 * during a rotation (SigningKeys; an unknown `kid` or an unreadable header is refused),
 * and checks with the token validator that the account still exists, the token version is current
 * (a password change or "sign out everywhere" bumps it) and the token was not signed out.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) cfg: AppConfig,
    @Inject(TOKEN_VALIDATOR) private readonly tokens: TokenValidator,
  ) {
    const keys = new SigningKeys(cfg);
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: (_req: unknown, rawJwtToken: string, done: (err: Error | null, key?: string | Buffer) => void) => {
        let key: ReturnType<SigningKeys['forKid']> = null;
        try {
          key = keys.forKid(SigningKeys.headerKid(rawJwtToken));
        } catch {
          // An unreadable header: refused below like an unknown key.
        }
        // jsonwebtoken takes a KeyObject too (the typings name only strings and buffers).
        if (key) done(null, key as unknown as Buffer);
        else done(new Error('unknown signing key'));
      },
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    return (await this.tokens.validate(claims)) ?? false;
  }
}
