import { SetMetadata } from '@nestjs/common';

/**
 * Per-IP request budgets (requests per minute, from configuration):
 * - `auth`: sign-up, OTP verify and resend, login and admin login
 * - `forms`: public forms that write (ambassador application, newsletter, contact, corporate enquiry)
 * - `codes`: discount-code checks (guessing codes)
 */
export type RateLimitBucket = 'auth' | 'forms' | 'codes';

export const RATE_LIMIT_KEY = 'access:rate-limit';

/** Counts each call against the caller's IP budget of `bucket`; over budget answers RATE_LIMITED (429). */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_KEY, bucket);
