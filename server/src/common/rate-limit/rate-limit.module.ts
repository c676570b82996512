import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard } from './rate-limit.guard.js';
import { SharedLimiters } from './shared-limiters.js';

/** Registers {@link RateLimitGuard} globally and offers {@link SharedLimiters} to every module. */
@Global()
@Module({ providers: [SharedLimiters, { provide: APP_GUARD, useClass: RateLimitGuard }], exports: [SharedLimiters] })
export class RateLimitModule {}
