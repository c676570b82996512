import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { verifyPassword } from '../../common/auth/passwords.js';

/**
 * The one place where a guessed secret (a password, a sign-up code, a reset code or link token) is
 * compared with what is stored. Callers reach it only after a try-limited slot was taken with one atomic
 * database write, so the number of calls is the number of guesses the limits allowed; pure (no I/O).
 */
@Injectable()
export class SecretChecks {
  /** Whether `password` matches the argon2 `hash` (false for a malformed hash). */
  password(hash: string, password: string): Promise<boolean> {
    return verifyPassword(hash, password);
  }

  /**
   * Whether any candidate digest equals its stored digest (hex HMAC-SHA256), each compared in constant time
   * and every pair compared (no early exit). A missing candidate never matches.
   */
  digests(pairs: [stored: string, candidate: string | undefined][]): boolean {
    let matched = false;
    for (const [stored, candidate] of pairs) {
      const a = Buffer.from(stored, 'hex');
      const b = Buffer.from(candidate ?? '', 'hex');
      const equal = candidate !== undefined && a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
      matched = matched || equal;
    }
    return matched;
  }
}
