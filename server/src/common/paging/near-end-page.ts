import type { SortSpec } from './sort.js';

/** Offsets up to this many rows are read straight away, in parallel with the count. */
const NEAR_START = 500;

/** `sort` with every direction flipped (the same total order, read from the other end). */
export function reverseSort(sort: SortSpec): SortSpec {
  return Object.fromEntries(Object.entries(sort).map(([path, dir]) => [path, dir === 1 ? -1 : 1]));
}

/**
 * One page of a sorted list, read from whichever end of the list is nearer (spec section 4 admin grids:
 * the last page must cost what the first does). A database skips rows one by one, so page 2,000 of
 * 2,000 by `skip` walks 20,000 index entries; read with the sort reversed it skips none. Pages near the
 * start are read in parallel with the count; later pages need the count first to know which end is
 * nearer. `sort` must be a total order (end with a unique field such as `_id`), so both directions hold
 * the same rows.
 *
 * @param page 1-based page number; @param limit rows per page (> 0)
 * @param count the number of rows matching the list's filter
 * @param find reads `limit` rows in `sort` order after skipping `skip`
 * @param options.sortsMatches the database gathers and sorts every match before it skips any (a search: an
 *   `$or` of index ranges, none in the sort's order), so a deep skip costs no more than page 1 and any page
 *   is read in parallel with the count
 * @returns the page's rows in `sort` order and the total
 */
export async function readNearerEnd<T>(
  page: number,
  limit: number,
  sort: SortSpec,
  count: () => Promise<number>,
  find: (sort: SortSpec, skip: number, limit: number) => Promise<T[]>,
  options: { sortsMatches?: boolean } = {},
): Promise<{ rows: T[]; total: number }> {
  const offset = (page - 1) * limit;
  if (offset <= NEAR_START || options.sortsMatches) {
    const [rows, total] = await Promise.all([find(sort, offset, limit), count()]);
    return { rows, total };
  }
  const total = await count();
  if (offset >= total) return { rows: [], total };
  if (offset <= total / 2) return { rows: await find(sort, offset, limit), total };
  const remaining = total - offset;
  const take = Math.min(limit, remaining);
  const rows = await find(reverseSort(sort), remaining - take, take);
  return { rows: rows.reverse(), total };
}
