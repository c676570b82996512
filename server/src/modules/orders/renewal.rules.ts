import { addDays, formatDateISO } from '../../common/format/dates.js';
import { earliestStartDate } from '../pricing/pricing.rules.js';
import type { SelectionInput } from '../pricing/dto/selection.input.js';

/** The selection stored on a checkout, as a renewal reads it. */
export interface RenewedSelection {
  plan: { toString(): string };
  duration: string;
  counts: { breakfast: number; lunch: number; dinner: number; snack: number };
  isCustom: boolean;
  /** Delivery days a week; absent on checkouts from before weeks (every day). */
  deliveryDaysPerWeek?: number | null;
}

/**
 * The selection of a renewal of a plan ending on `endDate` (UTC-midnight label): the same plan, duration, meals and
 * delivery days a week,
 * no discount code (docs/decisions/0084-subscriptions-that-renew-themselves.md), starting the day after the last
 * delivery, or the earliest start checkout allows on `now` if that is later (a late retry leaves a gap rather than
 * charging for days the kitchen cannot prepare).
 */
export function renewalSelection(sel: RenewedSelection, endDate: Date, now: Date): SelectionInput {
  const next = addDays(endDate, 1);
  const earliest = earliestStartDate(now);
  const counts = { breakfast: sel.counts.breakfast, lunch: sel.counts.lunch, dinner: sel.counts.dinner, snack: sel.counts.snack };
  return {
    planId: sel.plan.toString(),
    duration: sel.duration,
    ...(sel.isCustom ? { isCustom: counts } : { meals: counts }),
    startDate: formatDateISO(next.getTime() >= earliest.getTime() ? next : earliest),
    deliveryDaysPerWeek: sel.deliveryDaysPerWeek ?? 7,
    discountCode: null,
  };
}
