import { searchPattern } from '../../common/paging/page-args.js';
import { sortSpec, type SortDirection, type SortSpec } from '../../common/paging/sort.js';
import type { PromotionSortField } from './dto/plan-promotion.inputs.js';
import type { PlanSortField } from './dto/plan.inputs.js';

/*
 * How the staff plan and promotion grids (and their CSV exports, which follow the grid) search and sort:
 * one place, so a page and its export always list the same rows in the same order.
 */

/** Stored paths of the sortable admin plan columns. */
const PLAN_SORT_PATHS: Record<PlanSortField, string> = {
  name: 'name',
  price: 'price',
  startDate: 'startDate',
  endDate: 'endDate',
  sortOrder: 'sortOrder',
  active: 'active',
  createdAt: 'createdAt',
};

/** Stored paths of the sortable promotion columns. */
const PROMOTION_SORT_PATHS: Record<PromotionSortField, string> = {
  name: 'name',
  discountPercentage: 'discountPercentage',
  discountedPrice: 'discountedPrice',
  startDate: 'startDate',
  endDate: 'endDate',
  createdAt: 'createdAt',
};

/** The staff plan grid's query: search (name or description, regex characters literal) and sort; default order sortOrder, name. */
export function planListQuery(args: { search?: string | null; sortBy?: PlanSortField | null; sortDir?: SortDirection | null }): {
  search: RegExp | null;
  sort: SortSpec;
} {
  return {
    search: searchPattern(args.search),
    sort: sortSpec(args.sortBy, args.sortDir, PLAN_SORT_PATHS, { sortOrder: 1, name: 1, _id: 1 }),
  };
}

/** The staff promotion grid's search pattern and sort; default order newest start first. */
export function promotionListQuery(args: { search?: string | null; sortBy?: PromotionSortField | null; sortDir?: SortDirection | null }): {
  search: RegExp | null;
  sort: SortSpec;
} {
  return {
    search: searchPattern(args.search),
    sort: sortSpec(args.sortBy, args.sortDir, PROMOTION_SORT_PATHS, { startDate: -1, _id: -1 }),
  };
}
