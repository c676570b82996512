/** Whether `id` is a 24-hex-digit ObjectId string (ids from clients are checked before a query casts them). */
export function isObjectIdString(id: unknown): id is string {
  return typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id);
}

/**
 * Whether `err` is a duplicate-key error: a unique index refused a write. MongoDB 7 answers E11000
 * (11001 on old servers) on every write. DocumentDB (FerretDB 2.5) answers inserts and updateOne with
 * 11000, but a findOneAndUpdate (findAndModify) that breaks a unique index with code 1 InternalError
 * "conflicting key value violates exclusion constraint" (or, for a duplicate `_id` inserted by an
 * upsert, "duplicate key value violates unique constraint") from PostgreSQL. All mean the same here.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === 11000 || code === 11001) return true;
  return (
    code === 1 &&
    typeof message === 'string' &&
    /violates exclusion constraint|duplicate key value violates unique constraint/.test(message)
  );
}

/**
 * Runs a write that a unique index guards and turns its duplicate-key error into `taken()` (a domain error
 * such as "name taken"); any other error passes through.
 * @throws `taken()` when a unique key is taken, else what `write` throws
 */
export async function uniqueOr<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isDuplicateKeyError(err)) throw taken();
    throw err;
  }
}

/**
 * Whether `err` is a transient write conflict that a retry of the same single-document write resolves:
 * MongoDB's WriteConflict (112), or PostgreSQL's "deadlock detected" / serialization failure, which
 * DocumentDB (FerretDB 2.5) reports as an internal error when concurrent upserts race on one unique key.
 */
export function isTransientWriteConflict(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === 112) return true;
  return typeof message === 'string' && /deadlock detected|could not serialize access/.test(message);
}

/**
 * Runs `work`, trying again (up to `tries` times, after a random pause that grows) while it fails with a
 * transient write conflict ({@link isTransientWriteConflict}); any other error is thrown at once.
 * Only for work that is safe to repeat (idempotent or re-reading its state).
 */
export async function retryOnWriteConflict<T>(work: () => Promise<T>, tries = 10): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isTransientWriteConflict(err) || attempt >= tries) throw err;
      // Full jitter on a doubling window (5 ms, 10 ms, ... up to 500 ms): many writers racing on one key under load
      // (30 at once on a busy 2-core machine) spread out instead of meeting again in the same few milliseconds.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(500, 5 * 2 ** attempt)));
    }
  }
}
