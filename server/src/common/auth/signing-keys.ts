import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../config/config.schema.js';

/** One HS256 key: its id (the token header's `kid`) and the secret as a KeyObject. */
export interface SigningKey {
  kid: string;
  key: KeyObject;
}

/**
 * The key id of a signing secret: the first 16 base64url characters of its SHA-256. A digest of a
 * random 32+ character secret tells nothing about it, and the same secret gives the same id on
 * every instance, so no separate setting can disagree with the secret it names.
 */
export function keyId(secret: string): string {
  return createHash('sha256').update(`freshfuel-jwt-kid:${secret}`).digest('base64url').slice(0, 16);
}

/**
 * The access-token keys of this process: `JWT_SECRET` signs, and verifies tokens that name it;
 * `JWT_ACCEPTED_SECRET` (during a rotation: the next secret, then the previous one) only verifies
 * tokens that name it, so a rotation signs nobody out. A token without a `kid` (signed before tokens
 * carried one) is checked against the signing key only. Runbook: docs/operations.md "Rotating secrets".
 */
export class SigningKeys {
  readonly current: SigningKey;
  readonly accepted: SigningKey | null;

  constructor(cfg: Pick<AppConfig, 'JWT_SECRET' | 'JWT_ACCEPTED_SECRET'>) {
    this.current = toKey(cfg.JWT_SECRET);
    this.accepted = cfg.JWT_ACCEPTED_SECRET ? toKey(cfg.JWT_ACCEPTED_SECRET) : null;
  }

  /** The key that verifies a token whose header says `kid`; null for an id of no key of ours (refused). */
  forKid(kid: unknown): KeyObject | null {
    if (kid === undefined || kid === this.current.kid) return this.current.key;
    if (this.accepted && kid === this.accepted.kid) return this.accepted.key;
    return null;
  }

  /**
   * The `kid` in the header of a compact JWS (`header.payload.signature`), or undefined when it has
   * none; throws on a token whose header is not base64url JSON (the caller refuses it).
   */
  static headerKid(token: string): unknown {
    const header = JSON.parse(Buffer.from(token.split('.', 1)[0], 'base64url').toString('utf8')) as { kid?: unknown };
    return header.kid;
  }
}

function toKey(secret: string): SigningKey {
  // A secret KeyObject, not the string: given a string, jsonwebtoken first tries it as a PEM public
  // key (crypto.createPublicKey, which throws) on every verification.
  return { kid: keyId(secret), key: createSecretKey(Buffer.from(secret, 'utf8')) };
}

/**
 * HMAC-SHA256 (hex) of `value` with `CODES_SECRET`, the key that stores one-time codes and reset links
 * as digests: its own secret, so rotating the token signing key leaves pending codes valid and a
 * leaked signing key does not help to match stored codes.
 */
export function codeDigest(cfg: Pick<AppConfig, 'CODES_SECRET'>, value: string): string {
  return createHmac('sha256', cfg.CODES_SECRET).update(value).digest('hex');
}
