import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { CommonErrors } from '../errors/app-error.js';
import { requestOf } from '../http/request-of.js';
import { RATE_LIMIT_KEY, type RateLimitBucket } from './rate-limit.decorator.js';

/**
 * Global guard behind {@link RateLimit}: one in-memory limiter (rate-limiter-flexible) per bucket,
 * keyed by client IP. Handlers without the decorator pass untouched.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters: Record<RateLimitBucket, RateLimiterMemory>;

  constructor(private readonly reflector: Reflector, @Inject(APP_CONFIG) cfg: AppConfig) {
    this.limiters = {
      auth: new RateLimiterMemory({ keyPrefix: 'auth', points: cfg.AUTH_RATE_LIMIT_PER_MINUTE, duration: 60 }),
      forms: new RateLimiterMemory({ keyPrefix: 'forms', points: cfg.FORMS_RATE_LIMIT_PER_MINUTE, duration: 60 }),
      codes: new RateLimiterMemory({ keyPrefix: 'codes', points: cfg.CODES_RATE_LIMIT_PER_MINUTE, duration: 60 }),
    };
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.getAllAndOverride<RateLimitBucket | undefined>(RATE_LIMIT_KEY, [ctx.getHandler(), ctx.getClass()]);
    if (!bucket) return true;
    try {
      await this.limiters[bucket].consume(requestOf(ctx).ip ?? 'unknown');
      return true;
    } catch (res) {
      if (res instanceof RateLimiterRes) throw CommonErrors.rateLimited(Math.ceil(res.msBeforeNext / 1000));
      throw res;
    }
  }
}
