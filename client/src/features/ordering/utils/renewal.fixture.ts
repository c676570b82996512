import type { MySubscription } from '../hooks/use-my-subscription';

/** A plan's renewal by hand as `mySubscription.renewal` answers it near the end: open from 22 Dec, starting 26 Dec. Tests only. */
export const renewal: MySubscription['renewal'] = {
  open: true,
  offeredFrom: '2026-12-22T00:00:00.000Z',
  startDate: '2026-12-26T00:00:00.000Z',
  duration: '1 Month',
  renewedFrom: null,
  meals: { breakfast: 1, lunch: 1, dinner: 0, snack: 0 },
};
