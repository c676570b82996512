import type { mongo } from 'mongoose';
import { isAllergen } from '../common/allergens/allergen.js';
import { allergensOfWords } from '../common/allergens/allergen-words.js';

/** Where free-text allergen lists were stored: meals' own list and customers' nutrition profiles. */
const TARGETS = [
  { collection: 'meals', path: 'allergens', legacy: 'legacyAllergens' },
  { collection: 'users', path: 'nutritionProfile.allergens', legacy: 'nutritionProfile.legacyAllergens' },
] as const;

/** One collection's figures: documents read, documents rewritten, words that matched no allergen. */
export interface AllergenCollectionReport {
  scanned: number;
  rewritten: number;
  unknownWords: number;
}

/** A document whose list held words that matched no allergen (kept in its `legacy` field for review). */
export interface UnknownAllergenWords {
  collection: string;
  id: string;
  words: string[];
}

export interface AllergenMigrationReport {
  meals: AllergenCollectionReport;
  users: AllergenCollectionReport;
  unknown: UnknownAllergenWords[];
}

/** The value at a dotted `path` of a plain document. */
function at(doc: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), doc);
}

/**
 * Rewrites free-text allergen lists ("Peanuts", "dairy", "tree nuts", "soya") onto the closed list
 * (common/allergens) in meals and users' nutrition profiles. A list that already holds only enum
 * values is left alone, so running it again changes nothing (idempotent). A rewritten document keeps
 * its old list in `legacyAllergens` (next to it) so `down` can restore it and staff can see what was
 * typed; words that match no allergen are never dropped silently: each such document is passed to
 * `log` with its id and words, and counted in the report. 1,000 writes at a time.
 */
export async function migrateAllergens(db: mongo.Db, log: (line: string) => void = () => undefined): Promise<AllergenMigrationReport> {
  const report: AllergenMigrationReport = {
    meals: { scanned: 0, rewritten: 0, unknownWords: 0 },
    users: { scanned: 0, rewritten: 0, unknownWords: 0 },
    unknown: [],
  };
  for (const target of TARGETS) {
    const figures = report[target.collection];
    const collection = db.collection(target.collection);
    let batch: mongo.AnyBulkWriteOperation[] = [];
    const flush = async () => {
      if (batch.length) await collection.bulkWrite(batch, { ordered: false });
      batch = [];
    };
    for await (const doc of collection.find({ [target.path]: { $exists: true } }, { projection: { [target.path]: 1 } })) {
      figures.scanned++;
      const stored = at(doc, target.path);
      if (!Array.isArray(stored) || stored.every(isAllergen)) continue;
      const { allergens, unknown } = allergensOfWords(stored);
      if (unknown.length) {
        const id = String(doc._id);
        figures.unknownWords += unknown.length;
        report.unknown.push({ collection: target.collection, id, words: unknown });
        log(
          `allergens: ${target.collection} ${id}: no allergen matches ${unknown.map((w) => JSON.stringify(w)).join(', ')} (kept in ${target.legacy})`,
        );
      }
      batch.push({ updateOne: { filter: { _id: doc._id }, update: { $set: { [target.path]: allergens, [target.legacy]: stored } } } });
      figures.rewritten++;
      if (batch.length >= 1000) await flush();
    }
    await flush();
  }
  return report;
}

/** Undoes {@link migrateAllergens}: every rewritten list gets its free text back; lists written since are left as they are. */
export async function restoreLegacyAllergens(db: mongo.Db): Promise<number> {
  let restored = 0;
  for (const target of TARGETS) {
    const collection = db.collection(target.collection);
    for await (const doc of collection.find({ [target.legacy]: { $exists: true } }, { projection: { [target.legacy]: 1 } })) {
      await collection.updateOne({ _id: doc._id }, { $set: { [target.path]: at(doc, target.legacy) }, $unset: { [target.legacy]: '' } });
      restored++;
    }
  }
  return restored;
}
