import { deliveryDaysFrom, type DeliveryDayRule } from '../plans/delivery-weeks.rules.js';
import { CATEGORIES, type Category, type MealCounts } from '../pricing/pricing.rules.js';

/** One planned meal before it is stored. */
export interface ScheduledMeal<Id> {
  category: Category;
  meal: Id;
  scheduledDate: Date;
}

/**
 * The delivery schedule of a subscription: the first `days` delivery days from `startDate` (every calendar day
 * unless `isDeliveryDay` leaves out days off and closed days); each day, for each category in delivery order,
 * `counts[category]` entries. Meals rotate through the plan's meals of that category: meal index =
 * (deliveryDayIndex + slotIndex) mod (number of meals). Categories with a count but no meals are skipped
 * (pricing refuses such selections).
 */
export function buildSchedule<Id>(
  startDate: Date,
  days: number,
  counts: MealCounts,
  mealIds: Record<Category, Id[]>,
  isDeliveryDay: DeliveryDayRule = () => true,
): ScheduledMeal<Id>[] {
  const out: ScheduledMeal<Id>[] = [];
  const dates = deliveryDaysFrom(startDate, days, isDeliveryDay);
  for (let day = 0; day < days; day++) {
    const scheduledDate = dates[day];
    for (const category of CATEGORIES) {
      const meals = mealIds[category] ?? [];
      if (meals.length === 0) continue;
      for (let slot = 0; slot < counts[category]; slot++) {
        out.push({ category, meal: meals[(day + slot) % meals.length], scheduledDate });
      }
    }
  }
  return out;
}
