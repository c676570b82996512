const VERIFICATION_KEY = 'ff.verification';

/**
 * The verification token that binds the pending code to this browser tab (from signUp, or from a
 * login of an unverified account). Kept in sessionStorage so a reload of the OTP page keeps it; it
 * never leaves the tab except in verifyOtp / resendOtp.
 */
export function rememberVerification(token: string, email?: string) {
  sessionStorage.setItem(VERIFICATION_KEY, JSON.stringify({ token, email: email ?? null }));
}

/** The remembered token, when it was issued for `email` (or for an unknown e-mail, after a phone login). */
export function verificationTokenFor(email: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(VERIFICATION_KEY) ?? 'null') as { token: string; email: string | null } | null;
    if (!saved) return null;
    return saved.email === null || saved.email === email.trim().toLowerCase() ? saved.token : null;
  } catch {
    return null;
  }
}

export function forgetVerification() {
  sessionStorage.removeItem(VERIFICATION_KEY);
}

/**
 * State handed to /otp_verification; the e-mail is also in the query string so a reload keeps it.
 * `from`: where the person was going before they had to sign in (checkout from the cart), carried
 * from /login through /signup so the verified account lands there.
 */
export interface OtpLocationState {
  email: string;
  from?: string;
}

/**
 * `location.state.from` (set by RequireAuth, and carried by the sign-in pages) when it is a same-site
 * path other than the sign-in pages themselves; else undefined.
 */
export function returnPath(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('from' in state) || typeof state.from !== 'string') return undefined;
  const from = state.from;
  if (!from.startsWith('/') || from.startsWith('//')) return undefined;
  if (/^\/(login|signup|otp_verification)(\/|\?|$)/.test(from)) return undefined;
  return from;
}

/** `/otp_verification?email=…` (no query when the e-mail is unknown). */
export function otpVerificationPath(email?: string): string {
  return email ? `/otp_verification?email=${encodeURIComponent(email)}` : '/otp_verification';
}

/** Reads the e-mail from router state when it has the expected shape. */
export function emailFromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email;
  return undefined;
}
