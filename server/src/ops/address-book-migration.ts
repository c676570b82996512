import { Types, type mongo } from 'mongoose';

/** What one run of {@link migrateAddressBooks} did: accounts read (with an address and no book) and moved. */
export interface AddressBookMigrationReport {
  scanned: number;
  moved: number;
}

/** The stored form of the entry: the old address's parts, absent optional parts left out. */
function entryOf(address: Record<string, unknown>): Record<string, unknown> {
  const entry: Record<string, unknown> = { _id: new Types.ObjectId(), label: 'Home', version: 0 };
  for (const key of ['area', 'building', 'apartment', 'city', 'instructions']) if (address[key]) entry[key] = address[key];
  return entry;
}

/**
 * Moves each account's single `deliveryAddress` into its address book
 * (docs/decisions/0088-an-address-book-and-an-address-per-day.md): one entry labelled "Home", made the default;
 * `deliveryAddress` stays as the default's copy. Only accounts with an address and no book are touched, each by one
 * update whose filter says so again, so a second run, a concurrent run or the app adopting the address on first
 * read (`UserRepository.adoptLegacyAddress`) never adds it twice. 1,000 writes at a time.
 */
export async function migrateAddressBooks(db: mongo.Db): Promise<AddressBookMigrationReport> {
  const users = db.collection('users');
  const report: AddressBookMigrationReport = { scanned: 0, moved: 0 };
  const legacy = { deliveryAddress: { $exists: true }, addresses: { $exists: false } };
  let batch: mongo.AnyBulkWriteOperation[] = [];
  const flush = async () => {
    if (batch.length) report.moved += (await users.bulkWrite(batch, { ordered: false })).modifiedCount;
    batch = [];
  };
  for await (const doc of users.find(legacy, { projection: { deliveryAddress: 1 } })) {
    report.scanned++;
    const entry = entryOf(doc.deliveryAddress as Record<string, unknown>);
    batch.push({ updateOne: { filter: { _id: doc._id, ...legacy }, update: { $set: { addresses: [entry], defaultAddress: entry._id } } } });
    if (batch.length >= 1000) await flush();
  }
  await flush();
  return report;
}

/**
 * Undoes {@link migrateAddressBooks}: every account's book and default go (`deliveryAddress`, the default's copy,
 * stays, so each customer keeps the address they deliver to by default). @returns the accounts changed.
 */
export async function removeAddressBooks(db: mongo.Db): Promise<number> {
  const res = await db.collection('users').updateMany({ addresses: { $exists: true } }, { $unset: { addresses: 1, defaultAddress: 1 } });
  return res.modifiedCount;
}
