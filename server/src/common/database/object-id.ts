/** Whether `id` is a 24-hex-digit ObjectId string (ids from clients are checked before a query casts them). */
export function isObjectIdString(id: unknown): id is string {
  return typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id);
}

/** Whether `err` is a MongoDB duplicate-key error (E11000): a unique index refused a second write. */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
