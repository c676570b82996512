import type { Schema } from 'mongoose';

/**
 * Keeps `target` equal to `derive(source)` on every write of a schema's documents: new or changed documents
 * (create, save, insertMany) before validation, and updates that set `source` directly, in `$set` or in
 * `$setOnInsert`. For derived, indexed copies of a field (search keys); raw driver writes bypass it, so data
 * written that way needs a backfill.
 */
export function keepDerivedField(schema: Schema, source: string, target: string, derive: (value: string) => unknown): void {
  schema.pre('validate', function deriveOnSave() {
    const value: unknown = this.get(source);
    if (typeof value === 'string' && (this.isNew || this.isModified(source))) this.set(target, derive(value));
  });
  schema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function deriveOnUpdate() {
    const update = this.getUpdate();
    if (!update || Array.isArray(update)) return;
    const u = update as Record<string, unknown>;
    for (const part of [u, u.$set, u.$setOnInsert]) {
      if (part && typeof part === 'object') {
        const fields = part as Record<string, unknown>;
        if (typeof fields[source] === 'string') fields[target] = derive(fields[source]);
      }
    }
  });
}
