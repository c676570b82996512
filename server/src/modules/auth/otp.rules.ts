import { randomBytes } from 'node:crypto';
import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '../../common/validation/limits.js';

/** How long a sign-up code stays valid (ms; spec /otp_verification: 10 minutes). */
export const OTP_TTL_MS = OTP_VALID_MINUTES * 60_000;
/** Wrong guesses allowed per code before it is locked. */
export const OTP_MAX_ATTEMPTS = 5;
/** Shortest wait between two codes sent to one account (ms). */
export const OTP_RESEND_MS = OTP_RESEND_SECONDS * 1000;

/** A random verification token (192 bits, base64url). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}
