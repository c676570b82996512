import type { APIRequestContext } from '@playwright/test';

/** Reads the newest OTP sent to `email` from the development outbox (GET /api/dev/outbox). */
export async function latestOtp(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { meta?: { code?: string } }[] };
    const code = body.data.find((m) => m.meta?.code)?.meta?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP e-mail for ${email}`);
}

/** A unique e-mail and UAE mobile number for one test run. */
export function uniqueCustomer() {
  const n = Date.now() % 10_000_000;
  return {
    fullName: 'Journey Tester',
    email: `journey.${n}@example.com`,
    phone: `+97155${String(n).padStart(7, '0')}`,
    password: 'Journey-Copper-Falcon-26',
  };
}
