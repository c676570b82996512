import type { CreatedUser } from './users.js';
import { dateInDays, planIdsByName, postWebhook, succeededEvent, uniqueStripeId } from './payments.js';
import type { TestApp } from '../setup/test-app.js';

/**
 * A real paid subscription, made the way production makes one: `startCheckout` as the customer, then
 * a signed `payment_intent.succeeded` webhook for its quote. The app must be created with
 * STRIPE_TEST_ENV and seeded (plans and meals).
 */
export interface PaidSubscription {
  id: string;
  planId: string;
  /** First delivery day, UTC midnight. */
  startDate: Date;
  endDate: Date;
}

export interface BuyOptions {
  planName?: string;
  duration?: '7 Days' | '1 Month' | '3 Months';
  meals?: Partial<Record<'breakfast' | 'lunch' | 'dinner' | 'snack', number>>;
  /** Days from today (UTC) to the first delivery day; at least 3 so the 48-hour rule always holds. */
  startInDays?: number;
  /** Delivery days a week (7, 6 or 5; default the plan's longest week). */
  deliveryDaysPerWeek?: number;
  /** A discount code to apply at checkout, e.g. the seeded FRESH10. */
  discountCode?: string;
}

const START = `mutation Start($input: SelectionInput!) { startCheckout(input: $input) { id quote { total } } }`;
const MINE = `{ mySubscription { id planId startDate endDate } }`;

export async function buyPaidSubscription(
  t: TestApp,
  user: CreatedUser & { token: string },
  options: BuyOptions = {},
): Promise<PaidSubscription> {
  const plans = await planIdsByName(t);
  const planName = options.planName ?? 'Balanced';
  const input = {
    planId: plans[planName],
    duration: options.duration ?? '1 Month',
    meals: { breakfast: 0, lunch: 0, dinner: 0, snack: 0, ...(options.meals ?? { lunch: 1, dinner: 1 }) },
    startDate: dateInDays(options.startInDays ?? 5),
    ...(options.deliveryDaysPerWeek ? { deliveryDaysPerWeek: options.deliveryDaysPerWeek } : {}),
    ...(options.discountCode ? { discountCode: options.discountCode } : {}),
  };
  const started = await t.gql<{ startCheckout: { id: string; quote: { total: number } } }>(START, { input }, user.token);
  if (!started.data) throw new Error(`startCheckout failed: ${JSON.stringify(started.errors)}`);
  const { id: checkoutId, quote } = started.data.startCheckout;
  const payload = succeededEvent({
    id: uniqueStripeId('pi'),
    amount: quote.total,
    metadata: { userId: user.id, checkoutId, total: String(quote.total) },
  });
  const res = await postWebhook(t, payload);
  if (res.status !== 200) throw new Error(`webhook failed: ${res.status} ${JSON.stringify(res.body)}`);
  const mine = await t.gql<{ mySubscription: { id: string; planId: string; startDate: string; endDate: string } }>(MINE, {}, user.token);
  const s = mine.data!.mySubscription;
  return { id: s.id, planId: s.planId, startDate: new Date(s.startDate), endDate: new Date(s.endDate) };
}
