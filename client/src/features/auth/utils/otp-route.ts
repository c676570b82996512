/** State handed to /otp_verification; the e-mail is also in the query string so a reload keeps it. */
export interface OtpLocationState {
  email: string;
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
