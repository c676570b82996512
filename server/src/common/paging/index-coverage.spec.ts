import type { Schema } from 'mongoose';
import { SortDirection, sortSpec, type SortSpec } from './sort.js';
import { OrderSchema } from '../../modules/orders/order.schema.js';
import { ORDER_DEFAULT_SORT, ORDER_SORT_PATHS, ORDER_UNIQUE_SORTS } from '../../modules/orders/order-lists.js';
import { UserSchema } from '../../modules/users/user.schema.js';
import { CUSTOMER_DEFAULT_SORT, CUSTOMER_SORT_PATHS, CUSTOMER_UNIQUE_SORTS } from '../../modules/customers/customers.service.js';

/**
 * Issue 5 §4: "an index for every sort and filter used" by the big admin grids (100,000 orders,
 * 20,000 customers). The development database (FerretDB 1.24, SQLite) serves no query from a
 * secondary index, so this cannot be seen in timings here; instead each list's sorts and filters are
 * checked against the schema's indexes with MongoDB's rule for an index that both selects the rows
 * and returns them in order (no in-memory SORT stage): the index starts with the equality-filtered
 * fields (any order), then the sort keys, all in the index's direction or all reversed; sort keys
 * bound by an equality filter may be left out.
 */
type IndexKeys = [string, 1 | -1][];

function indexesOf(schema: Schema): IndexKeys[] {
  const fromPaths = Object.entries(schema.paths)
    .filter(([, p]) => (p.options as { unique?: boolean; index?: boolean }).unique || (p.options as { index?: boolean }).index)
    .map(([path]): IndexKeys => [[path, 1]]);
  const declared = schema.indexes().map(([keys]) => Object.entries(keys).map(([k, v]): [string, 1 | -1] => [k, v === -1 ? -1 : 1]));
  return [[['_id', 1]], ...fromPaths, ...declared];
}

/** Whether `index` selects rows by the equality fields `equal` and returns them in `sort` order. */
function indexServes(index: IndexKeys, equal: readonly string[], sort: SortSpec): boolean {
  const keys = [...index];
  const bound = new Set(equal);
  // The equality fields come first.
  for (let i = 0; i < equal.length; i++) {
    const key = keys.shift();
    if (!key || !bound.has(key[0])) return false;
  }
  const wanted = Object.entries(sort).filter(([field]) => !bound.has(field));
  if (keys.length < wanted.length) return false;
  const flip = wanted.length ? keys[0]![1] !== wanted[0]![1] : false;
  return wanted.every(([field, dir], i) => keys[i]![0] === field && (flip ? -keys[i]![1] : keys[i]![1]) === dir);
}

function servedBy(schema: Schema, equal: readonly string[], sort: SortSpec): boolean {
  return indexesOf(schema).some((index) => indexServes(index, equal, sort));
}

function sortsOf<K extends string>(paths: Record<K, string>, fallback: SortSpec, unique: readonly K[]): SortSpec[] {
  const columns = Object.keys(paths) as K[];
  return [
    sortSpec(undefined, undefined, paths, fallback, unique),
    ...columns.flatMap((c) => [SortDirection.asc, SortDirection.desc].map((d) => sortSpec(c, d, paths, fallback, unique))),
  ];
}

describe('indexServes (MongoDB index-provides-sort rule)', () => {
  it('accepts equality prefix + sort keys, either direction, and rejects gaps or mixed directions', () => {
    const idx: IndexKeys = [
      ['role', 1],
      ['createdAt', -1],
      ['_id', -1],
    ];
    expect(indexServes(idx, ['role'], { createdAt: -1, _id: -1 })).toBe(true);
    expect(indexServes(idx, ['role'], { createdAt: 1, _id: 1 })).toBe(true);
    expect(indexServes(idx, ['role'], { createdAt: -1, _id: 1 })).toBe(false);
    expect(indexServes(idx, [], { createdAt: -1, _id: -1 })).toBe(false);
    expect(indexServes(idx, ['role'], { fullName: 1, _id: 1 })).toBe(false);
    expect(indexServes([['createdAt', -1]], [], { createdAt: -1, _id: -1 })).toBe(false);
    expect(
      indexServes(
        [
          ['status', 1],
          ['_id', 1],
        ],
        ['status'],
        { status: -1, _id: -1 },
      ),
    ).toBe(true);
  });
});

describe('admin order grid indexes (100,000 orders)', () => {
  const sorts = sortsOf(ORDER_SORT_PATHS, ORDER_DEFAULT_SORT, ORDER_UNIQUE_SORTS);

  it.each(sorts.map((s) => [JSON.stringify(s), s] as const))('sort %s walks an index', (_label, sort) => {
    expect(servedBy(OrderSchema, [], sort)).toBe(true);
  });

  it.each([['status'], ['orderType'], ['plan']])('filter by %s in the default order walks an index', (field) => {
    expect(servedBy(OrderSchema, [field], sortSpec(undefined, undefined, ORDER_SORT_PATHS, ORDER_DEFAULT_SORT))).toBe(true);
  });

  it("a customer's orders, newest first, walk an index", () => {
    expect(servedBy(OrderSchema, ['user'], { createdAt: -1, _id: -1 })).toBe(true);
  });

  it('each branch of the search $or (order number, plan name, customer) has an index to scan', () => {
    for (const field of ['orderNumber', 'packageInfo.package', 'user']) {
      expect(indexesOf(OrderSchema).some((index) => index[0]![0] === field)).toBe(true);
    }
  });
});

describe('customer grid indexes (20,000 customers)', () => {
  const sorts = sortsOf(CUSTOMER_SORT_PATHS, CUSTOMER_DEFAULT_SORT, CUSTOMER_UNIQUE_SORTS);

  it.each(sorts.map((s) => [JSON.stringify(s), s] as const))('role = user, sort %s walks an index', (_label, sort) => {
    expect(servedBy(UserSchema, ['role'], sort)).toBe(true);
  });

  it('the plan-status filter in the default order and sorted by status walks an index', () => {
    expect(servedBy(UserSchema, ['role', 'planStatus'], { createdAt: -1, _id: -1 })).toBe(true);
    expect(servedBy(UserSchema, ['role', 'planStatus'], { planStatus: 1, _id: 1 })).toBe(true);
  });

  it('each branch of the search $or (name, e-mail, phone) has a { role, field } index to scan', () => {
    for (const field of ['fullName', 'email', 'phoneNo']) {
      expect(indexesOf(UserSchema).some((index) => index[0]![0] === 'role' && index[1]?.[0] === field)).toBe(true);
    }
  });
});
