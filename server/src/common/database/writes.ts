import type { Model, UpdateQuery } from 'mongoose';

/**
 * Inserts one document and returns it as a plain object, after waiting for the model's indexes (a
 * unique index must exist before the first write relies on it). For repositories only (style rule 4).
 *
 * @throws the driver's duplicate-key error (11000) when a unique key is taken
 */
export async function insertUnique<T>(model: Model<T>, data: Partial<T>): Promise<T> {
  await model.init();
  const doc = await model.create(data);
  return doc.toObject<T>();
}

/**
 * Sets `set` on the document `id` with the schema's validators, and returns it after the change as a
 * lean object, or null when no document has that id. `id` must be an ObjectId string.
 *
 * @throws the driver's duplicate-key error (11000) when a changed unique key is taken
 */
export function setById<T>(model: Model<T>, id: string, set: UpdateQuery<T>['$set']): Promise<T | null> {
  return model.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after', runValidators: true }).lean<T>().exec();
}
