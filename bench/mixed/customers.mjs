/** The mixed scenario's signed-in customers: each one's token, subscription, upcoming day and the changes it makes. */
import { DOCS } from './steps.mjs';

const ymd = (d) => new Date(d).toISOString().slice(0, 10);

/**
 * What one signed-in customer does, prepared once: the token, the subscription, the upcoming day
 * (the first delivery day past the cut-off, which the menu and the swap use), a meal to swap in and a
 * later day to pause. Null when the plan has no day left to change. `gql` is the benches' GraphQL client of
 * the app (bench/lib/shop.mjs); `password` the customer's.
 */
export async function prepareCustomer(gql, email, password) {
  const token = (
    await gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { identifier: email, password },
    })
  ).login.accessToken;
  const { mySubscription: sub } = await gql('{ mySubscription { id status planMeals { scheduledDate deliveryStatus } } }', {}, token);
  if (!sub || sub.status !== 'Active') return null;
  const cutoff = Date.now() + 50 * 3_600_000;
  const days = [...new Set(sub.planMeals.map((m) => ymd(m.scheduledDate)))].filter((d) => Date.parse(d) >= cutoff).sort();
  if (days.length < 4) return null;
  const { dayMenu } = await gql(DOCS.dayMenu, { subscriptionId: sub.id, date: days[0] }, token);
  const entry = dayMenu.entries[0];
  const alternative = dayMenu.alternatives.find((a) => a.category === entry.category)?.meals.find((m) => m.meal.id !== entry.meal.id);
  if (!alternative) return null;
  return {
    token,
    subscriptionId: sub.id,
    menuDay: days[0],
    pauseDay: days[days.length - 2],
    swaps: [alternative.meal.id, entry.meal.id],
    category: entry.category,
  };
}
