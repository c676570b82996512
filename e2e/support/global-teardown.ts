import { MongoClient } from 'mongodb';

/** Drops the run's database so FerretDB's data folder does not grow with every run. */
export default async function globalTeardown() {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) return;
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
    await client.db().dropDatabase();
  } catch (err) {
    console.warn(`e2e teardown: could not drop ${uri}: ${(err as Error).message}`);
  } finally {
    await client.close();
  }
}
