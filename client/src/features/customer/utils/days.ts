import { utcDay } from '../../../lib/dates';

/**
 * The delivery days a change may still touch, ascending 'YYYY-MM-DD': the UTC days the subscription has meals
 * scheduled on (so never before its start, nor a day already paused, nor after its last delivery), from `earliest`
 * (the notice limit as the server states it, `earliestPauseDay` or `earliestMenuChangeDay` as 'YYYY-MM-DD') on.
 */
export function changeableDeliveryDays(planMeals: readonly { scheduledDate: string }[], earliest: string): string[] {
  return [...new Set(planMeals.map((m) => utcDay(m.scheduledDate)))].filter((day) => day >= earliest).sort();
}
