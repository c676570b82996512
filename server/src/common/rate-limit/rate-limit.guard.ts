import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { CommonErrors } from '../errors/app-error.js';
import { requestOf } from '../http/request-of.js';
import { RATE_LIMIT_KEY, type RateLimitBucket } from './rate-limit.decorator.js';
import { RateLimiterRes, SharedLimiters, type SharedLimiter } from './shared-limiters.js';

/**
 * Global guard behind {@link RateLimit}: one limiter per bucket, keyed by client IP, with its counters
 * in the shared database store ({@link SharedLimiters}), so N instances spend one budget.
 * Handlers without the decorator pass untouched.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters: Record<RateLimitBucket, SharedLimiter>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) cfg: AppConfig,
    limiters: SharedLimiters,
  ) {
    this.limiters = {
      auth: limiters.create({ keyPrefix: 'auth', points: cfg.AUTH_RATE_LIMIT_PER_MINUTE, duration: 60 }),
      forms: limiters.create({ keyPrefix: 'forms', points: cfg.FORMS_RATE_LIMIT_PER_MINUTE, duration: 60 }),
      codes: limiters.create({ keyPrefix: 'codes', points: cfg.CODES_RATE_LIMIT_PER_MINUTE, duration: 60 }),
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
