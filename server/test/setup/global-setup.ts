import mongoose from 'mongoose';

// Jest loads this file through its CommonJS path, without moduleNameMapper, so it imports no
// relative `.js` modules: the URI parsing below repeats test/setup/mongo-uri.ts (keep them in step).
const DEFAULT_URI = 'mongodb://127.0.0.1:27017';
const URI_PARTS = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/([^?]*))?(\?.*)?$/;

function parseMongoUri(uri: string): { server: string; database: string; options: string } {
  const m = URI_PARTS.exec(uri);
  if (!m) throw new Error(`MONGODB_URI must look like mongodb://host:port[/db][?options], got "${uri}"`);
  return { server: m[1]!, database: m[2] || 'ff_test', options: m[3] ?? '' };
}

/** The databases of test/setup/mongo-uri.ts `uniqueDatabaseUri`: `<base>_<label>_<pid>`. */
function testDatabasePattern(base: string): RegExp {
  return new RegExp(`^${base.replace(/[^a-zA-Z0-9]/g, '\\$&')}_[a-z0-9_]+_(\\d+)$`);
}

const CONNECT_TIMEOUT_MS = 3000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs once before all test files: fails fast, with the fix, when the MongoDB server is not
 * reachable, and drops test databases left behind by runs that crashed (their pid is gone).
 */
export default async function globalSetup(): Promise<void> {
  const uri = process.env.MONGODB_URI || DEFAULT_URI;
  const { server, options, database: base } = parseMongoUri(uri);
  const conn = mongoose.createConnection(`${server}/admin${options}`, {
    serverSelectionTimeoutMS: CONNECT_TIMEOUT_MS,
    connectTimeoutMS: CONNECT_TIMEOUT_MS,
  });
  try {
    await conn.asPromise();
    await conn.db!.admin().ping();
  } catch (err) {
    await conn.close().catch(() => undefined);
    throw new Error(
      `\n\nThe integration tests need a MongoDB-protocol server at ${server} (MONGODB_URI=${uri}), ` +
        `but it is not reachable: ${(err as Error).message}\n` +
        `Start the local FerretDB with:\n\n    bash scripts/services.sh start\n\n` +
        `(from the repository root), or set MONGODB_URI to a running MongoDB.\n`,
    );
  }
  try {
    const pattern = testDatabasePattern(base);
    const { databases } = await conn.db!.admin().listDatabases({ nameOnly: true });
    for (const { name } of databases) {
      const m = pattern.exec(name);
      // Our own pid can only be a leftover of an earlier run whose pid was reused.
      if (m && (Number(m[1]) === process.pid || !isRunning(Number(m[1])))) await conn.useDb(name, { useCache: false }).dropDatabase();
    }
  } finally {
    await conn.close();
  }
}
