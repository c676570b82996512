import type { Model, PopulateOptions, ProjectionType, QueryFilter } from 'mongoose';
import type { SortSpec } from '../paging/sort.js';

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
  const query = model
    .find(filter, shape.projection)
    .sort(sort)
    .skip((page - 1) * limit)
    .limit(limit);
  if (shape.populate) void query.populate(typeof shape.populate === 'string' ? { path: shape.populate } : shape.populate);
  const [rows, total] = await Promise.all([query.lean<R[]>().exec(), model.countDocuments(filter).exec()]);
  return { rows, total };
}
