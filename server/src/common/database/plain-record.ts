/** A stored document without Mongoose's version key (`__v`), for exports. */
export function withoutVersion<T extends object>(doc: T): Omit<T, '__v'> {
  const { __v: _v, ...rest } = doc as T & { __v?: unknown };
  return rest;
}
