import { trusted, type Model, type Types, type UpdateQuery } from 'mongoose';
import { isTransientWriteConflict, retryOnWriteConflict } from './object-id.js';

/** Models whose indexes this process has seen in place. */
const ready = new WeakSet<object>();

/**
 * Waits until `model`'s indexes exist (a unique index must exist before the first write relies on it): Mongoose's
 * `init()`. On DocumentDB, two instances creating the same indexes at the same moment on a fresh database can
 * deadlock, and Mongoose keeps that failed `init()` for the model's life; the indexes are then created again here
 * (a no-op for those that exist), tried again on transient write conflicts. For repositories only (style rule 4).
 *
 * @throws any other error of the index creation
 */
export async function modelReady<T>(model: Model<T>): Promise<void> {
  if (ready.has(model)) return;
  try {
    await model.init();
  } catch (err) {
    if (!isTransientWriteConflict(err)) throw err;
    await retryOnWriteConflict(() => model.createIndexes());
  }
  ready.add(model);
}

/**
 * Inserts one document and returns it as a plain object, after waiting for the model's indexes (a
 * unique index must exist before the first write relies on it). For repositories only (style rule 4).
 *
 * @throws the driver's duplicate-key error (11000) when a unique key is taken
 */
export async function insertUnique<T>(model: Model<T>, data: Partial<T>): Promise<T> {
  await modelReady(model);
  const doc = await model.create(data);
  return doc.toObject<T>();
}

/**
 * Sets `set` on the document `id` with the schema's validators, and returns it after the change as a
 * lean object, or null when no document has that id. `id` is an ObjectId or its string.
 *
 * @throws the driver's duplicate-key error (11000) when a changed unique key is taken
 */
export function setById<T>(model: Model<T>, id: string | Types.ObjectId, set: UpdateQuery<T>['$set']): Promise<T | null> {
  return model.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after', runValidators: true }).lean<T>().exec();
}

/**
 * Counts one wrong guess on a single-use secret (a sign-up code, a password reset) with a bounded
 * `$inc` on its `attempts`, never past `maxAttempts`, so parallel guesses on any number of instances
 * stop at the cap.
 *
 * @returns the new count; `maxAttempts` when the cap was already reached; null when the document is gone
 */
export async function recordWrongAttempt<T extends { attempts: number }>(
  model: Model<T>,
  id: Types.ObjectId,
  maxAttempts: number,
): Promise<number | null> {
  const doc = await model
    .findOneAndUpdate({ _id: id, attempts: trusted({ $lt: maxAttempts }) }, { $inc: { attempts: 1 } }, { returnDocument: 'after' })
    .lean<T>()
    .exec();
  if (doc) return doc.attempts;
  return (await model.exists({ _id: id }).exec()) ? maxAttempts : null;
}
