// The staff search of orders by customer (name, e-mail, phone) reads the copy of the customer's search keys that
// each order keeps in `customerSearch` (src/modules/users/account-search.rules.ts), one index range of the orders
// instead of a look-up of matching accounts first. New orders get it at fulfilment and a change of name or phone
// rewrites it; this fills it in for orders written before, 1,000 at a time, with the app's own key function.
// Idempotent: orders that already have it are skipped.
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = (path) => pathToFileURL(join(__dirname, '..', 'dist', path)).href;

/** @param {import('mongodb').Db} db */
async function up(db) {
  const { customerSearchKeysOf } = await import(dist('modules/users/account-search.rules.js'));
  const orders = db.collection('orders');
  const users = db.collection('users');
  let batch = [];
  let done = 0;
  const flush = async () => {
    if (!batch.length) return;
    const contacts = await users.find({ _id: { $in: batch.map((o) => o.user) } }, { projection: { fullName: 1, email: 1, phoneNo: 1 } }).toArray();
    const byId = new Map(contacts.map((u) => [String(u._id), u]));
    const writes = batch.filter((o) => byId.has(String(o.user)))
      .map((o) => ({ updateOne: { filter: { _id: o._id }, update: { $set: { customerSearch: customerSearchKeysOf(byId.get(String(o.user))) } } } }));
    if (writes.length) await orders.bulkWrite(writes, { ordered: false });
    done += writes.length;
    batch = [];
  };
  for await (const order of orders.find({ customerSearch: { $exists: false } }, { projection: { user: 1 } })) {
    batch.push(order);
    if (batch.length >= 1000) await flush();
  }
  await flush();
  console.log(`order-customer-search-keys: ${done} orders given their customer's search keys`);
}

/** The keys are derived data: removing them only makes the search by customer miss those orders. */
async function down(db) {
  await db.collection('orders').updateMany({}, { $unset: { customerSearch: '' } });
}

module.exports = { up, down };
