import { tr } from '../../../lib/messages';
import type { DeliveryStatus, MealCategory, MySubscriptionQuery } from '../hooks/use-my-subscription';
import { utcDay } from '../../../lib/dates';

export type PlannedMeal = NonNullable<MySubscriptionQuery['mySubscription']>['planMeals'][number];

/** How each `deliveryStatus` value reads (docs/decisions/0007-ordering-and-payments.md, `DELIVERY_STATUS_LABELS`). */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  get Pending() {
    return tr('ordering:deliveryStatus.Pending');
  },
  get OutForDelivery() {
    return tr('ordering:deliveryStatus.OutForDelivery');
  },
  get Delivered() {
    return tr('ordering:deliveryStatus.Delivered');
  },
  get Cancelled() {
    return tr('ordering:deliveryStatus.Cancelled');
  },
};

const CATEGORY_ORDER: Record<MealCategory, number> = { Breakfast: 0, Lunch: 1, Dinner: 2, Snack: 3 };

export interface DeliveryDay {
  /** UTC calendar day, YYYY-MM-DD. */
  day: string;
  meals: PlannedMeal[];
}

/** Planned meals grouped by delivery day (ascending), each day's meals in breakfast, lunch, dinner, snack order. */
export function groupByDay(meals: PlannedMeal[]): DeliveryDay[] {
  const byDay = new Map<string, PlannedMeal[]>();
  for (const meal of meals) {
    const day = utcDay(meal.scheduledDate);
    const list = byDay.get(day);
    if (list) list.push(meal);
    else byDay.set(day, [meal]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, list]) => ({ day, meals: [...list].sort((a, b) => CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category]) }));
}

/** The delivery days from today (UTC) on: the next deliveries. */
export function upcomingDays(days: DeliveryDay[], now: Date = new Date()): DeliveryDay[] {
  const today = utcDay(now);
  return days.filter((d) => d.day >= today);
}
