import type { OrderFieldsFragment } from '../hooks/use-create-order';
import { createVar } from '../../../lib/store';

/**
 * The order returned by `createOrder` (spec section 4: "stores the returned order"), for
 * /order-confirmation and /payment/success. Kept in a reactive variable and, for a reload of the
 * confirmation page, in sessionStorage under `ff.lastOrder`.
 */
export type PlacedOrder = OrderFieldsFragment;

const LAST_ORDER_STORAGE_KEY = 'ff.lastOrder';

function readStored(): PlacedOrder | null {
  try {
    const raw = sessionStorage.getItem(LAST_ORDER_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PlacedOrder> | null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.orderNumber === 'string' && parsed.packageInfo
      ? (parsed as PlacedOrder)
      : null;
  } catch {
    return null;
  }
}

export const lastOrderVar = createVar<PlacedOrder | null>(readStored());

/** Stores the order just placed. */
export function setLastOrder(order: PlacedOrder): void {
  lastOrderVar(order);
  try {
    sessionStorage.setItem(LAST_ORDER_STORAGE_KEY, JSON.stringify(order));
  } catch {
    /* the reactive variable still holds it */
  }
}
