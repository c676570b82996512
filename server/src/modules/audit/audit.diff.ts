/** Fields never copied into the log: their change is shown, their value is not. */
export const REDACTED_FIELDS = new Set(['passwordHash', 'tokenVersion', 'failedLogins', 'lockedUntil']);
/** Bookkeeping fields left out of the comparison. */
const IGNORED_FIELDS = new Set(['_id', '__v', 'updatedAt', 'createdAt']);
export const REDACTED = '[redacted]';

/** A JSON-comparable form of a stored value (ObjectIds as hex, dates as ISO strings). */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/**
 * The top-level fields that differ between two stored documents (`null` for a document that did not
 * exist: creation or deletion), as `{ before, after }` holding only those fields. Values are plain
 * JSON (ObjectIds as hex strings, dates as ISO strings); {@link REDACTED_FIELDS} appear as
 * {@link REDACTED} on both sides. Both sides are null when nothing changed and no document existed.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before && !after) return { before: null, after: null };
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of [...keys].sort()) {
    if (IGNORED_FIELDS.has(key)) continue;
    const was = before?.[key];
    const now = after?.[key];
    if (before && after && comparable(was) === comparable(now)) continue;
    if (REDACTED_FIELDS.has(key)) {
      if (before) b[key] = REDACTED;
      if (after) a[key] = REDACTED;
      continue;
    }
    if (before) b[key] = JSON.parse(comparable(was)) as unknown;
    if (after) a[key] = JSON.parse(comparable(now)) as unknown;
  }
  return { before: before ? b : null, after: after ? a : null };
}
