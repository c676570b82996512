import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';

/** The collection every instance's counters live in (one document per key; TTL index on `expire`). */
export const RATE_LIMIT_COLLECTION = 'rate_limits';

/** Budget of one limiter: `points` per `duration` seconds; `blockDuration` seconds of block once spent. */
export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

/** The subset of rate-limiter-flexible's API the app uses, on counters shared by every instance. */
export interface SharedLimiter {
  /** Spends `points` (default 1) of `key`'s budget. @throws RateLimiterRes when the budget is spent. */
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  /** The key's current counter, or null when it has none. */
  get(key: string): Promise<RateLimiterRes | null>;
  /** Adds `points` without refusing (a failure counted after the fact). */
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
  /** Blocks `key` for `seconds`. */
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  /** Forgets `key`'s counter (e.g. after a successful login). */
  delete(key: string): Promise<boolean>;
}

/**
 * Rate limiters whose counters live in the app's MongoDB (rate-limiter-flexible's `RateLimiterMongo`,
 * collection {@link RATE_LIMIT_COLLECTION} with its TTL clean-up), so every app instance on one
 * database spends the same budget. Each counter is one atomic `findOneAndUpdate` with `$inc`.
 * The native driver handle is taken lazily, because the Mongoose connection opens lazily.
 */
@Injectable()
export class SharedLimiters {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** A limiter with these options; cheap to create, shares the collection with all others. */
  create(options: LimiterOptions): SharedLimiter {
    let limiter: RateLimiterMongo | undefined;
    const get = async (): Promise<RateLimiterMongo> => {
      if (limiter) return limiter;
      await this.connection.asPromise();
      limiter ??= new RateLimiterMongo({
        storeClient: this.connection.db!,
        tableName: RATE_LIMIT_COLLECTION,
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.duration,
        blockDuration: options.blockDuration ?? 0,
      });
      return limiter;
    };
    return {
      consume: async (key, points = 1) => (await get()).consume(key, points),
      get: async (key) => (await get()).get(key),
      penalty: async (key, points = 1) => (await get()).penalty(key, points),
      block: async (key, seconds) => (await get()).block(key, seconds),
      delete: async (key) => (await get()).delete(key),
    };
  }
}

export { RateLimiterRes };
