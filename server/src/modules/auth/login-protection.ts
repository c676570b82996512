import { Injectable } from '@nestjs/common';
import { RateLimiterRes, SharedLimiters, type SharedLimiter } from '../../common/rate-limit/shared-limiters.js';

/** Consecutive wrong passwords for one identifier from one IP before that pair is blocked. */
export const MAX_CONSECUTIVE_FAILS = 5;
/** How long a pair stays blocked once it reaches {@link MAX_CONSECUTIVE_FAILS}, in seconds. */
export const PAIR_BLOCK_S = 15 * 60;
/** Wrong passwords per IP per day (any identifiers) before that IP is blocked for a day. */
export const MAX_FAILS_PER_IP_PER_DAY = 100;
/**
 * Wrong passwords on one account per hour, from all addresses together, before the account is
 * blocked for 15 minutes. One address stops at {@link MAX_FAILS_PER_IP_PER_DAY} a day, so a single
 * stranger can never reach it; it stops a crowd of addresses guessing one account.
 */
export const MAX_FAILS_PER_ACCOUNT_PER_HOUR = 300;
/** Failures on a staff account since its last sign-in from which the next sign-in shows a notice. */
export const STAFF_NOTICE_FROM = 3;

/** What a sign-in attempt may do: go on, or wait this many seconds. */
export type LoginGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Login protection after rate-limiter-flexible's "login endpoint protection" pattern, on the shared
 * database store (every instance counts together):
 * - consecutive failures per account + IP (e-mail and phone count together): that pair is blocked,
 *   not the account for everyone;
 * - a slower daily budget of failures per IP;
 * - a high account-wide budget that only a crowd of addresses can reach.
 * Unknown identifiers are counted the same way as known ones, so the answers do not reveal which exist.
 */
@Injectable()
export class LoginProtection {
  private readonly pair: SharedLimiter;
  private readonly perIp: SharedLimiter;
  private readonly perAccount: SharedLimiter;
  private readonly sinceLastLogin: SharedLimiter;

  constructor(limiters: SharedLimiters) {
    this.pair = limiters.create({
      keyPrefix: 'login-pair',
      points: MAX_CONSECUTIVE_FAILS,
      duration: 24 * 3600,
      blockDuration: PAIR_BLOCK_S,
    });
    this.perIp = limiters.create({
      keyPrefix: 'login-ip-day',
      points: MAX_FAILS_PER_IP_PER_DAY,
      duration: 24 * 3600,
      blockDuration: 24 * 3600,
    });
    this.perAccount = limiters.create({
      keyPrefix: 'login-account',
      points: MAX_FAILS_PER_ACCOUNT_PER_HOUR,
      duration: 3600,
      blockDuration: PAIR_BLOCK_S,
    });
    // Counts failures between two successful sign-ins (for the staff notice); never blocks.
    this.sinceLastLogin = limiters.create({ keyPrefix: 'login-since-last', points: 1_000_000, duration: 30 * 24 * 3600 });
  }

  /**
   * Whether `identifier` may try a password from `ip` now (one read of each counter).
   * `accountKey` is the account's id when it exists, else the normalised identifier.
   */
  async check(identifier: string, ip: string, accountKey: string): Promise<LoginGate> {
    const [pair, perIp, perAccount] = await Promise.all([
      this.pair.get(pairKey(accountKey, ip)),
      this.perIp.get(ip),
      this.perAccount.get(accountKey),
    ]);
    const waits = [
      blockedFor(pair, MAX_CONSECUTIVE_FAILS),
      blockedFor(perIp, MAX_FAILS_PER_IP_PER_DAY),
      blockedFor(perAccount, MAX_FAILS_PER_ACCOUNT_PER_HOUR),
    ].filter((s): s is number => s !== null);
    return waits.length ? { allowed: false, retryAfterSeconds: Math.max(...waits) } : { allowed: true };
  }

  /**
   * Counts one wrong password on every counter (atomic `$inc`s).
   * @returns seconds to wait when this failure used up a budget (the caller answers locked), else null.
   */
  async recordFailure(identifier: string, ip: string, accountKey: string): Promise<number | null> {
    const results = await Promise.all([
      spend(this.pair, pairKey(accountKey, ip), PAIR_BLOCK_S),
      spend(this.perIp, ip, 24 * 3600),
      spend(this.perAccount, accountKey, PAIR_BLOCK_S),
      spend(this.sinceLastLogin, accountKey),
    ]);
    const waits = results.slice(0, 3).filter((s): s is number => s !== null);
    return waits.length ? Math.max(...waits) : null;
  }

  /**
   * A successful sign-in: forgets the pair's consecutive failures and the failures since the last
   * sign-in. @returns how many wrong passwords were tried on the account since its last sign-in.
   */
  async recordSuccess(identifier: string, ip: string, accountKey: string): Promise<number> {
    const since = await this.sinceLastLogin.get(accountKey);
    await Promise.all([this.pair.delete(pairKey(accountKey, ip)), this.sinceLastLogin.delete(accountKey)]);
    return since?.consumedPoints ?? 0;
  }
}

/** The account (its id, or the unknown identifier) from one address: e-mail and phone share it. */
function pairKey(accountKey: string, ip: string): string {
  return `${accountKey}_${ip}`;
}

/** Seconds left on a spent counter, or null while budget remains. */
function blockedFor(res: RateLimiterRes | null, points: number): number | null {
  if (!res || res.consumedPoints <= points) return null;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Spends one point; when that was the last one, blocks the key for `blockSeconds` (so the 5th of 5
 * failures already answers locked). @returns seconds to wait when the budget is now spent, else null.
 */
async function spend(limiter: SharedLimiter, key: string, blockSeconds?: number): Promise<number | null> {
  try {
    const res = await limiter.consume(key);
    if (blockSeconds === undefined || res.remainingPoints > 0) return null;
    await limiter.block(key, blockSeconds);
    return blockSeconds;
  } catch (res) {
    if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw res;
  }
}
