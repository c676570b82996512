import type { mongo } from 'mongoose';
import { dubaiDayOf } from '../common/format/dubai-days.js';

/** What one run of {@link migrateDayLabels} did: subscriptions read, and those whose days it rewrote. */
export interface DayLabelsMigrationReport {
  scanned: number;
  moved: number;
}

const isLabel = (d: Date) => d.getTime() % 86_400_000 === 0;

/**
 * The day label a stored day stands for (docs/decisions/0087-dubai-days-and-delivery-weeks.md): a label (UTC
 * midnight of the calendar date) is itself; any other instant is the Dubai day it falls in (a start date sent as
 * Dubai midnight, 20:00 UTC the evening before, is the next calendar day, not the evening's).
 */
export function dayLabelOf(value: Date): Date {
  return isLabel(value) ? value : dubaiDayOf(value);
}

interface StoredDays {
  _id: unknown;
  startDate: Date;
  endDate: Date;
  planMeals?: { scheduledDate: Date }[];
  pauses?: { from: Date; to: Date }[];
}

/** The `$set` that turns `doc`'s stored days into labels; null when they all are labels already. */
function labelSet(doc: StoredDays): Record<string, unknown> | null {
  const set: Record<string, unknown> = {};
  if (!isLabel(doc.startDate)) set.startDate = dayLabelOf(doc.startDate);
  if (!isLabel(doc.endDate)) set.endDate = dayLabelOf(doc.endDate);
  doc.planMeals?.forEach((m, i) => {
    if (!isLabel(m.scheduledDate)) set[`planMeals.${i}.scheduledDate`] = dayLabelOf(m.scheduledDate);
  });
  doc.pauses?.forEach((p, i) => {
    if (!isLabel(p.from)) set[`pauses.${i}.from`] = dayLabelOf(p.from);
    if (!isLabel(p.to)) set[`pauses.${i}.to`] = dayLabelOf(p.to);
  });
  return Object.keys(set).length ? set : null;
}

/**
 * Makes every stored delivery day of every subscription a Dubai day label
 * (docs/decisions/0087-dubai-days-and-delivery-weeks.md): the start and end, each planned meal's `scheduledDate` and
 * each pause's `from` and `to`. The app has always written labels, so on its own data this moves nothing; what it
 * moves is a day stored as an instant by a hand import or an old API client (Dubai midnight, 20:00 UTC the evening
 * before, read back as the evening's UTC day and so a day early). Each rewrite is one update whose filter repeats
 * every value it replaces, so a subscription the app changed meanwhile is left for the next run, and a second run
 * finds nothing to do. 1,000 writes at a time. @returns what it read and rewrote.
 */
export async function migrateDayLabels(db: mongo.Db): Promise<DayLabelsMigrationReport> {
  const subscriptions = db.collection<StoredDays>('subscriptions');
  const report: DayLabelsMigrationReport = { scanned: 0, moved: 0 };
  let batch: mongo.AnyBulkWriteOperation<StoredDays>[] = [];
  const flush = async () => {
    if (batch.length) report.moved += (await subscriptions.bulkWrite(batch, { ordered: false })).modifiedCount;
    batch = [];
  };
  const projection = { startDate: 1, endDate: 1, 'planMeals.scheduledDate': 1, pauses: 1 };
  for await (const doc of subscriptions.find({}, { projection })) {
    report.scanned++;
    const set = labelSet(doc);
    if (!set) continue;
    // The filter names the values being replaced (the array positions included): a concurrent change misses.
    const filter: Record<string, unknown> = { _id: doc._id };
    for (const path of Object.keys(set)) filter[path] = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], doc);
    batch.push({ updateOne: { filter, update: { $set: set } } });
    if (batch.length >= 1000) await flush();
  }
  await flush();
  return report;
}
