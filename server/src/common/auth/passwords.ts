import { Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/** argon2id parameters (OWASP minimum): 19 MiB, 2 iterations, parallelism 1. */
export const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes a password with {@link ARGON2_OPTIONS} (sign-up, admin creation, password change and reset,
 * seeds). @returns the encoded argon2id hash (`$argon2id$...`).
 */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches an argon2 `hash` (false, never an error, for a malformed hash). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Verify(hash, password);
  } catch {
    return false;
  }
}
