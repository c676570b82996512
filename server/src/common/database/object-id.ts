/** Whether `id` is a 24-hex-digit ObjectId string (ids from clients are checked before a query casts them). */
export function isObjectIdString(id: unknown): id is string {
  return typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id);
}

/**
 * Whether `err` is a duplicate-key error: a unique index refused a write. MongoDB (and FerretDB on
 * inserts) answer E11000; FerretDB 1.24 answers an update that breaks a unique index (updateOne,
 * findOneAndUpdate) with code 1 InternalError "UNIQUE constraint failed" from SQLite instead.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === 11000 || (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
