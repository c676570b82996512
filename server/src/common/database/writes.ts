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

/** How often {@link takeTry} and {@link takeOnce} try again after losing a race with a concurrent write (far more than 30 guesses need). */
const TAKE_TRY_RACES = 60;

/** What {@link takeTry} found: the document with this try counted, or why no try was left. */
export type TakenTry<T> = { doc: T } | { doc: null; reason: 'gone' | 'locked' | 'expired' };

/**
 * Takes one try on a try-limited secret (a sign-up code, a password reset) before it is compared: one
 * atomic `findOneAndUpdate` that `$inc`s `attempts` only while it is below `maxAttempts` and `expiresAt`
 * is after `now`, so parallel guesses on any number of instances get exactly `maxAttempts` tries between
 * them. `filter` picks the document (and may bind it, e.g. to a token digest). For repositories only.
 *
 * @returns the document after the increment (`attempts` is this try's number, 1..maxAttempts), or why
 *   there was none: `gone` (no document matches `filter`), `locked` (tries used up), `expired`
 */
export async function takeTry<T extends { attempts: number; expiresAt: Date }>(
  model: Model<T>,
  filter: Record<string, unknown>,
  maxAttempts: number,
  now: Date,
): Promise<TakenTry<T>> {
  for (let race = 0; race < TAKE_TRY_RACES; race++) {
    const doc = await retryOnWriteConflict(() =>
      model
        .findOneAndUpdate(
          { ...filter, attempts: trusted({ $lt: maxAttempts }), expiresAt: trusted({ $gt: now }) },
          { $inc: { attempts: 1 } },
          { returnDocument: 'after' },
        )
        .lean<T>()
        .exec(),
    );
    if (doc) return { doc };
    const current = await model.findOne(filter).lean<T>().exec();
    if (!current) return { doc: null, reason: 'gone' };
    if (current.attempts >= maxAttempts) return { doc: null, reason: 'locked' };
    if (current.expiresAt.getTime() <= now.getTime()) return { doc: null, reason: 'expired' };
    // A try was left, yet the conditional update matched nothing: it lost a race with a concurrent try
    // (DocumentDB answers "no match" where MongoDB would retry the write itself). Take the try again.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
  }
  // Fail closed: no try was taken, so nothing is compared.
  throw new Error(`takeTry: no try taken after ${TAKE_TRY_RACES} lost races`);
}

/**
 * Deletes the one document matching `filter` and returns it (single use: of any number of callers on any
 * number of instances, one gets the document, the others null). On DocumentDB a `findOneAndDelete` that
 * races a concurrent update of the same document (another guess's {@link takeTry}) answers "no match"
 * although the document still matches, where MongoDB retries the write itself; the delete is tried again
 * while the document still matches `filter`. For repositories only.
 *
 * @returns the deleted document, or null when none matches `filter`
 * @throws when the delete kept losing races (nothing was deleted: fail closed)
 */
export async function takeOnce<T>(model: Model<T>, filter: Record<string, unknown>): Promise<T | null> {
  for (let race = 0; race < TAKE_TRY_RACES; race++) {
    const doc = await retryOnWriteConflict(() => model.findOneAndDelete(filter).lean<T>().exec());
    if (doc) return doc;
    if (!(await model.exists(filter).exec())) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
  }
  throw new Error(`takeOnce: the document was not taken after ${TAKE_TRY_RACES} lost races`);
}
