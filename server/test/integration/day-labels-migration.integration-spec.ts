import { jest } from '@jest/globals';
import { Types } from 'mongoose';
import { dayLabelOf, migrateDayLabels } from '../../src/ops/day-labels-migration.js';
import { Migrator } from '../../src/ops/migrations.js';
import { ensureBuiltServer } from '../setup/built-server.js';
import { revertThrough } from '../setup/migrations.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * The Dubai day labels migration (docs/decisions/0087-dubai-days-and-delivery-weeks.md) on the real database, on
 * subscriptions written the old way: one the app wrote (every day a label: untouched), one imported with its days as
 * instants at Dubai midnight (20:00 UTC the evening before) and one at mid-morning Dubai time. Each day becomes the
 * Dubai day it falls in, once; a subscription changed meanwhile is not overwritten.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const label = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);
/** 00:00 in Dubai on `ymd`: 20:00 UTC the evening before. */
const dubaiMidnight = (ymd: string) => new Date(label(ymd).getTime() - 4 * 3_600_000);

function subscription(days: { start: Date; end: Date; meals: Date[]; pause?: { from: Date; to: Date } }) {
  return {
    _id: new Types.ObjectId(),
    user: new Types.ObjectId(),
    plan: new Types.ObjectId(),
    order: new Types.ObjectId(),
    status: 'Active',
    startDate: days.start,
    endDate: days.end,
    planMeals: days.meals.map((scheduledDate) => ({
      _id: new Types.ObjectId(),
      category: 'Lunch',
      meal: new Types.ObjectId(),
      scheduledDate,
      deliveryStatus: 'Pending',
    })),
    pauses: days.pause ? [days.pause] : [],
  };
}

it('a day label stays; an instant becomes the Dubai day it falls in', () => {
  expect(dayLabelOf(label('2026-12-01'))).toEqual(label('2026-12-01'));
  expect(dayLabelOf(dubaiMidnight('2026-12-01'))).toEqual(label('2026-12-01'));
  expect(dayLabelOf(new Date('2026-12-01T19:59:59.000Z'))).toEqual(label('2026-12-01'));
  expect(dayLabelOf(new Date('2026-12-01T06:00:00.000Z'))).toEqual(label('2026-12-01'));
});

it('rewrites the days stored as instants, once, and leaves the app-written subscription alone', async () => {
  const subs = t.connection.db!.collection('subscriptions');
  const clean = subscription({ start: label('2026-12-01'), end: label('2026-12-02'), meals: [label('2026-12-01'), label('2026-12-02')] });
  const imported = subscription({
    start: dubaiMidnight('2026-12-01'),
    end: dubaiMidnight('2026-12-03'),
    meals: [dubaiMidnight('2026-12-01'), label('2026-12-02'), new Date('2026-12-03T06:30:00.000Z')],
    pause: { from: dubaiMidnight('2026-12-02'), to: dubaiMidnight('2026-12-02') },
  });
  await subs.insertMany([clean, imported]);
  const cleanBefore = await subs.findOne({ _id: clean._id });

  const first = await migrateDayLabels(t.connection.db!);
  expect(first.moved).toBe(1);
  const after = await subs.findOne({ _id: imported._id });
  expect(after).toMatchObject({
    startDate: label('2026-12-01'),
    endDate: label('2026-12-03'),
    pauses: [{ from: label('2026-12-02'), to: label('2026-12-02') }],
  });
  expect(after!.planMeals.map((m: { scheduledDate: Date }) => m.scheduledDate)).toEqual([
    label('2026-12-01'),
    label('2026-12-02'),
    label('2026-12-03'),
  ]);
  // Everything else of the entry is kept, in its position.
  expect(after!.planMeals.map((m: { _id: Types.ObjectId }) => m._id)).toEqual(imported.planMeals.map((m) => m._id));
  expect(await subs.findOne({ _id: clean._id })).toEqual(cleanBefore);

  expect(await migrateDayLabels(t.connection.db!)).toEqual({ scanned: first.scanned, moved: 0 });
});

it('a subscription whose day changed since it was read is left for the next run', async () => {
  const subs = t.connection.db!.collection('subscriptions');
  const sub = subscription({ start: dubaiMidnight('2027-01-05'), end: label('2027-01-05'), meals: [dubaiMidnight('2027-01-05')] });
  await subs.insertOne(sub);
  // The app moves the meal first (a label), between the migration's read and its write: the write's filter names
  // the instant it replaces, so it misses the changed entry instead of overwriting it.
  const db = t.connection.db!;
  const collection = db.collection.bind(db);
  const spy = jest.spyOn(db, 'collection').mockImplementation((name: string) => {
    const c = collection(name);
    const bulkWrite = c.bulkWrite.bind(c);
    c.bulkWrite = (async (ops: Parameters<typeof bulkWrite>[0], options?: Parameters<typeof bulkWrite>[1]) => {
      await subs.updateOne({ _id: sub._id }, { $set: { 'planMeals.0.scheduledDate': label('2027-01-06') } });
      return bulkWrite(ops, options);
    }) as typeof c.bulkWrite;
    return c;
  });
  try {
    await migrateDayLabels(db);
  } finally {
    spy.mockRestore();
  }
  const raced = await subs.findOne({ _id: sub._id });
  expect(raced!.planMeals[0].scheduledDate).toEqual(label('2027-01-06'));
  expect(raced!.startDate).toEqual(dubaiMidnight('2027-01-05'));
  // The next run finds the start still an instant, and the meal a label.
  await migrateDayLabels(db);
  expect(await subs.findOne({ _id: sub._id })).toMatchObject({ startDate: label('2027-01-05') });
});

it('runs as the real data migration (npm run migrate -- up), once; down changes nothing', async () => {
  ensureBuiltServer();
  const subs = t.connection.db!.collection('subscriptions');
  const sub = subscription({ start: dubaiMidnight('2027-02-01'), end: label('2027-02-01'), meals: [label('2027-02-01')] });
  await subs.insertOne(sub);
  const logs: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
  try {
    const migrator = new Migrator(t.connection.db!, t.connection.getClient());
    expect(await migrator.up()).toContain('20261129040000-dubai-day-labels.cjs');
    expect(await subs.findOne({ _id: sub._id })).toMatchObject({ startDate: label('2027-02-01') });
    expect(logs.find((l) => l.startsWith('dubai-day-labels:'))).toMatch(
      /^dubai-day-labels: \d+ of \d+ subscriptions had days stored as instants, now Dubai day labels$/,
    );
    expect(await migrator.up()).toEqual([]);
    expect(await revertThrough(migrator, '20261129040000-dubai-day-labels.cjs')).toEqual(['20261129040000-dubai-day-labels.cjs']);
    expect(await subs.findOne({ _id: sub._id })).toMatchObject({ startDate: label('2027-02-01') });
  } finally {
    spy.mockRestore();
  }
}, 300_000);
