import type { Model, PopulateOptions, ProjectionType, QueryFilter } from 'mongoose';
import { readNearerEnd } from '../paging/near-end-page.js';
import type { SortSpec } from '../paging/sort.js';

/** The query methods {@link inOneBatch} sets (a Mongoose `find` query). */
interface BatchableQuery<Q> {
  limit(n: number): Q;
  batchSize(n: number): Q;
  setOptions(options: { singleBatch: boolean }): Q;
}

/**
 * `query` limited to `take` rows (take > 0) that come back in the reply to the `find` itself (`singleBatch`, a batch
 * of `take`), so the server keeps no cursor open for them. On MongoDB the rows are the same; on DocumentDB (the test
 * database) a find with a limit over 1 otherwise costs about 7 ms more than one without (140 instead of 1,400
 * per second on one connection, docs/decisions/0072-page-reads-in-one-batch.md). A page must stay under the 16 MB
 * of one reply: the grids read at most 100 small rows.
 */
export function inOneBatch<Q extends BatchableQuery<Q>>(query: Q, take: number): Q {
  return take > 0 ? query.limit(take).batchSize(take).setOptions({ singleBatch: true }) : query.limit(take);
}

/**
 * The batch size for a read of a whole small list (the days' order counters, a year in 366 rows): every row in
 * the reply to the `find` itself where it fits the 16 MB of one reply, the rest through `getMore` as usual. The
 * default first batch is 101 rows, so 366 rows took four round trips (6.4 ms on the test database, 3.8 ms in one).
 */
export const WHOLE_LIST_BATCH = 100_000;

/** One page of stored rows (lean objects) and the count of every row the filter matches. */
export interface StoredPage<R> {
  rows: R[];
  total: number;
}

/**
 * One page of a repository's paged list (spec section 7): the documents of `model` matching `filter`
 * in `sort` order, page `page` (from 1) of `limit` rows, as lean objects, read together with the count
 * of all matches. For repositories only (style rule 4): services never see the model.
 *
 * @param shape optional projection and populate (a path, or populate options) applied to the rows (not to the count)
 * @returns `{ rows, total }`; `rows` typed `R` (the lean row, or its populated form)
 */
export async function findPage<T, R = T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  sort: SortSpec,
  page: number,
  limit: number,
  shape: { projection?: ProjectionType<T>; populate?: string | PopulateOptions } = {},
): Promise<StoredPage<R>> {
  const query = inOneBatch(
    model
      .find(filter, shape.projection)
      .sort(sort)
      .skip((page - 1) * limit),
    limit,
  );
  if (shape.populate) void query.populate(typeof shape.populate === 'string' ? { path: shape.populate } : shape.populate);
  const [rows, total] = await Promise.all([query.lean<R[]>().exec(), model.countDocuments(filter).exec()]);
  return { rows, total };
}

/**
 * {@link findPage} for the large staff lists (orders, accounts): the page is read from whichever end of
 * the sorted list is nearer ({@link readNearerEnd}), so the last page costs what the first does.
 * `sort` must be a total order (end with `_id`). For repositories only (style rule 4).
 *
 * @param options.count how to count the matches (default `countDocuments(filter)`; an unfiltered list may pass an estimate)
 * @param options.sortsMatches the filter is a search, so any page is read in parallel with the count
 * @returns `{ rows, total }` with rows in `sort` order, as lean objects
 */
export function findPageNearerEnd<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  sort: SortSpec,
  page: number,
  limit: number,
  options: { count?: () => Promise<number>; sortsMatches?: boolean } = {},
): Promise<StoredPage<T>> {
  return readNearerEnd(
    page,
    limit,
    sort,
    options.count ?? (() => model.countDocuments(filter).exec()),
    (order, skip, take) => inOneBatch(model.find(filter).sort(order).skip(skip), take).lean<T[]>().exec(),
    { sortsMatches: options.sortsMatches },
  );
}
