import { expect, type APIRequestContext } from '@playwright/test';
import { DAY_MS } from './buy-plan';

/**
 * The servers' clocks, moved by the development route `POST /api/dev/clock` (a whole number of days, per process,
 * development only) so a journey steps past a plan's charge day or end instead of waiting for it.
 */

/** Both app instances, A (the request's base URL) and B (the clock offset is per process, development only). */
export const instances = (instanceB: string) => ['', instanceB];

/** Moves both servers' clocks so that their now is `at` (whole days from the real time, rounded up). */
export async function moveServerClockTo(request: APIRequestContext, instanceB: string, at: number): Promise<void> {
  const offsetDays = Math.ceil((at - Date.now()) / DAY_MS);
  for (const base of instances(instanceB)) {
    const res = await request.post(`${base}/api/dev/clock`, { data: { offsetDays } });
    expect(res.status()).toBe(200);
  }
}
export async function resetServerClock(request: APIRequestContext, instanceB: string): Promise<void> {
  for (const base of instances(instanceB)) await request.post(`${base}/api/dev/clock`, { data: { offsetDays: 0 } });
}
