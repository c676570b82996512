// The staff grids' search reads `nameKeys` and `phoneKeys` on users (src/modules/users/account-search.ts) and
// `orderNumberTail` on orders through indexes instead of scanning every document. New and changed documents get
// them from the schemas' hooks; this fills them in for documents written before, in batches of 1,000, with the
// app's own key functions. Idempotent: documents that already have them are skipped.
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = (path) => pathToFileURL(join(__dirname, '..', 'dist', path)).href;

/** @param {import('mongodb').Db} db */
async function up(db) {
  const { nameKeysOf, phoneKeysOf } = await import(dist('modules/users/account-search.js'));
  const { orderNumberTailOf } = await import(dist('modules/orders/order.schema.js'));
  const users = await backfill(db.collection('users'), { $or: [{ nameKeys: { $exists: false } }, { phoneKeys: { $exists: false } }] },
    { fullName: 1, phoneNo: 1 }, (u) => ({ nameKeys: nameKeysOf(u.fullName), phoneKeys: phoneKeysOf(u.phoneNo) }));
  const orders = await backfill(db.collection('orders'), { orderNumberTail: { $exists: false } },
    { orderNumber: 1 }, (o) => ({ orderNumberTail: orderNumberTailOf(o.orderNumber) }));
  console.log(`staff-search-keys: ${users} accounts and ${orders} orders given search keys`);
}

/** Sets `keys(doc)` on every document of `collection` matching `filter`, 1,000 writes at a time; returns how many. */
async function backfill(collection, filter, projection, keys) {
  let batch = [];
  let done = 0;
  const flush = async () => {
    if (batch.length) await collection.bulkWrite(batch, { ordered: false });
    done += batch.length;
    batch = [];
  };
  for await (const doc of collection.find(filter, { projection })) {
    batch.push({ updateOne: { filter: { _id: doc._id }, update: { $set: keys(doc) } } });
    if (batch.length >= 1000) await flush();
  }
  await flush();
  return done;
}

/** The keys are derived data: removing them only makes the search miss those accounts. */
async function down(db) {
  await db.collection('users').updateMany({}, { $unset: { nameKeys: '', phoneKeys: '' } });
  await db.collection('orders').updateMany({}, { $unset: { orderNumberTail: '' } });
}

module.exports = { up, down };
