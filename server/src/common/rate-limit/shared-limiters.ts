import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { isDuplicateKeyError, retryOnWriteConflict } from '../database/object-id.js';
import { MetricsService } from '../metrics/metrics.service.js';
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
  /** Gives `points` back (a slot taken by `consume` that turned out not to count): one atomic `$inc` of -points. */
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  /** Blocks `key` for `seconds`. */
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  /** Forgets `key`'s counter (e.g. after a successful login). */
  delete(key: string): Promise<boolean>;
}

/** Tries of one counter update that meets a transient write conflict. */
const CONFLICT_TRIES = 10;

/**
 * The store handle given to rate-limiter-flexible: the app's database, except that `findOneAndUpdate`
 * (the counter's one atomic upsert) behaves as on MongoDB whatever the server:
 * - a duplicate-key failure is reported as E11000: the limiter's upsert race recovery (two first
 *   requests for one key: one inserts, the other retries as an update) looks for code 11000, which
 *   DocumentDB reports as code 1 "violates exclusion constraint";
 * - a transient write conflict (DocumentDB: PostgreSQL "deadlock detected" when upserts race) is
 *   retried, as MongoDB retries its own write conflicts of single-document writes internally.
 */
function limiterStore(db: mongo.Db): Pick<mongo.Db, 'collection'> {
  return {
    collection: ((name: string) => {
      const collection = db.collection(name);
      return new Proxy(collection, {
        get(target, prop, receiver) {
          if (prop !== 'findOneAndUpdate') return Reflect.get(target, prop, receiver) as unknown;
          return async (...args: Parameters<mongo.Collection['findOneAndUpdate']>) => {
            try {
              return await retryOnWriteConflict(() => target.findOneAndUpdate(...args), CONFLICT_TRIES);
            } catch (err) {
              if (isDuplicateKeyError(err) && (err as { code?: unknown }).code !== 11000) {
                throw Object.assign(new Error((err as Error).message), { code: 11000 });
              }
              throw err;
            }
          };
        },
      });
    }) as mongo.Db['collection'],
  };
}

/**
 * Rate limiters whose counters live in the app's MongoDB (rate-limiter-flexible's `RateLimiterMongo`,
 * collection {@link RATE_LIMIT_COLLECTION} with its TTL clean-up), so every app instance on one
 * database spends the same budget. Each counter is one atomic `findOneAndUpdate` with `$inc`.
 * The native driver handle is taken lazily, because the Mongoose connection opens lazily.
 */
@Injectable()
export class SharedLimiters {
  /** The collection's indexes, created once before the first counter is written. */
  private indexes?: Promise<unknown>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly metrics: MetricsService,
  ) {}

  /**
   * Creates the unique `key` index (without it, the first burst of requests for a key on a fresh
   * database would each insert a counter of their own) and the TTL index on `expire`. Creating an index
   * that exists is a no-op, so a transient write conflict (DocumentDB: two instances creating them at
   * the same moment deadlock in PostgreSQL) is simply tried again.
   */
  private ensureIndexes(db: mongo.Db): Promise<unknown> {
    const collection = db.collection(RATE_LIMIT_COLLECTION);
    this.indexes ??= retryOnWriteConflict(
      () =>
        Promise.all([
          // The two-argument createIndex is deprecated only in the driver's types; MongoDB 7 and FerretDB take it.
          // eslint-disable-next-line @typescript-eslint/no-deprecated
          collection.createIndex({ key: 1 }, { unique: true }),
          // eslint-disable-next-line @typescript-eslint/no-deprecated
          collection.createIndex({ expire: -1 }, { expireAfterSeconds: 0 }),
        ]),
      CONFLICT_TRIES,
    ).catch((err: unknown) => {
      this.indexes = undefined;
      throw err;
    });
    return this.indexes;
  }

  /** A limiter with these options; cheap to create, shares the collection with all others. */
  create(options: LimiterOptions): SharedLimiter {
    let limiter: RateLimiterMongo | undefined;
    const get = async (): Promise<RateLimiterMongo> => {
      if (limiter) return limiter;
      await this.connection.asPromise();
      await this.ensureIndexes(this.connection.db!);
      limiter ??= new RateLimiterMongo({
        disableIndexesCreation: true,
        storeClient: limiterStore(this.connection.db!),
        tableName: RATE_LIMIT_COLLECTION,
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.duration,
        blockDuration: options.blockDuration ?? 0,
      });
      return limiter;
    };
    return {
      // A refusal is counted in `freshfuel_rate_limit_refusals_total{limiter=<keyPrefix>}`.
      consume: async (key, points = 1) => {
        try {
          return await (await get()).consume(key, points);
        } catch (err) {
          if (err instanceof RateLimiterRes) this.metrics.rateLimitRefused(options.keyPrefix);
          throw err;
        }
      },
      get: async (key) => (await get()).get(key),
      penalty: async (key, points = 1) => (await get()).penalty(key, points),
      reward: async (key, points = 1) => (await get()).reward(key, points),
      block: async (key, seconds) => (await get()).block(key, seconds),
      delete: async (key) => (await get()).delete(key),
    };
  }
}

export { RateLimiterRes };
