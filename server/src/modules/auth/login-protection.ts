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

/** How long a successful sign-in from an address keeps that address trusted for its account, in seconds. */
export const KNOWN_ADDRESS_S = 30 * 24 * 3600;

/**
 * What a sign-in attempt may do: compare the password (holding a slot on each counter, see
 * {@link LoginProtection.reserve}), or wait this many seconds.
 */
export type LoginGate = { allowed: true; slot: LoginSlot } | { allowed: false; retryAfterSeconds: number };

/** The counters one allowed try holds a slot on, and whether that slot was a budget's last. */
export interface LoginSlot {
  pairLast: boolean;
  ipLast: boolean;
  /** Null when the account-wide budget was spent and the try goes on because its address is trusted. */
  account: { last: boolean } | null;
}

/**
 * Login protection after rate-limiter-flexible's "login endpoint protection" pattern, on the shared
 * database store (every instance counts together):
 * - consecutive failures per account + IP (e-mail and phone count together): that pair is blocked,
 *   not the account for everyone;
 * - a slower daily budget of failures per IP;
 * - a high account-wide budget that only a crowd of addresses can reach; an address that signed in
 *   to the account before (trusted for {@link KNOWN_ADDRESS_S}) is not held by it, so a crowd cannot
 *   keep the owner out of their own account from their own address.
 * Each try takes its slot on every counter with one atomic `$inc` before the password is compared, so
 * parallel guesses through any number of instances get exactly the budget's comparisons.
 * Unknown identifiers are counted the same way as known ones, so the answers do not reveal which exist.
 */
@Injectable()
export class LoginProtection {
  private readonly pair: SharedLimiter;
  private readonly perIp: SharedLimiter;
  private readonly perAccount: SharedLimiter;
  private readonly sinceLastLogin: SharedLimiter;
  private readonly knownAddress: SharedLimiter;

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
    // Account + address pairs that signed in successfully; a key exists while the address is trusted.
    this.knownAddress = limiters.create({ keyPrefix: 'login-known', points: 1, duration: KNOWN_ADDRESS_S });
  }

  /**
   * Takes one slot on each counter for a try of `accountKey` from `ip` (one atomic `$inc` each, in
   * parallel) before any password is compared. When a counter refuses, the slots taken on the others are
   * given back and the try is refused; nothing is compared. `accountKey` is the account's id when it
   * exists, else the normalised identifier.
   */
  async reserve(ip: string, accountKey: string): Promise<LoginGate> {
    const pk = pairKey(accountKey, ip);
    const [pair, perIp, perAccount, known] = await Promise.all([
      take(this.pair, pk),
      take(this.perIp, ip),
      take(this.perAccount, accountKey),
      this.knownAddress.get(pk),
    ]);
    const accountPasses = perAccount.ok || known !== null;
    if (pair.ok && perIp.ok && accountPasses) {
      return {
        allowed: true,
        slot: { pairLast: pair.last, ipLast: perIp.last, account: perAccount.ok ? { last: perAccount.last } : null },
      };
    }
    await Promise.all([
      pair.ok && this.pair.reward(pk),
      perIp.ok && this.perIp.reward(ip),
      perAccount.ok && this.perAccount.reward(accountKey),
    ]);
    const waits = [pair, perIp, perAccount].flatMap((t) => (t.ok ? [] : [t.wait]));
    return { allowed: false, retryAfterSeconds: Math.max(...waits) };
  }

  /**
   * A wrong password on a reserved `slot`: it stays counted; a slot that was a budget's last blocks that
   * key (so the 5th of 5 failures already answers locked). Counts it for the staff notice.
   * @returns seconds to wait when this failure used up a budget (the caller answers locked), else null.
   */
  async recordFailure(ip: string, accountKey: string, slot: LoginSlot): Promise<number | null> {
    const blocks: [SharedLimiter, string, number][] = [];
    if (slot.pairLast) blocks.push([this.pair, pairKey(accountKey, ip), PAIR_BLOCK_S]);
    if (slot.ipLast) blocks.push([this.perIp, ip, 24 * 3600]);
    if (slot.account?.last) blocks.push([this.perAccount, accountKey, PAIR_BLOCK_S]);
    await Promise.all([...blocks.map(([limiter, key, s]) => limiter.block(key, s)), this.sinceLastLogin.penalty(accountKey)]);
    return blocks.length ? Math.max(...blocks.map(([, , s]) => s)) : null;
  }

  /**
   * A successful sign-in on a reserved `slot`: forgets the pair's consecutive failures and the failures
   * since the last sign-in, gives back the slot on the daily and account-wide budgets (they count
   * failures), and trusts this address for the account.
   * @returns how many wrong passwords were tried on the account since its last sign-in.
   */
  async recordSuccess(ip: string, accountKey: string, slot: LoginSlot): Promise<number> {
    const pk = pairKey(accountKey, ip);
    const since = await this.sinceLastLogin.get(accountKey);
    await Promise.all([
      this.pair.delete(pk),
      this.sinceLastLogin.delete(accountKey),
      this.perIp.reward(ip),
      slot.account && this.perAccount.reward(accountKey),
      this.knownAddress.delete(pk).then(() => this.knownAddress.penalty(pk)),
    ]);
    return since?.consumedPoints ?? 0;
  }
}

/** The account (its id, or the unknown identifier) from one address: e-mail and phone share it. */
function pairKey(accountKey: string, ip: string): string {
  return `${accountKey}_${ip}`;
}

type Taken = { ok: true; last: boolean } | { ok: false; wait: number };

/** Takes one point of `key`'s budget (one atomic `$inc`): whether it was the last one, or the seconds to wait. */
async function take(limiter: SharedLimiter, key: string): Promise<Taken> {
  try {
    const res = await limiter.consume(key);
    return { ok: true, last: res.remainingPoints === 0 };
  } catch (res) {
    if (res instanceof RateLimiterRes) return { ok: false, wait: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    throw res;
  }
}
