// Several delivery addresses per customer (docs/decisions/0088-an-address-book-and-an-address-per-day.md). Each
// account's single `deliveryAddress` becomes the first entry of its address book, labelled "Home" and default,
// with the app's own code (dist/ops/address-book-migration.js); `deliveryAddress` stays as the default's copy.
// Idempotent: accounts that already have a book are left alone. `down` removes the books (the copy stays).
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = (path) => pathToFileURL(join(__dirname, '..', 'dist', path)).href;

/** @param {import('mongodb').Db} db */
async function up(db) {
  const { migrateAddressBooks } = await import(dist('ops/address-book-migration.js'));
  const r = await migrateAddressBooks(db);
  console.log(`address-book: ${r.moved} of ${r.scanned} accounts' addresses moved into their address book as "Home"`);
}

/** @param {import('mongodb').Db} db */
async function down(db) {
  const { removeAddressBooks } = await import(dist('ops/address-book-migration.js'));
  console.log(`address-book: ${await removeAddressBooks(db)} address books removed`);
}

module.exports = { up, down };
