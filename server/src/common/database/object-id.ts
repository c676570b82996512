/** Whether `id` is a 24-hex-digit ObjectId string (ids from clients are checked before a query casts them). */
export function isObjectIdString(id: unknown): id is string {
  return typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id);
}

/**
 * Whether `err` is a duplicate-key error: a unique index refused a write. MongoDB 7 answers E11000
 * (11001 on old servers) on every write. DocumentDB (FerretDB 2.5) answers inserts and updateOne with
 * 11000, but a findOneAndUpdate (findAndModify) that breaks a unique index with code 1 InternalError
 * "conflicting key value violates exclusion constraint" from PostgreSQL. Both mean the same here.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === 11000 || code === 11001) return true;
  return code === 1 && typeof message === 'string' && message.includes('violates exclusion constraint');
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
