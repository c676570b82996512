import { sortSpec, type SortSpec } from '../../common/paging/sort.js';
import { accountSearch } from '../users/account-search.rules.js';
import { OrderSortField, type OrderListArgs } from './dto/admin-order.objects.js';
import type { OrderListFilter, OrderSearch } from './orders.repository.js';

/*
 * How the staff orders grid (and its CSV export, which follows the grid) searches, filters and sorts: one place,
 * so a page and its export list the same orders in the same order.
 */

/** Stored paths of the sortable admin order columns (each has an index, see order.schema.ts). */
export const ORDER_SORT_PATHS: Record<OrderSortField, string> = {
  orderNumber: 'orderNumber',
  planName: 'packageInfo.package',
  orderType: 'orderType',
  total: 'price.total',
  status: 'status',
  createdAt: 'createdAt',
};
/** The admin order list's natural order: newest first. */
export const ORDER_DEFAULT_SORT = { createdAt: -1, _id: -1 } as const;
/** Order columns with unique values (sorted without an `_id` tie-break). */
export const ORDER_UNIQUE_SORTS: readonly OrderSortField[] = [OrderSortField.orderNumber];

/** The grid's sort from its arguments (default newest first; a unique column needs no `_id` tie-break). */
export function orderSort(args: Pick<OrderListArgs, 'sortBy' | 'sortDir'>): SortSpec {
  return sortSpec(args.sortBy, args.sortDir, ORDER_SORT_PATHS, ORDER_DEFAULT_SORT, ORDER_UNIQUE_SORTS);
}

/**
 * The repository filter of the admin list's arguments (`plansMatching`: the plans whose name contains a text). A search matches the order number's start (with or
 * without its `FF-`) or the start of its last part, a plan whose name contains it, or a customer by name, e-mail or phone (account-search.rules.ts);
 * plans and customers are resolved to ids first, so each branch is an index range of the orders.
 */
export async function orderListFilter(
  args: OrderListArgs,
  plansMatching: (text: string) => Promise<{ ids: OrderSearch['planIds']; names: string[] }>,
): Promise<OrderListFilter> {
  const text = args.search?.trim();
  const customers = accountSearch(text);
  let search: OrderSearch | null = null;
  if (text && customers) {
    const upper = text.toUpperCase();
    const plans = await plansMatching(text);
    search = {
      orderNumbers: [upper, `FF-${upper}`],
      orderNumberTail: /^[A-Z0-9]+$/.test(upper) ? upper : null,
      planIds: plans.ids,
      planNames: plans.names,
      customer: customers,
    };
  }
  return {
    search,
    status: args.status ?? undefined,
    orderType: args.orderType ?? undefined,
    planId: args.planId ?? undefined,
    from: args.from ?? undefined,
    to: args.to ?? undefined,
  };
}
