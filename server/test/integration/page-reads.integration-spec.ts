import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { findPage, findPageNearerEnd, inOneBatch } from '../../src/common/database/find-page.js';
import { Order } from '../../src/modules/orders/order.schema.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * Page reads answered in one batch (docs/decisions/0072-page-reads-in-one-batch.md), on the real database: a page
 * larger than a default first batch (101) still comes back whole, from either end of the list, and the query
 * asks for one batch of the page's size so no cursor stays open.
 */
let t: TestApp;
let orders: Model<Order>;
const ROWS = 150;

beforeAll(async () => {
  t = await createTestApp();
  orders = t.app.get<Model<Order>>(getModelToken(Order.name));
  const base = Date.UTC(2026, 0, 1);
  await t.connection
    .collection('page_reads')
    .insertMany(Array.from({ length: ROWS }, (_, i) => ({ n: i, createdAt: new Date(base + i * 60_000), pad: 'x'.repeat(2000) })));
}, 120_000);
afterAll(async () => t?.close());

/** The scratch collection through the orders model's connection (a Model of its own, no schema rules). */
const scratch = () => orders.db.model('PageReadRow', new orders.base.Schema({}, { strict: false }), 'page_reads');

it('a page of 120 rows comes back whole in one reply, with the total', async () => {
  const page = await findPage<{ n: number }>(scratch() as unknown as Model<{ n: number }>, {}, { n: 1, _id: 1 }, 1, 120);
  expect(page.total).toBe(ROWS);
  expect(page.rows.map((r) => r.n)).toEqual(Array.from({ length: 120 }, (_, i) => i));
});

it('the last page, read from the far end, has the remaining rows in order', async () => {
  const page = await findPageNearerEnd<{ n: number }>(scratch() as unknown as Model<{ n: number }>, {}, { n: 1, _id: 1 }, 2, 120);
  expect(page.total).toBe(ROWS);
  expect(page.rows.map((r) => r.n)).toEqual(Array.from({ length: ROWS - 120 }, (_, i) => 120 + i));
});

it('the query asks for a single batch of the page size; a page of 0 rows stays a plain limit', async () => {
  const query = inOneBatch(scratch().find({}).sort({ n: -1 }), 7);
  expect(query.getOptions()).toMatchObject({ limit: 7, batchSize: 7, singleBatch: true });
  expect(await query.lean().exec()).toHaveLength(7);
  expect(inOneBatch(scratch().find({}), 0).getOptions()).not.toHaveProperty('singleBatch');
});
