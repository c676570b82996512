import type { UserPackageInfo } from '../../../lib/session';
import type { MySubscription } from '../hooks/use-my-subscription';

const LABELS = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;
type Key = keyof typeof LABELS;

/**
 * The cart of a renewal: the same plan, duration and meals per day as the subscription, starting on
 * the day the server offers (the day after the end, or the earliest start allowed). Counts above 1
 * are custom counts; otherwise the per-category toggles. The price is the server's quote at checkout.
 */
export function renewalPackage(s: Pick<MySubscription, 'planId' | 'planName' | 'renewal'>): UserPackageInfo | null {
  const { renewal } = s;
  if (!renewal.duration) return null;
  const counts = {
    breakfast: renewal.meals.breakfast,
    lunch: renewal.meals.lunch,
    dinner: renewal.meals.dinner,
    snack: renewal.meals.snack,
  };
  const keys = (Object.keys(LABELS) as Key[]).filter((k) => counts[k] > 0);
  const custom = keys.some((k) => counts[k] > 1);
  return {
    meals: keys.map((k) => LABELS[k]),
    mealsCount: keys.reduce((n, k) => n + counts[k], 0),
    days: renewal.duration,
    package: { id: s.planId, name: s.planName, promotion: null },
    price: 0,
    isCustom: custom ? counts : { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
    startDate: renewal.startDate.slice(0, 10),
    mode: custom ? 'custom' : 'toggles',
  };
}
