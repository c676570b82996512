import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS_LABELS, groupByDay, upcomingDays, type PlannedMeal } from './deliveries';

const m = (id: string, day: string, category: PlannedMeal['category']): PlannedMeal => ({
  id,
  category,
  mealId: `meal-${id}`,
  mealName: `Meal ${id}`,
  scheduledDate: `${day}T00:00:00.000Z`,
  deliveryStatus: 'Pending',
});

describe('deliveries', () => {
  it('groups by day in date order, meals by breakfast, lunch, dinner, snack', () => {
    const days = groupByDay([
      m('a', '2026-03-14', 'Snack'),
      m('b', '2026-03-13', 'Dinner'),
      m('c', '2026-03-13', 'Breakfast'),
      m('d', '2026-03-14', 'Lunch'),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-03-13', '2026-03-14']);
    expect(days[0].meals.map((x) => x.id)).toEqual(['c', 'b']);
    expect(days[1].meals.map((x) => x.id)).toEqual(['d', 'a']);
  });
  it('keeps today and later only', () => {
    const days = groupByDay([m('a', '2026-03-09', 'Lunch'), m('b', '2026-03-10', 'Lunch'), m('c', '2026-03-11', 'Lunch')]);
    expect(upcomingDays(days, new Date('2026-03-10T18:00:00Z')).map((d) => d.day)).toEqual(['2026-03-10', '2026-03-11']);
  });
  it('labels every delivery status', () => {
    expect(DELIVERY_STATUS_LABELS).toEqual({
      Pending: 'Pending',
      OutForDelivery: 'Out for delivery',
      Delivered: 'Delivered',
      Cancelled: 'Cancelled',
    });
  });
});
