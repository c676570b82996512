import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from '../../common/auth/access.guard.js';
import { JwtStrategy } from '../../common/auth/jwt.strategy.js';
import { keyId } from '../../common/auth/signing-keys.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { UsersModule } from '../users/users.module.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { Otp, OtpSchema } from './otp.schema.js';
import { OtpRepository } from './otp.repository.js';
import { TOKEN_VALIDATOR } from '../../common/auth/token-validator.js';
import { AuthController } from './auth.controller.js';
import { RevokedToken, RevokedTokenSchema } from './revoked-token.schema.js';
import { RevokedTokenRepository } from './revoked-tokens.repository.js';
import { SessionsService } from './sessions.service.js';
import { LegalModule } from '../legal/legal.module.js';
import { LoginProtection } from './login-protection.js';
import { SecretChecks } from './secret-checks.js';
import { PasswordReset, PasswordResetSchema } from './password-reset.schema.js';
import { PasswordResetRepository } from './password-reset.repository.js';
import { PasswordResetService } from './password-reset.service.js';

/** Authentication and the global deny-by-default access guard. */
@Module({
  imports: [
    UsersModule,
    LegalModule,
    PassportModule,
    MongooseModule.forFeature([
      { name: Otp.name, schema: OtpSchema },
      { name: RevokedToken.name, schema: RevokedTokenSchema },
      { name: PasswordReset.name, schema: PasswordResetSchema },
    ]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (cfg: AppConfig) => ({
        secret: cfg.JWT_SECRET,
        signOptions: { algorithm: 'HS256', expiresIn: cfg.JWT_EXPIRES_IN as `${number}d`, keyid: keyId(cfg.JWT_SECRET) },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthResolver,
    OtpRepository,
    RevokedTokenRepository,
    LoginProtection,
    SecretChecks,
    SessionsService,
    JwtStrategy,
    PasswordResetService,
    PasswordResetRepository,
    { provide: TOKEN_VALIDATOR, useExisting: SessionsService },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, SessionsService],
})
export class AuthModule {}
